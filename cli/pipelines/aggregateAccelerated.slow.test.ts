// `tcg aggregate` with the decks read in worker threads (the snapshot's fold in parts, chosen as
// the command chooses it, deck pages written in the threads): the parts' states merged in order
// must give every document byte for byte as the plain path (`plain`: one thread parsing every
// deck), and a bad line in a later part must still be named by its line in the whole file.
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineBounds } from '../../data/accelerators/threads/snapshotParts.ts';
import { FOLD_RECORD_FILE } from '../../data/aggregateFoldRecord.ts';
import { DECK_INPUTS_FILE } from '../../data/deckInputs.ts';
import { DOC_HASHES_FILE } from '../../data/docHashRecord.ts';
import { FolderSink } from '../../data/folderSink.ts';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import { INCOMPLETE_MARKER, UpdatingFolderSink } from '../../data/updatingFolderSink.ts';
import { isUserError } from '../../engine/userError.ts';
import { recordedFiles } from '../../tests/helpers/docHashRecord.ts';
import { removeDir, tempDir } from '../../tests/helpers/snapshot.ts';
import { type AcceleratorChoice, aggregateAccelerator } from '../commands/accelerators.ts';
import { type AggregateOptions, runAggregate } from './aggregate.ts';
import { runClassify } from './classify.ts';

const sample = path.join(import.meta.dirname, '../../data/sample');
const AS_OF = '2026-04-20T00:00:00+09:00';
/** The decks of the incremental test's own snapshot (see there). */
const SMALL_DECKS = 60;
let work: string;
let snapshot: string;

/** Every file under a folder, by its path relative to it (but the records of the pages' inputs, the files' hashes and the counts). */
async function filesOf(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || [DECK_INPUTS_FILE, DOC_HASHES_FILE, FOLD_RECORD_FILE].includes(entry.name))
      continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}

async function aggregate(
  out: string,
  { plain, threads, minBytes, ...options }: Partial<AggregateOptions> & AcceleratorChoice,
  sink = new FolderSink(out),
  from = snapshot,
) {
  const store = await SnapshotStore.open(from);
  return runAggregate(
    { asOf: AS_OF, minGames: 10, dryRun: false, deckDetails: false, ...options },
    { store, sink, threads: await aggregateAccelerator(store, sink, { plain, threads, minBytes }) },
  );
}

async function expectSameFiles(expectedDir: string, actualDir: string): Promise<void> {
  const expected = await filesOf(expectedDir);
  const actual = await filesOf(actualDir);
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, text] of expected) expect(actual.get(file), file).toBe(text);
}

beforeAll(async () => {
  work = await tempDir('tcg-aggregate-parts-');
  snapshot = path.join(work, 'snap');
  await cp(sample, snapshot, { recursive: true });
  await runClassify({ dryRun: false, asOf: AS_OF }, { store: await SnapshotStore.open(snapshot) });
});

afterAll(() => removeDir(work));

