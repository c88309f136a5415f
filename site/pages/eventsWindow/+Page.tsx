// The event list over the window the URL names: the /events page itself.
export { default } from '../events/+Page.tsx';
