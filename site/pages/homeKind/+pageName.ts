export { pageName } from '../index/+pageName.ts';