describe('tcg aggregate with the decks read in worker threads', () => {
  it('writes every document of data/sample byte for byte as the plain path does', async () => {
    const one = await aggregate(path.join(work, 'one'), { plain: true });
    const three = await aggregate(path.join(work, 'three'), { threads: 3, minBytes: 0 });
    expect(one.threads).toBe(1);
    expect(three.threads).toBe(3);
    expect(three.decks).toBe(one.decks);
    const expected = await filesOf(path.join(work, 'one', 'docs'));
    const actual = await filesOf(path.join(work, 'three', 'docs'));
    expect(expected.size).toBeGreaterThan(400);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [file, text] of expected) expect(actual.get(file), file).toBe(text);
  });

  it('counts every document of a dry run as the plain path does, writing nothing', async () => {
    const dry = { dryRun: true, deckDetails: true };
    const plain = await aggregate(path.join(work, 'dry-plain'), { ...dry, plain: true });
    // Deck pages in a dry run have no folder to be written to in threads: the decks are streamed.
    const pages = await aggregate(path.join(work, 'dry-pages'), { ...dry, threads: 3, minBytes: 0 });
    const stats = await aggregate(path.join(work, 'dry-stats'), {
      ...dry,
      deckDetails: false,
      threads: 3,
      minBytes: 0,
    });
    expect([plain.threads, pages.threads, stats.threads]).toEqual([1, 1, 3]);
    expect(pages.documents).toEqual(plain.documents);
    expect(stats.documents).toEqual({ ...plain.documents, deckDetail: undefined });
    expect(stats.warnings).toEqual(plain.warnings);
    for (const dir of ['dry-plain', 'dry-pages', 'dry-stats'])
      expect(await readdir(path.join(work, dir)).catch(() => [])).toEqual([]);
  });

  it('writes the deck pages in the threads, byte for byte as the plain path does', async () => {
    const one = await aggregate(path.join(work, 'pages-one'), { plain: true, deckDetails: true });
    const three = await aggregate(path.join(work, 'pages-three'), {
      threads: 3,
      minBytes: 0,
      deckDetails: true,
    });
    expect(three.threads).toBe(3);
    expect(three.documents).toEqual(one.documents);
    expect(three.written).toBe(one.written);
    expect(one.documents.deckDetail).toBe(one.decks);
    await expectSameFiles(path.join(work, 'pages-one', 'docs'), path.join(work, 'pages-three', 'docs'));
    // The record of what it wrote (the threads' deck pages and the rest) says what the build would
    // read in each file: every document, each as it is.
    const docs = path.join(work, 'pages-three', 'docs');
    const files = [...(await filesOf(docs)).keys()].filter((file) => !file.startsWith('.'));
    expect(recordedFiles(docs).sort()).toEqual(files.sort());
  });

  it('updates a previous run in place from the threads: unchanged pages untouched, gone ones removed', async () => {
    const out = path.join(work, 'pages-update');
    await aggregate(out, { plain: true, deckDetails: true }, new UpdatingFolderSink(out));
    // A page that no deck produces any more, and one whose content went stale.
    const docs = path.join(out, 'docs', 'public_deck_details');
    const [first] = await readdir(docs);
    await writeFile(path.join(docs, 'gone-deck.json'), '{}');
    await writeFile(path.join(docs, first!), '{"stale":true}');
    const again = await aggregate(
      out,
      { threads: 3, minBytes: 0, deckDetails: true },
      new UpdatingFolderSink(out),
    );
    expect(again.threads).toBe(3);
    expect(again.removed).toBe(1);
    expect(again.written).toBe(1);
    expect(again.unchanged).toBe(Object.values(again.documents).reduce((a, b) => a + b, 0) - 1);
    await expectSameFiles(path.join(work, 'pages-one', 'docs'), path.join(out, 'docs'));
    // The update records the one page it wrote, from a thread; the rest it left as they were.
    expect(recordedFiles(path.join(out, 'docs'))).toEqual([`public_deck_details/${first}`]);
  });

  // Ten threaded runs, on the classified sample's first SMALL_DECKS decks in two threads: what is
  // kept and what is built again shows as well as on all 330 decks in three, for a fraction of the
  // work (each run starts its threads). One step a case, each on the output of the one before. A
  // page left stale by a step stays stale until the last step, which compares every page, so a
  // fresh run before that step catches it; the edit is compared at once, as the next step rewrites
  // the edited deck's page anyway.
  describe('keeps the pages of unchanged decks unbuilt, and ends as a fresh run would', () => {
    const small = () => path.join(work, 'small-snap');
    const out = () => path.join(work, 'pages-inputs');
    const threaded = { threads: 2, minBytes: 0, deckDetails: true };
    const update = () => aggregate(out(), threaded, new UpdatingFolderSink(out()), small());
    const file = (name: string) => path.join(small(), `${name}.jsonl`);
    /** A fresh threaded run on the snapshot as it is now, in a folder of its own. */
    let fresh = 0;
    const expectAsFresh = async () => {
      const dir = path.join(work, `pages-fresh-${++fresh}`);
      await aggregate(dir, threaded, undefined, small());
      await expectSameFiles(path.join(dir, 'docs'), path.join(out(), 'docs'));
    };
    let lines: string[];
    let edited: { id: string; cards: { count: number }[] };

    it('records every page, then keeps them all when nothing changed', async () => {
      await cp(snapshot, small(), { recursive: true });
      const all = (await readFile(file('decks'), 'utf8')).split('\n').filter(Boolean);
      await writeFile(file('decks'), `${all.slice(0, SMALL_DECKS).join('\n')}\n`);
      const first = await update();
      expect(first.deckDetailsKept).toBe(0);
      const record = await readFile(path.join(out(), 'docs', DECK_INPUTS_FILE), 'utf8');
      const pageLines = record.split('\n').filter((line) => line.startsWith('public_deck_details/'));
      expect(pageLines).toHaveLength(first.decks);
      const same = await update();
      expect(same.deckDetailsKept).toBe(same.decks);
      expect(same.written).toBe(0);
    });

    it('builds an edited deck again and removes the page of a deck gone', async () => {
      // One deck's first card one copy more, and the last deck gone.
      lines = (await readFile(file('decks'), 'utf8')).split('\n').filter(Boolean);
      edited = JSON.parse(lines[3]!) as typeof edited;
      edited.cards[0]!.count += 1;
      lines[3] = JSON.stringify(edited);
      const gone = (JSON.parse(lines.pop()!) as { id: string }).id;
      await writeFile(file('decks'), `${lines.join('\n')}\n`);
      const edit = await update();
      expect(edit.deckDetailsKept).toBe(edit.decks - 1);
      expect(edit.removed).toBeGreaterThanOrEqual(1);
      await expect(
        readFile(path.join(out(), 'docs', 'public_deck_details', `${gone}.json`)),
      ).rejects.toThrow();
      await expectAsFresh();
    });

    it('writes again a page removed by hand, though its deck did not change', async () => {
      await rm(path.join(out(), 'docs', 'public_deck_details', `${edited.id}.json`));
      const repaired = await update();
      expect(repaired.deckDetailsKept).toBe(repaired.decks - 1);
      expect(repaired.written).toBe(1);
    });

    it('builds again only the pages of the decks a renamed rule matched', async () => {
      const rules = await readFile(file('deck_rules'), 'utf8');
      const renamed = rules.replace(/"name":"([^"]+)"/, '"name":"$1 改"');
      expect(renamed).not.toBe(rules);
      await writeFile(file('deck_rules'), renamed);
      const rename = await update();
      expect(rename.deckDetailsKept).toBeGreaterThan(0);
      expect(rename.deckDetailsKept).toBeLessThan(rename.decks);
    });

    it('builds again the page of an old deck a new event cites, and is then as a fresh run', async () => {
      // Issue 36: the record left events out, and the page kept its old placements.
      const cited = (JSON.parse(lines[5]!) as { id: string }).id;
      const events = await readFile(file('events'), 'utf8');
      const event = {
        id: 'new-event',
        event_title: '新しい大会',
        event_date: '2026-04-18',
        results: [{ rank: 1, deck_id: cited, player_name: 'A' }],
      };
      await writeFile(file('events'), `${events}${JSON.stringify(event)}\n`);
      const result = await update();
      expect(result.deckDetailsKept).toBe(result.decks - 1);
      const page = await readFile(path.join(out(), 'docs', 'public_deck_details', `${cited}.json`), 'utf8');
      expect(page).toContain('新しい大会');
      await expectAsFresh();
    });

    it('after a run that stopped halfway trusts no record and compares every page', async () => {
      await writeFile(path.join(out(), 'docs', INCOMPLETE_MARKER), '');
      const afterFailure = await update();
      expect(afterFailure.deckDetailsKept).toBe(0);
      await expectAsFresh();
    });
  });

  it('names a bad line of a later part by its line in the whole file, and writes nothing', async () => {
    const decks = path.join(snapshot, 'decks.jsonl');
    const original = await readFile(decks, 'utf8');
    const lines = original.split('\n');
    const bad = lines.length - 5;
    try {
      for (const [text, reason] of [
        ['{"id": "broken", "cards": [', 'not valid JSON'],
        ['{"cards": [], "created_at": "2026-04-01T00:00:00Z"}', 'no "id"'],
      ] as const) {
        lines[bad - 1] = text;
        await writeFile(decks, lines.join('\n'));
        // Three parts, the bad line in the last.
        const bounds = await lineBounds(decks, Buffer.byteLength(lines.join('\n')), 3);
        expect(bounds.length).toBe(4);
        expect(Buffer.byteLength(lines.slice(0, bad - 1).join('\n'))).toBeGreaterThan(bounds[2]!);
        const out = path.join(work, 'bad');
        const error = await aggregate(out, { threads: 3, minBytes: 0 }).catch((e: unknown) => e);
        expect(isUserError(error)).toBe(true);
        expect((error as Error).message).toMatch(new RegExp(`decks\\.jsonl:${bad}: ${reason}`));
        expect(await readdir(out).catch(() => [])).toEqual([]);
      }
    } finally {
      await writeFile(decks, original);
    }
  });
});

