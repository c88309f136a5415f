// The dashboard over the window and event kind the URL names: the / page itself.
export { default } from '../index/+Page.tsx';
