// The collections a snapshot holds; free of zod so that `tcg --help` can name them cheaply.

/** The collections a snapshot holds, in the order they are read and written. */
export const COLLECTIONS = ['cards', 'decks', 'events', 'deck_rules', 'deck_jobs', 'settings'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];
/** Collections a snapshot must have; the others are optional. */
export const REQUIRED_COLLECTIONS: readonly CollectionName[] = ['cards', 'decks', 'events', 'deck_rules'];
