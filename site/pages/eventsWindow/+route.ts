// /events/w/{window}: the event list over one time window (engine/windows.ts keys).
export default '/events/w/@window';
