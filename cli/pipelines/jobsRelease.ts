// Stale-lock release (`tcg jobs release-stale`, the resetStuckDeckJobs callable): jobs locked
// longer than the given minutes go back to pending (spec §4), at most `limit` of them (spec §5).
import type { IngestStore } from '../../data/ingest/jobStore.ts';
import { checkReleaseRequest } from '../../engine/deckJobQueue.ts';

export interface ReleaseStaleJobsOptions {
  /** Lock age in minutes, floored: 5–1440, default 30; non-numeric input takes the default. */
  olderThanMinutes?: unknown;
  /** Jobs released at most: 1–200, default 50. */
  limit?: unknown;
}

export interface ReleaseStaleJobsResult {
  ok: true;
  released: number;
  jobIds: string[];
}

export async function releaseStaleJobs(
  options: ReleaseStaleJobsOptions,
  effects: { store: IngestStore; now?: () => Date },
): Promise<ReleaseStaleJobsResult> {
  const { olderThanMinutes, limit } = checkReleaseRequest(options.olderThanMinutes, options.limit);
  const now = (effects.now ?? (() => new Date()))();
  const lockedBefore = new Date(now.getTime() - olderThanMinutes * 60_000).toISOString();
  const jobIds = await effects.store.releaseStaleJobs({ lockedBefore, limit, now: now.toISOString() });
  return { ok: true, released: jobIds.length, jobIds };
}
