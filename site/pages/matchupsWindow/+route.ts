// /matchups/w/{window}: the matchup grid over one time window (engine/windows.ts keys).
export default '/matchups/w/@window';
