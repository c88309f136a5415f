export { pageName } from '../matchups/+pageName.ts';
