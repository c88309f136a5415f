// `tcg events import` on a snapshot, as a user runs it (`node bin/tcg.js` in a child process):
// the real saved answers (tests/import/answers, see its README) and a results CSV become events
// with their results and deck jobs; a second import creates nothing; a stored event without
// results gets them; a malformed file is one line naming the file and row, and nothing is written.
import { copyFile, readFile, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newDeckJob } from '../../engine/deckJobQueue.ts';
import { linesOf, runTcg } from '../helpers/runTcg.ts';
import { fingerprint, makeSnapshot, readJsonl, removeDir, tempDir } from '../helpers/snapshot.ts';
import {
  C1,
  C2,
  C3,
  C4,
  CSV_EVENT_A,
  CSV_HEADER,
  csvRow,
  csvText,
  fixtureCsvLines,
} from './resultsCsvFixture.ts';

const ANSWERS = path.resolve(import.meta.dirname, 'answers');
const CITY = path.join(ANSWERS, 'event_result_detail_search.952669.json');
const CHAMPIONS = path.join(ANSWERS, 'event_result_detail_search.981571.json');
const AS_OF = '2026-11-01T00:00:00.000Z';
const env = { TCG_OFFICIAL_EVENTS_URL: 'https://players.pokemon-card.com' };

let dir: string;
let files: string;

/** An event stored by hand before results existed: the import gives it its results. */
const STORED_WITHOUT_RESULTS = {
  id: '952669',
  event_title: 'シティリーグ2026 シーズン4 オープンリーグ',
  event_date: '2026-03-21T00:00:00+09:00',
  created_at: '2026-03-01T00:00:00+09:00',
  note: '結果待ち',
  results: [],
};

beforeEach(async () => {
  dir = await makeSnapshot({
    decks: [{ id: C2, cards: [] }],
    events: [STORED_WITHOUT_RESULTS],
    deck_jobs: [newDeckJob(C3, 'manual', '2026-10-01T00:00:00.000Z')],
  });
  files = await tempDir('tcg-import-files-');
  await writeFile(path.join(files, 'results.csv'), csvText(fixtureCsvLines()));
});
afterEach(async () => {
  await removeDir(dir);
  await removeDir(files);
});

const importCmd = (...args: string[]) =>
  runTcg(['events', 'import', '--data', dir, '--as-of', AS_OF, ...args], env);

async function eventsById(): Promise<Map<string, Record<string, unknown>>> {
  return new Map((await readJsonl(path.join(dir, 'events.jsonl'))).map((doc) => [doc.id as string, doc]));
}

