// SnapshotIngestStore under a long import: new events and their jobs are written in batches
// that grow with the files, so the files (copied whole on each write) are rewritten a number of
// times that grows with the log of the import, not with its length (issue 43: a 43,930-event
// CSV rewrote deck_jobs.jsonl every 50 events, quadratic).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newDeckJob } from '../../engine/deckJobQueue.ts';
import { makeSnapshot, readJsonl, removeDir } from '../../tests/helpers/snapshot.ts';
import { SnapshotIngestStore } from './snapshotIngestStore.ts';

let dir: string;
beforeEach(async () => {
  dir = await makeSnapshot({ decks: [], events: [] });
});
afterEach(async () => {
  await removeDir(dir);
});

const EVENTS = 5_000;
const NOW = '2026-11-01T00:00:00.000Z';

describe('SnapshotIngestStore.createEvent, 5,000 events of two new decks each', () => {
  it('rewrites deck_jobs.jsonl a few dozen times at most, and keeps every event and job', async () => {
    const store = await SnapshotIngestStore.open(dir);
    const jobsFile = path.join(dir, 'deck_jobs.jsonl');
    const stamp = async () => {
      const info = await stat(jobsFile).catch(() => undefined);
      return info ? `${info.ino}:${info.mtimeMs}:${info.size}` : 'none';
    };
    let last = await stamp();
    let rewrites = 0;
    for (let n = 0; n < EVENTS; n++) {
      const jobs = [0, 1].map((k) =>
        newDeckJob(`Deck${String(n).padStart(5, '0')}-${k}00000-aaaaaa`, 'event_result', NOW),
      );
      await store.createEvent({
        event: {
          id: String(300_000 + n),
          event_title: 'シティリーグ',
          event_date: '2023-05-28T00:00:00+09:00',
          results: [{ rank: 1 }],
        },
        jobs,
      });
      const now = await stamp();
      if (now !== last) rewrites++;
      last = now;
    }
    await store.close();
    // A batch of 50 events rewrote it 100 times; batches of an eighth of the files, about 25.
    expect(rewrites).toBeLessThanOrEqual(40);
    expect((await readJsonl(path.join(dir, 'events.jsonl'))).length).toBe(EVENTS);
    expect((await readJsonl(jobsFile)).length).toBe(2 * EVENTS);
  });
});
