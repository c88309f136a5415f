// The sample's deck-fetch queue (`deck_jobs`, one job per deck id): a job in each status, two
// for decks the snapshot does not hold yet (the admin deck page shows "fetching" for them).
import { OfficialSiteError } from '../../data/official/officialError.ts';
import { jstIso } from './calendar.ts';
import type { SampleDeck } from './decks.ts';
import type { SampleRandom } from './random.ts';

const MINUTE_MS = 60 * 1000;
const QUEUE_NOW_MS = Date.parse('2026-04-19T23:00:00+09:00');

export function generateJobs(random: SampleRandom, decks: readonly SampleDeck[]): Record<string, unknown>[] {
  const job = (deckId: string, status: string, ageMinutes: number, extra: Record<string, unknown> = {}) => ({
    id: deckId,
    deck_id: deckId,
    status,
    attempts: 0,
    priority: 0,
    next_run_at: jstIso(QUEUE_NOW_MS - ageMinutes * MINUTE_MS),
    created_at: jstIso(QUEUE_NOW_MS - (ageMinutes + 5) * MINUTE_MS),
    updated_at: jstIso(QUEUE_NOW_MS - ageMinutes * MINUTE_MS),
    sources: ['event_result'],
    ...extra,
  });
  const newest = decks.slice(-3).map((deck) => deck.doc.id);
  return [
    job(newest[0]!, 'done', 240, { attempts: 1 }),
    job(newest[1]!, 'done', 120, { attempts: 2, sources: ['event_result', 'admin_lookup'] }),
    job(random.deckId(), 'pending', 3, { priority: 10, sources: ['admin_lookup'] }),
    // Locked 45 minutes ago: stale for the default 30-minute release form.
    job(random.deckId(), 'in_progress', 45, {
      attempts: 1,
      locked_by: 'fetch-worker-1',
      locked_at: jstIso(QUEUE_NOW_MS - 45 * MINUTE_MS),
    }),
    job(random.deckId(), 'error', 90, {
      attempts: 3,
      // What the job runner stores of a deck page answering 404: the Japanese the job table shows.
      last_error: new OfficialSiteError('not_found', 'deck page answered HTTP 404', 404).japanese,
    }),
    job(newest[2]!, 'pending', 1),
  ];
}
