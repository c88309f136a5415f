// Imported history dated by its events, through the CLI (engine/deckDate.ts): decks the job queue
// fetched today count in this week until a results CSV citing them is imported (`tcg events
// import`); the next `tcg aggregate`, updating its previous folder in place, moves them to their
// events' weeks. On the plain path (`--plain`) and on the accelerated one (decks folded in worker
// threads that write the deck pages, TCG_ACCELERATE_MIN_BYTES=0), both give the documents of a
// fresh full run, byte for byte.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLD_RECORD_FILE } from '../data/aggregateFoldRecord.ts';
import { DECK_INPUTS_FILE } from '../data/deckInputs.ts';
import { DOC_HASHES_FILE } from '../data/docHashRecord.ts';
import { runTcg } from './helpers/runTcg.ts';
import { makeSnapshot, removeDir, tempDir } from './helpers/snapshot.ts';
import {
  C1,
  C2,
  C3,
  C4,
  CSV_EVENT_A,
  CSV_EVENT_B,
  csvText,
  fixtureCsvLines,
} from './import/resultsCsvFixture.ts';

const AS_OF = '2026-11-29T12:00:00+09:00';
const FETCHED = '2026-11-29T02:00:00+09:00';
const C5 = 'CsvEEE-000005-eeeeee'; // submitted today, cited by no event
const RULES = [
  { id: 'ピカチュウ', name: 'ピカチュウ', priority: 1, conditions: [{ pattern: '^ピカチュウ$', min: 1 }] },
  { id: 'ミュウ', name: 'ミュウ', priority: 2, conditions: [{ pattern: '^ミュウ$', min: 1 }] },
];
const deck = (id: string, card: string) => ({
  id,
  created_at: FETCHED,
  updated_at: FETCHED,
  rule_matches: [card],
  rule_matches_detail: [{ id: card, name: card, priority: card === 'ピカチュウ' ? 1 : 2 }],
  cards: [{ name: card, count: 4 }],
});

let snap: string;
let work: string;
const plainOut = () => path.join(work, 'plain');
const threadsOut = () => path.join(work, 'threads');

const aggregateCli = (out: string, ...flags: string[]) =>
  runTcg(['aggregate', '--data', snap, '--out', out, '--as-of', AS_OF, '--quiet', ...flags]);

/**
 * The accelerated path: two threads fold the decks and write their pages, the folder updated in
 * place (the threshold lowered by its setting: this decks.jsonl is a few hundred bytes).
 */
async function aggregateInThreads(out: string): Promise<{ threads: number }> {
  const run = await runTcg(
    ['aggregate', '--data', snap, '--out', out, '--as-of', AS_OF, '--threads', '2', '--json', '--quiet'],
    { TCG_ACCELERATE_MIN_BYTES: '0' },
  );
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

// biome-ignore lint/suspicious/noExplicitAny: the test reads emitted JSON by field names, checked by value.
type Doc = Record<string, any>;
const readDoc = async (out: string, docPath: string): Promise<Doc> =>
  JSON.parse(await readFile(path.join(out, 'docs', `${docPath}.json`), 'utf8'));

/** Every document file of a run's docs folder (but the records of the pages' inputs, the files' hashes and the counts), by path. */
async function filesOf(out: string): Promise<Map<string, string>> {
  const dir = path.join(out, 'docs');
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || [DECK_INPUTS_FILE, DOC_HASHES_FILE, FOLD_RECORD_FILE].includes(entry.name))
      continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}

/** Week key -> decks of the weekly summary (the weeks with any). */
async function weeksOf(out: string): Promise<Record<string, number>> {
  const summary = await readDoc(out, 'public_decks/weekly_summary');
  return Object.fromEntries(
    summary.weeks.filter((week: Doc) => week.totalDecks > 0).map((week: Doc) => [week.key, week.totalDecks]),
  );
}

