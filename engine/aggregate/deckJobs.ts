// The fetch jobs of decks that have no detail document: `deck_jobs/{deckId}` (spec public §2, deck
// detail: a missing deck with a fetch job shows a fetching notice with the job status). The jobs
// are read first (a small collection); each deck that streams past removes its job, so what is
// left at the end are the decks not fetched yet, and memory stays proportional to the jobs.
import type { DeckJobNotice } from '../documents.ts';
import { DeckJobSchema, DeckJobStatusSchema } from '../schemas.ts';
import { isoToMs } from '../tolerant.ts';

type Status = DeckJobNotice['status'];

/**
 * A job status as the page names it: the four spec values, also written in other cases or with
 * `-`, space or camelCase (`IN_PROGRESS`, `in-progress`, `inProgress`); anything else is pending,
 * as the job schema reads it.
 */
export function normalizeJobStatus(value: unknown): Status {
  if (typeof value !== 'string') return 'pending';
  const text = value
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const parsed = DeckJobStatusSchema.safeParse(text);
  return parsed.success ? parsed.data : 'pending';
}

export class DeckJobNotices {
  /** The newest job of each deck id, until that deck is seen. */
  private readonly byDeck = new Map<string, DeckJobNotice>();

  constructor(jobs: Iterable<Record<string, unknown>>) {
    for (const raw of jobs) {
      const parsed = DeckJobSchema.safeParse(raw);
      if (!parsed.success) continue;
      const job = parsed.data;
      const deckId = job.deck_id ?? job.id;
      // A document id cannot hold '/' (it would name a sub-collection): such a job has no page.
      if (deckId === '' || deckId.includes('/')) continue;
      const notice: DeckJobNotice = {
        id: deckId,
        status: normalizeJobStatus(raw.status),
        updatedAt: job.updated_at ?? null,
      };
      const known = this.byDeck.get(deckId);
      if (
        !known ||
        (isoToMs(notice.updatedAt ?? undefined) ?? -1) > (isoToMs(known.updatedAt ?? undefined) ?? -1)
      )
        this.byDeck.set(deckId, notice);
    }
  }

  /** The decks with a job that were not seen yet. */
  pendingDeckIds(): string[] {
    return [...this.byDeck.keys()];
  }

  /** A deck that has (or gets) its detail document: its job needs no notice. */
  sawDeck(deckId: string): void {
    if (this.byDeck.size > 0) this.byDeck.delete(deckId);
  }

  /** The notices of the decks not seen, by deck id. */
  result(): DeckJobNotice[] {
    return [...this.byDeck.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}
