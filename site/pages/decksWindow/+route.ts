// /decks/w/{window}: the deck-type list over one time window (engine/windows.ts keys).
export default '/decks/w/@window';