describe('tcg events import FILE… (snapshot)', () => {
  it('stores saved answers (a folder) and a CSV as events with results, and queues the unknown decks', async () => {
    const run = await importCmd(ANSWERS, path.join(files, 'results.csv'), '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // 981571 and the CSV's two events are new; 952669 was stored without results. Jobs: the 32
    // decks of the answers, and C1 and C4 of the CSV (C2 is stored, C3 queued).
    expect(JSON.parse(run.stdout)).toEqual({
      files: 3,
      created: 3,
      updated: 1,
      skipped: 0,
      jobsEnqueued: 34,
    });

    const events = await eventsById();
    expect([...events.keys()]).toEqual(['952669', '981571', '109310', '46059']);
    expect(events.get('109310')).toEqual({
      id: '109310',
      event_title: CSV_EVENT_A.title,
      event_date: '2023-05-28T00:00:00+09:00',
      url: 'https://players.pokemon-card.com/event/detail/109310/result',
      shop_name: CSV_EVENT_A.shop,
      prefecture: '神奈川県',
      official: { league: 'オープン' },
      created_at: AS_OF,
      results: [
        { rank: 1, player_name: null, deck_id: C1, point: 100 },
        { rank: 2, player_name: null, deck_id: C2, point: 75 },
        { rank: 3, player_name: null, deck_id: C3, point: 50 },
        { rank: 3, player_name: null, deck_id: C4, point: 50 },
      ],
    });
    // Blank cells are missing fields, not empty strings.
    expect(events.get('46059')).not.toHaveProperty('prefecture');
    expect(events.get('46059')?.official).toEqual({});

    const champions = events.get('981571')!;
    // A hall, not a shop: `location`, as a sync stores it.
    expect(champions).not.toHaveProperty('shop_name');
    expect(champions).toMatchObject({
      event_title: 'チャンピオンズリーグ2026 愛知 May マスターリーグDay2',
      event_date: '2026-05-10T00:00:00+09:00',
      location: 'Aichi Sky Expo　展示ホールD・E',
      prefecture: '愛知県',
      format: 'スタンダード',
      official: { kind: '大型大会', league: 'マスター', capacity: 1200 },
    });
    const results = champions.results as Record<string, unknown>[];
    expect(results).toHaveLength(16);
    expect(results[0]).toEqual({
      rank: 1,
      player_name: 'プレイヤー01',
      deck_id: '9gngnQ-zAMw9G-96H9nn',
      point: 0,
    });
    expect(results.map((row) => row.rank)).toEqual([1, 2, 3, 3, 5, 5, 5, 5, 9, 9, 9, 9, 9, 9, 9, 9]);

    // The event stored without results keeps its own fields and gains the answer's.
    const city = events.get('952669')!;
    expect(city).toMatchObject({
      created_at: '2026-03-01T00:00:00+09:00',
      note: '結果待ち',
      shop_name: 'ブックオフ　札幌南2条店',
      official: { shop_id: 18867, kind: 'シティリーグ', league: 'オープン', csp: 1, capacity: 64 },
    });
    expect((city.results as unknown[]).length).toBe(16);

    const jobs = await readJsonl(path.join(dir, 'deck_jobs.jsonl'));
    expect(jobs).toHaveLength(35);
    const ids = jobs.map((job) => job.id);
    expect(new Set(ids).size).toBe(35);
    expect(ids).toEqual(expect.arrayContaining([C1, C3, C4, '9gngnQ-zAMw9G-96H9nn', '4DGc4D-A9zT6E-848cx8']));
    expect(ids).not.toContain(C2);
    expect(jobs.find((job) => job.id === C1)).toMatchObject({
      deckId: C1,
      status: 'pending',
      sources: ['event_result'],
    });
    // The job that was queued before is left as it was.
    expect(jobs.find((job) => job.id === C3)).toMatchObject({ sources: ['manual'] });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.counts).toMatchObject({ events: 4, deck_jobs: 35 });
  });

  it('takes an answer as saved by other tools ({event, results, total}) whose total matches its rows', async () => {
    // The real answer in the shape 117mypace-design/card-dashboard saves it (event_results/<id>.json).
    const live = JSON.parse(await readFile(CHAMPIONS, 'utf8'));
    const saved = path.join(files, '981571.json');
    await writeFile(
      saved,
      JSON.stringify({ event: live.event, results: live.results, total: live.results.length }),
    );
    const run = await importCmd(saved, '--json');
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ files: 1, created: 1 });
    expect((await eventsById()).get('981571')?.results).toHaveLength(16);
  });

  it("an imported event's page names its place once: the prefecture the address starts with is not repeated", async () => {
    expect((await importCmd(ANSWERS)).code).toBe(0);
    const out = path.join(files, 'out');
    const run = await runTcg([
      'aggregate',
      '--data',
      dir,
      '--out',
      out,
      '--as-of',
      AS_OF,
      '--plain',
      '--quiet',
    ]);
    expect(run.stderr).toBe('');
    const page = async (id: string) =>
      JSON.parse(await readFile(path.join(out, 'docs', 'public_events', `${id}.json`), 'utf8'));
    // The real answers: a shop (prefecture_name 北海道, address 北海道札幌市中央区…) and a hall (venue).
    expect((await page('952669')).location).toBe('北海道札幌市中央区南二条西1-3');
    expect((await page('981571')).location).toBe('Aichi Sky Expo　展示ホールD・E');
  });

  it('importing the same files again creates nothing and writes nothing', async () => {
    const first = await importCmd(ANSWERS, files, '--json');
    expect(first.code).toBe(0);
    const before = await fingerprint(dir);
    const again = await importCmd(ANSWERS, files);
    expect(again.stderr).toBe('');
    expect(linesOf(again.stdout)).toEqual([
      'events import: 3 files, created 0, updated 0, skipped 4; 0 deck jobs queued',
    ]);
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('skips an event whose id or date would block a publish, with one line naming it', async () => {
    const longId = { ...CSV_EVENT_A, id: '1'.repeat(2000) };
    const future = { ...CSV_EVENT_A, id: '109311', date: '9999-12-31' };
    await writeFile(
      path.join(files, 'bad.csv'),
      csvText([CSV_HEADER, csvRow(longId, '1', '100', C1), csvRow(future, '1', '100', C1)]),
    );
    const run = await importCmd(files);
    expect(run.code, run.stderr).toBe(0);
    expect(linesOf(run.stderr).filter((line) => line.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        /^warning: .*bad\.csv:2: event "1{40}"… \(2000 characters\) skipped: it cannot name a document \(an id longer than 1,500 bytes\)$/,
      ),
      expect.stringMatching(
        /^warning: .*bad\.csv:3: event "109311" skipped: the date "9999-12-31" is more than a day after now$/,
      ),
    ]);
    const events = await eventsById();
    expect(events.has('109311')).toBe(false);
    expect([...events.keys()].some((id) => id.length > 20)).toBe(false);
    // The good file is imported as ever.
    expect(events.has(CSV_EVENT_A.id)).toBe(true);
  });

  it('an event met in two files is taken from the first', async () => {
    await writeFile(
      path.join(files, 'again.csv'),
      csvText([CSV_HEADER, csvRow({ ...CSV_EVENT_A, title: '別名' }, '1', '100', C1)]),
    );
    const run = await importCmd(path.join(files, 'results.csv'), path.join(files, 'again.csv'), '--json');
    expect(JSON.parse(run.stdout)).toEqual({ files: 2, created: 2, updated: 0, skipped: 1, jobsEnqueued: 2 });
    expect((await eventsById()).get('109310')?.event_title).toBe(CSV_EVENT_A.title);
  });

  it('takes the event id of a saved answer from --event-id when its file name has none', async () => {
    const saved = path.join(files, 'saved answer.json');
    await copyFile(CHAMPIONS, saved);
    const unnamed = await importCmd(saved);
    expect(unnamed.code).toBe(1);
    expect(linesOf(unnamed.stderr)).toEqual([
      `tcg: ${saved}: the file name holds no event id (name it after the event, e.g. event_result_detail_search.952685.json, or pass --event-id); fix it or leave the file out (nothing was imported)`,
    ]);
    const named = await importCmd(saved, '--event-id', '981571', '--json');
    expect(JSON.parse(named.stdout)).toMatchObject({ files: 1, created: 1, jobsEnqueued: 16 });
    expect((await eventsById()).has('981571')).toBe(true);
    const twoFiles = await importCmd(saved, CITY, '--event-id', '981571');
    expect(twoFiles.code).toBe(2);
  });

  it('--dry-run says what the files hold and what would be written, and writes nothing', async () => {
    const before = await fingerprint(dir);
    const run = await importCmd(ANSWERS, files, '--dry-run', '--json');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      files: 3,
      events: 4,
      results: 38,
      decks: 36,
      created: 3,
      updated: 1,
      skipped: 0,
      jobsEnqueued: 34,
      dryRun: true,
    });
    expect(await fingerprint(dir)).toEqual(before);
  });
});

