export { pageName } from '../events/+pageName.ts';
