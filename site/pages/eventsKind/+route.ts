// /events/w/{window}/k/{kind}: the event list over one time window and one event kind.
export default '/events/w/@window/k/@kind';
