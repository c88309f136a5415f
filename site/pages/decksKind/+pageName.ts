export { pageName } from '../decks/+pageName.ts';
