// The matchup grid over the window the URL names: the /matchups page itself.
export { default } from '../matchups/+Page.tsx';
