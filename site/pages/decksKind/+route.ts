// /decks/w/{window}/k/{kind}: the deck-type list over one time window and the decks of one event
// kind (engine/windows.ts and engine/eventSegments.ts keys).
export default '/decks/w/@window/k/@kind';
