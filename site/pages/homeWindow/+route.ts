// /w/{window}: the dashboard over one time window (engine/windows.ts keys).
export default '/w/@window';
