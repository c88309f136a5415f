// The card list over the window the URL names: the /cards page itself.
export { default } from '../cards/+Page.tsx';
