// /w/{window}/k/{kind}: the dashboard over one time window and the decks of one event kind.
export default '/w/@window/k/@kind';
