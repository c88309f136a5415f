// Warnings about stored documents the aggregate counts differently than they are written (a
// far-off date, an absurd card count, a duplicate id): each names the collection and the
// document id, so the CLI can point at the file and line. A few are kept, all are counted.

export interface DataWarning {
  collection: 'decks' | 'events' | 'cards';
  id: string;
  /** What is wrong and what was done, e.g. `created_at 0001-01-01 … left out of the weekly statistics`. */
  message: string;
}

/** Warnings kept in full; past this only the count grows (a million bad lines print no million lines). */
export const KEPT_WARNINGS = 50;

export type DataWarningsState = [kept: DataWarning[], count: number];

export class DataWarnings {
  readonly kept: DataWarning[] = [];
  count = 0;

  add(warning: DataWarning): void {
    this.count += 1;
    if (this.kept.length < KEPT_WARNINGS) this.kept.push(warning);
  }

  state(): DataWarningsState {
    return [this.kept, this.count];
  }

  /** Adds the warnings of the next part of a stream (see Aggregator.merge). */
  merge([kept, count]: DataWarningsState): void {
    for (const warning of kept) if (this.kept.length < KEPT_WARNINGS) this.kept.push(warning);
    this.count += count;
  }
}

/** The first day of the Japanese Pokémon TCG (1996-10-20 JST): no deck is older. */
export const GAME_START_MS = Date.parse('1996-10-20T00:00:00+09:00');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a deck's creation time is plausible: on or after the game's first day and at most one
 * day after the clock of the run (time zones and late exports). A missing time (NaN) is not far off.
 */
export function isFarOffDate(ms: number, asOfMs: number): boolean {
  return !Number.isNaN(ms) && (ms < GAME_START_MS || ms > asOfMs + DAY_MS || !Number.isFinite(ms));
}
