// The event list over the window and event kind the URL names: the /events page itself.
export { default } from '../events/+Page.tsx';
