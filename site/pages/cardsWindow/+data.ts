// The same data as /cards, for the window the URL names.
export { data } from '../cards/+data.ts';
