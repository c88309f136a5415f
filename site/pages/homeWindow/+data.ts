// The same data as /, for the window the URL names.
export { data } from '../index/+data.ts';
