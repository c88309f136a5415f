// The same data as /events, for the window and event kind the URL names.
export { data } from '../events/+data.ts';
