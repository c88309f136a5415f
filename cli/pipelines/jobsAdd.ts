// Enqueue decks by hand (`tcg jobs add`): each deck ID (or official deck URL) gets a pending job
// unless its deck is stored or a job is already waiting for it; a failed job is queued again.
import type { IngestStore } from '../../data/ingest/jobStore.ts';
import { findDeckId } from '../../engine/deckId.ts';
import { type DeckJobDoc, type JobSource, newDeckJob, requeuedJob } from '../../engine/deckJobQueue.ts';
import { DECK_ID_MESSAGES } from '../../engine/messages.ts';
import { userError } from '../../engine/userError.ts';

export interface AddDeckJobsOptions {
  /** Deck IDs or official deck URLs; all are checked before anything is queued. */
  deckIds: readonly string[];
  /** Jobs added by hand go before event jobs (default 10). */
  priority?: number;
  source?: JobSource;
}

export type SkipReason = 'deck_stored' | 'already_queued';

export interface AddDeckJobsResult {
  added: string[];
  /** Jobs that had failed (or were done while the deck is missing), now pending again. */
  requeued: string[];
  skipped: { deckId: string; reason: SkipReason }[];
}

/** The deck IDs of the arguments, or the spec's message naming the first malformed one. */
export function parseDeckIds(args: readonly string[]): string[] {
  return args.map((arg) => {
    const id = findDeckId(arg);
    if (id === undefined) throw userError('DECK_ID_INVALID', `${DECK_ID_MESSAGES.invalidOnLookup}: "${arg}"`);
    return id;
  });
}

export async function addDeckJobs(
  options: AddDeckJobsOptions,
  effects: { store: IngestStore; now?: () => Date },
): Promise<AddDeckJobsResult> {
  const { store } = effects;
  const ids = [...new Set(parseDeckIds(options.deckIds))];
  const now = (effects.now ?? (() => new Date()))().toISOString();
  const priority = options.priority ?? 10;
  const source = options.source ?? 'manual';
  const decks = await store.existingDeckIds(ids);
  const jobs = await store.jobsById(ids, now);
  const result: AddDeckJobsResult = { added: [], requeued: [], skipped: [] };
  const writes: DeckJobDoc[] = [];
  for (const id of ids) {
    const job = jobs.get(id);
    if (decks.has(id)) result.skipped.push({ deckId: id, reason: 'deck_stored' });
    else if (!job) {
      writes.push(newDeckJob(id, source, now, priority));
      result.added.push(id);
    } else if (job.status === 'pending' || job.status === 'in_progress') {
      result.skipped.push({ deckId: id, reason: 'already_queued' });
    } else {
      writes.push(requeuedJob(job, source, now, priority));
      result.requeued.push(id);
    }
  }
  await store.putJobs(writes);
  await store.flush();
  return result;
}
