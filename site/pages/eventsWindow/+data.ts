// The same data as /events, for the window the URL names.
export { data } from '../events/+data.ts';
