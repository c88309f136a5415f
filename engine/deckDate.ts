// A deck's date for statistics: the day it was played, when an event cites it, else the day it
// was submitted. Imported history is fetched long after it was played: dating it by the fetch would
// put 2022's decks in this week. Every statistic (weeks, windows, 現環境, segments, NEW, the weekly
// summary, the all-period span) and the deck page take the date from here.

/** The date a statistic counts a deck on, and where it came from. */
export interface DeckDate {
  /** ISO 8601, or null when the deck has neither a cited event date nor a submission time. */
  iso: string | null;
  /** `iso` in epoch milliseconds; NaN when null. */
  ms: number;
  /** `event`: the earliest event citing it; `submitted`: its submission (`created_at`). */
  source: 'event' | 'submitted' | null;
}

/** An event that cites the deck, by its date (an unparseable or missing date is passed over). */
export interface CitingEvent {
  eventDate: string | null;
}

/**
 * The earliest date among the events citing the deck, else its submission time. `submittedMs`
 * is `submittedAt` already parsed (the aggregation parses every deck's once), NaN to mean none.
 */
export function deckDateOf(
  submittedAt: string | null,
  citingEvents: readonly CitingEvent[] | undefined,
  submittedMs: number = submittedAt === null ? Number.NaN : Date.parse(submittedAt),
): DeckDate {
  let earliest: { iso: string; ms: number } | undefined;
  for (const event of citingEvents ?? []) {
    if (event.eventDate === null) continue;
    const ms = Date.parse(event.eventDate);
    if (Number.isNaN(ms)) continue;
    if (earliest === undefined || ms < earliest.ms) earliest = { iso: event.eventDate, ms };
  }
  if (earliest) return { ...earliest, source: 'event' };
  if (submittedAt === null || Number.isNaN(submittedMs)) return { iso: null, ms: Number.NaN, source: null };
  return { iso: submittedAt, ms: submittedMs, source: 'submitted' };
}
