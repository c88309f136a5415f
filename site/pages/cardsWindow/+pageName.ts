export { pageName } from '../cards/+pageName.ts';
