// The dashboard over the window the URL names: the / page itself.
export { default } from '../index/+Page.tsx';
