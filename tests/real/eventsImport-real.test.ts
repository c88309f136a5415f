// Real data: `tcg events import` of the whole City League 2023 results CSV (../shared/data, see
// its SOURCES.md; 17,238 rows) into an empty snapshot, run as a user runs it. Its counts must
// equal a count of the file made here independently of the importer: plain line and comma
// splits (the file holds no quoted field, which is checked), no CSV parser. Skipped without the
// data (TCG_SHARED_DATA points elsewhere when needed).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTcg } from '../helpers/runTcg.ts';
import { fingerprint, makeSnapshot, readJsonl, removeDir } from '../helpers/snapshot.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = process.env.TCG_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data');
const csvPath = path.join(dataDir, 'cityleague_2023_results.csv');

/** The file counted by splitting lines and commas: rows, events, deck codes, rank-1 rows. */
function countByLines(text: string) {
  expect(text.includes('"')).toBe(false);
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0]!.split(',');
  const rows = lines.slice(1).filter((line) => line !== '');
  const column = (name: string) => header.indexOf(name);
  const [idAt, deckAt, rankAt] = [column('大会ID'), column('deck_code'), column('順位')];
  const events = new Set<string>();
  const decks = new Set<string>();
  let firsts = 0;
  for (const row of rows) {
    const cells = row.split(',');
    expect(cells).toHaveLength(header.length);
    events.add(cells[idAt]!);
    if (cells[deckAt] !== '') decks.add(cells[deckAt]!);
    if (cells[rankAt] === '1') firsts++;
  }
  return { rows: rows.length, events, decks, firsts };
}

describe.skipIf(!existsSync(csvPath))('tcg events import of the City League 2023 results CSV', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeSnapshot({ decks: [], events: [], deck_jobs: [] });
  });
  afterAll(async () => {
    if (dir) await removeDir(dir);
  });

  it('stores every event, result and deck job the file holds, and a second import creates nothing', async () => {
    const expected = countByLines(readFileSync(csvPath, 'utf8'));
    expect(expected.rows).toBe(17238);

    const run = await runTcg(['events', 'import', '--data', dir, csvPath, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      files: 1,
      created: expected.events.size,
      updated: 0,
      skipped: 0,
      jobsEnqueued: expected.decks.size,
    });

    const events = await readJsonl(path.join(dir, 'events.jsonl'));
    expect(new Set(events.map((event) => event.id))).toEqual(expected.events);
    expect(events).toHaveLength(expected.events.size);
    const results = events.flatMap((event) => event.results as { rank: number; deck_id?: string }[]);
    expect(results).toHaveLength(expected.rows);
    expect(results.filter((result) => result.rank === 1)).toHaveLength(expected.firsts);
    expect(new Set(results.map((result) => result.deck_id))).toEqual(expected.decks);
    const jobs = await readJsonl(path.join(dir, 'deck_jobs.jsonl'));
    expect(new Set(jobs.map((job) => job.id))).toEqual(expected.decks);
    expect(jobs).toHaveLength(expected.decks.size);
    expect(jobs.every((job) => job.status === 'pending' && job.deckId === job.id)).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.counts).toMatchObject({ events: expected.events.size, deck_jobs: expected.decks.size });

    const before = await fingerprint(dir);
    const again = await runTcg(['events', 'import', '--data', dir, csvPath, '--json']);
    expect(JSON.parse(again.stdout)).toEqual({
      files: 1,
      created: 0,
      updated: 0,
      skipped: expected.events.size,
      jobsEnqueued: 0,
    });
    expect(await fingerprint(dir)).toEqual(before);
  });
});