beforeAll(async () => {
  work = await tempDir('tcg-deck-dates-');
  snap = await makeSnapshot({
    deck_rules: RULES,
    decks: [
      deck(C1, 'ピカチュウ'),
      deck(C2, 'ミュウ'),
      deck(C3, 'ピカチュウ'),
      deck(C4, 'ミュウ'),
      deck(C5, 'ミュウ'),
    ],
  });
  // Before the import: every deck is dated by its fetch, so all five count in this week.
  const first = await aggregateCli(plainOut(), '--plain');
  expect(first.stderr).toBe('');
  expect((await aggregateInThreads(threadsOut())).threads).toBe(2);
  for (const out of [plainOut(), threadsOut()]) {
    expect(await weeksOf(out)).toEqual({ '2026-11-27': 5 });
    expect((await readDoc(out, 'public_windows/1w')).totalDecks).toBe(5);
  }
  // The 2022–23 results CSV cites the four fetched decks (C1 and C4 in both events).
  const csv = path.join(work, 'results.csv');
  await writeFile(csv, csvText(fixtureCsvLines()));
  const imported = await runTcg(['events', 'import', '--data', snap, csv, '--json']);
  expect(imported.stderr).toBe('');
  expect(JSON.parse(imported.stdout)).toMatchObject({ created: 2, jobsEnqueued: 0 });
}, 120_000);
afterAll(() => removeDir(work));

/** What every run after the import must say: each cited deck in its earliest event's week. */
async function expectRedated(out: string): Promise<void> {
  // C1 and C4: event B (2022-12-18, week of Friday 12-16); C2 and C3: event A (2023-05-28, week
  // of Friday 05-26); C5 stays in the week it was fetched.
  expect(await weeksOf(out)).toEqual({ '2022-12-16': 2, '2023-05-26': 2, '2026-11-27': 1 });
  for (const key of ['1w', 'current']) {
    const window = await readDoc(out, `public_windows/${key}`);
    expect([window.totalDecks, window.rows.map((row: Doc) => [row.id, row.count])], key).toEqual([
      1,
      [['ミュウ', 1]],
    ]);
  }
  const all = await readDoc(out, 'public_windows/all');
  expect([all.totalDecks, all.start, all.end]).toEqual([5, `${CSV_EVENT_B.date}T00:00:00+09:00`, FETCHED]);
  const placements = await readDoc(out, 'public_window_placements/all');
  expect([placements.window.start, placements.window.end]).toEqual([all.start, all.end]);
  const city = await readDoc(out, 'public_segments/1w/kinds/city');
  expect(city.totalDecks).toBe(0);
  // The deck page names both events, the earliest first dating it.
  const page = await readDoc(out, `public_deck_details/${C1}`);
  expect(page.placements.map((p: Doc) => [p.id, p.eventDate])).toEqual([
    [CSV_EVENT_A.id, `${CSV_EVENT_A.date}T00:00:00+09:00`],
    [CSV_EVENT_B.id, `${CSV_EVENT_B.date}T00:00:00+09:00`],
  ]);
}

describe('decks re-dated by an imported event (tcg events import, then tcg aggregate again)', () => {
  let fresh: Map<string, string>;
  beforeAll(async () => {
    const full = await aggregateCli(path.join(work, 'fresh'), '--plain', '--full');
    expect(full.stderr).toBe('');
    await expectRedated(path.join(work, 'fresh'));
    fresh = await filesOf(path.join(work, 'fresh'));
  }, 120_000);

  it('move weeks on the plain path (tcg aggregate --plain, its previous folder updated in place)', async () => {
    const run = await aggregateCli(plainOut(), '--plain');
    expect(run.stderr).toBe('');
    await expectRedated(plainOut());
    expect(await filesOf(plainOut())).toEqual(fresh);
  }, 120_000);

  it('move weeks on the accelerated path (threads writing the deck pages, a new folder)', async () => {
    const out = path.join(work, 'threads-fresh');
    expect((await aggregateInThreads(out)).threads).toBe(2);
    await expectRedated(out);
    expect(await filesOf(out)).toEqual(fresh);
  }, 120_000);

  it('move weeks on the accelerated path (threads writing the deck pages, updated in place)', async () => {
    const summary = await aggregateInThreads(threadsOut());
    expect(summary.threads).toBe(2);
    await expectRedated(threadsOut());
    expect(await filesOf(threadsOut())).toEqual(fresh);
  }, 120_000);
});
