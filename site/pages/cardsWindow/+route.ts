// /cards/w/{window}: the card list over one time window (engine/windows.ts keys).
export default '/cards/w/@window';
