// The same data as /decks, for the window and event kind the URL names.
export { data } from '../decks/+data.ts';
