// The deck-type list over the window the URL names: the /decks page itself.
export { default } from '../decks/+Page.tsx';