describe('a duplicate deck id split over two parts', () => {
  it('is warned about and counted once, as on the plain path', async () => {
    const decks = path.join(snapshot, 'decks.jsonl');
    const original = await readFile(decks, 'utf8');
    const lines = original.split('\n').filter((line) => line !== '');
    // The first deck again as the last line: the first part holds one copy, the last the other.
    const text = `${[...lines, lines[0]].join('\n')}\n`;
    try {
      await writeFile(decks, text);
      const bounds = await lineBounds(decks, Buffer.byteLength(text), 3);
      expect(bounds.length).toBe(4);
      expect(Buffer.byteLength(`${lines[0]}\n`)).toBeLessThanOrEqual(bounds[1]!);
      const one = await aggregate(path.join(work, 'dup-one'), { plain: true, deckDetails: true });
      const three = await aggregate(path.join(work, 'dup-three'), {
        threads: 3,
        minBytes: 0,
        deckDetails: true,
      });
      expect(one.decks).toBe(lines.length);
      expect(three.decks).toBe(lines.length);
      const duplicateWarnings = (result: typeof one) =>
        result.warnings.filter((warning) => /more than once/.test(warning.message));
      expect(duplicateWarnings(three)).toHaveLength(1);
      expect(duplicateWarnings(three)).toEqual(duplicateWarnings(one));
      expect(three.documents).toEqual(one.documents);
      await expectSameFiles(path.join(work, 'dup-one', 'docs'), path.join(work, 'dup-three', 'docs'));
    } finally {
      await writeFile(decks, original);
    }
  });
});

describe('lineBounds', () => {
  it('cuts a file just after line breaks, in order, never inside a line', async () => {
    const file = path.join(work, 'lines.txt');
    const text = ['a', 'bb', 'ccc', 'x'.repeat(100), 'e', ''].join('\n');
    await writeFile(file, text);
    const size = Buffer.byteLength(text);
    for (const parts of [1, 2, 3, 4, 10, 200]) {
      const bounds = await lineBounds(file, size, parts);
      expect(bounds[0]).toBe(0);
      expect(bounds.at(-1)).toBe(size);
      for (let i = 1; i < bounds.length; i++) expect(bounds[i]!).toBeGreaterThan(bounds[i - 1]!);
      for (const bound of bounds.slice(1, -1)) expect(text[bound - 1]).toBe('\n');
      expect(bounds.length - 1).toBeLessThanOrEqual(Math.min(parts, 5));
    }
  });
});