describe('tcg events import: a malformed file is one line, and nothing is written', () => {
  const bad = (name: string, text: string) => ({ name, text });
  const cases: { title: string; file: { name: string; text: string }; line: RegExp }[] = [
    {
      title: 'a rank that is not a number',
      file: bad(
        'bad.csv',
        csvText([CSV_HEADER, csvRow(CSV_EVENT_A, '1', '100', C1), csvRow(CSV_EVENT_A, '三位', '50', C2)]),
      ),
      line: /^tcg: .*bad\.csv:3: 順位 "三位" is not a rank \(a whole number ≥ 1\); fix it or leave the file out \(nothing was imported\)$/,
    },
    {
      title: 'a deck code that is not a deck ID',
      file: bad('bad.csv', csvText([CSV_HEADER, csvRow(CSV_EVENT_A, '1', '100', 'abc')])),
      line: /bad\.csv:2: deck_code "abc" is not a deck ID/,
    },
    {
      title: 'a missing column',
      file: bad('bad.csv', 'date,name\n2023-05-28,x\n'),
      line: /bad\.csv:1: the header lacks 開催日, 大会名, .*deck_code/,
    },
    {
      title: 'a row of the same event with another date',
      file: bad(
        'bad.csv',
        csvText([
          CSV_HEADER,
          csvRow(CSV_EVENT_A, '1', '100', C1),
          csvRow({ ...CSV_EVENT_A, date: '2023-05-29' }, '2', '75', C2),
        ]),
      ),
      line: /bad\.csv:3: 開催日 "2023-05-29" differs from line 2 \("2023-05-28"\) of the same 大会ID 109310/,
    },
    {
      title: 'a row with a field too many',
      file: bad('bad.csv', csvText([CSV_HEADER, `${csvRow(CSV_EVENT_A, '1', '100', C1)},extra`])),
      line: /bad\.csv:2: not a CSV \(/,
    },
    {
      title: 'an impossible date',
      file: bad(
        'bad.csv',
        csvText([CSV_HEADER, csvRow({ ...CSV_EVENT_A, date: '2023-02-30' }, '1', '100', C1)]),
      ),
      line: /bad\.csv:2: 開催日 "2023-02-30" is not a date/,
    },
    {
      title: 'a truncated answer',
      file: bad('event_result_detail_search.952670.json', '{"code":200,"count":2,"event":{'),
      line: /event_result_detail_search\.952670\.json: not JSON \(/,
    },
    {
      title: 'an answer whose result has a bad deck ID',
      file: bad(
        'event_result_detail_search.952670.json',
        JSON.stringify({
          code: 200,
          count: 2,
          event: { event_title: 'x', eventDate: { date: '2026-03-21 00:00:00.000000' } },
          results: [
            { rank: 1, name: 'a', deck_id: C1 },
            { rank: 2, name: 'b', deck_id: 'nope' },
          ],
        }),
      ),
      line: /952670\.json: results\[1\]\.deck_id "nope" is not a deck ID/,
    },
    {
      title: 'an answer holding one page of its results',
      file: bad(
        'event_result_detail_search.952670.json',
        JSON.stringify({
          code: 200,
          count: 150,
          event: { event_title: 'x', eventDate: { date: '2026-03-21 00:00:00.000000' } },
          results: [{ rank: 1, name: 'a', deck_id: C1 }],
        }),
      ),
      line: /holds 1 of the event's 150 results \(one page only\); save the answer with per_page=150 or more/,
    },
    {
      title: 'an as-saved answer ({event, results, total}) holding fewer rows than its total',
      file: bad(
        'event_result_detail_search.952670.json',
        JSON.stringify({
          event: { event_title: 'x', eventDate: { date: '2026-03-21 00:00:00.000000' } },
          results: [{ rank: 1, name: 'a', deck_id: C1 }],
          total: 16,
        }),
      ),
      line: /952670\.json: holds 1 of the event's 16 results \(one page only\); save the answer with per_page=16 or more/,
    },
    {
      title: 'an as-saved answer holding more rows than its total',
      file: bad(
        'event_result_detail_search.952670.json',
        JSON.stringify({
          event: { event_title: 'x', eventDate: { date: '2026-03-21 00:00:00.000000' } },
          results: [
            { rank: 1, name: 'a', deck_id: C1 },
            { rank: 2, name: 'b', deck_id: C2 },
          ],
          total: 1,
        }),
      ),
      line: /952670\.json: holds 2 results where its total says 1; save the answer again, unedited/,
    },
    {
      title: 'an answer holding more rows than its count',
      file: bad(
        'event_result_detail_search.952670.json',
        JSON.stringify({
          code: 200,
          count: 1,
          event: { event_title: 'x', eventDate: { date: '2026-03-21 00:00:00.000000' } },
          results: [
            { rank: 1, name: 'a', deck_id: C1 },
            { rank: 2, name: 'b', deck_id: C2 },
          ],
        }),
      ),
      line: /952670\.json: holds 2 results where its count says 1; save the answer again, unedited/,
    },
    {
      title: 'an event list instead of results',
      file: bad('event_search.952670.json', JSON.stringify({ code: 200, event: [], eventCount: 0 })),
      line: /an event_search answer \(a list of events\), not the results of one event/,
    },
    {
      title: 'a file of another kind',
      file: bad('results.txt', 'hello'),
      line: /results\.txt: not a results file/,
    },
  ];

  it.each(cases)('$title', async ({ file, line }) => {
    // The bad file comes last: the good files before it must not have been written either.
    const target = path.join(files, file.name);
    await writeFile(target, file.text);
    const before = await fingerprint(dir);
    const run = await importCmd(ANSWERS, path.join(files, 'results.csv'), target);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = linesOf(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(lines[0]).toContain(file.name);
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('files of more than 64 MiB together: refused before they are read, saying why', async () => {
    const target = path.join(files, 'huge.csv');
    await writeFile(target, '');
    await truncate(target, 65 * 1024 * 1024);
    const before = await fingerprint(dir);
    const run = await importCmd(target);
    expect(run.code).toBe(1);
    expect(linesOf(run.stderr)).toEqual([
      `tcg: ${target}: 65.0 MiB, more than one import reads (64 MiB: every row is checked in memory before anything is written); split it into smaller files and import them one run at a time; fix it or leave the file out (nothing was imported)`,
    ]);
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('a file that is not UTF-8', async () => {
    const target = path.join(files, 'sjis.csv');
    await writeFile(target, Buffer.from([0x93, 0xfa, 0x95, 0x74, 0x0a]));
    const before = await fingerprint(dir);
    const run = await importCmd(target);
    expect(run.code).toBe(1);
    expect(linesOf(run.stderr)).toEqual([
      `tcg: ${target}: not UTF-8 text (save it as UTF-8, not Shift_JIS); fix it or leave the file out (nothing was imported)`,
    ]);
    expect(await fingerprint(dir)).toEqual(before);
  });
});
