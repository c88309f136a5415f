// The same data as /decks, for the window the URL names.
export { data } from '../decks/+data.ts';
