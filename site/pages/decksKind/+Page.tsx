// The deck-type list over the window and event kind the URL names: the /decks page itself.
export { default } from '../decks/+Page.tsx';
