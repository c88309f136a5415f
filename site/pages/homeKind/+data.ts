// The same data as /, for the window and event kind the URL names.
export { data } from '../index/+data.ts';
