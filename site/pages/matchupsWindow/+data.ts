// The same data as /matchups, for the window the URL names.
export { data } from '../matchups/+data.ts';
