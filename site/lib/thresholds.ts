// Display thresholds of the deck-type list, one place (spec §9 plus our sample-size greying).

/** Recent weeks shown in the deck-type list (spec §9). */
export const RECENT_WEEKS = 3;
/** A week's share over fewer matched decks than this is too noisy to read: shown greyed. */
export const THIN_WEEK_DECKS = 30;
/** A deck type with fewer matched decks than this in all: its row is greyed. */
export const THIN_RULE_DECKS = 5;
