// UpdatingFolderSink on real folders: a second run writes only what changed, leaves unchanged
// files untouched, removes documents no longer produced, and ends equal to a fresh run; each run
// records the files it wrote with their hashes (data/docHashRecord.ts).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordedFiles } from '../tests/helpers/docHashRecord.ts';
import { DOC_HASHES_FILE } from './docHashRecord.ts';
import { INCOMPLETE_MARKER, UpdatingFolderSink } from './updatingFolderSink.ts';

type Docs = Record<string, Record<string, unknown>>;

async function run(outDir: string, docs: Docs, options: { full?: boolean } = {}) {
  const sink = new UpdatingFolderSink(outDir, options);
  for (const [docPath, data] of Object.entries(docs)) await sink.write(docPath, data);
  return { sink, result: await sink.commit() };
}

/** The files of a folder and their contents, but the record of their hashes (it holds times). */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name !== DOC_HASHES_FILE) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, file)] = readFileSync(file, 'utf8');
    }
  }
  return files;
}

const FIRST: Docs = {
  'public/home': { updatedAt: 'a', decks: 3 },
  'public/decks/types/ドラパルトex': { share: 0.5 },
  'public/decks/types/サーナイトex': { share: 0.25 },
  'public_deck_details/d1': { cards: [1, 2] },
  'public_deck_details/d2': { cards: [3] },
};

describe('UpdatingFolderSink', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'tcg-updating-sink-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('writes a new folder whole the first time', async () => {
    const { sink, result } = await run(work, FIRST);
    expect(sink.updating).toBe(false);
    expect(result.written).toBe(5);
    expect(JSON.parse(readFileSync(path.join(work, 'docs/public/home.json'), 'utf8'))).toEqual(
      FIRST['public/home'],
    );
  });

  it('leaves unchanged documents untouched on the next run', async () => {
    await run(work, FIRST);
    const file = path.join(work, 'docs/public_deck_details/d1.json');
    const before = statSync(file);
    const { sink, result } = await run(work, FIRST);
    expect(sink.updating).toBe(true);
    expect(result).toEqual({ written: 0, unchanged: 5, removed: 0 });
    const after = statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(readdirSync(path.join(work, 'docs'))).not.toContain(INCOMPLETE_MARKER);
  });

  it('writes changed and new documents, removes vanished ones, and ends equal to a fresh run', async () => {
    await run(work, FIRST);
    const second: Docs = {
      ...FIRST,
      'public/home': { updatedAt: 'b', decks: 2 },
      'public_deck_details/d3': { cards: [] },
    };
    delete second['public_deck_details/d2'];
    delete second['public/decks/types/サーナイトex'];
    second['public/decks/types/ドラパルトex'] = { share: 1 };
    const { result } = await run(work, second);
    expect(result).toEqual({ written: 3, unchanged: 1, removed: 2 });
    const fresh = path.join(work, 'fresh');
    await run(fresh, second);
    expect(tree(path.join(work, 'docs'))).toEqual(tree(path.join(fresh, 'docs')));
  });

  it('records the files each run wrote: their size and time as they are, and their content hash', async () => {
    const recorded = () => recordedFiles(path.join(work, 'docs'));
    await run(work, FIRST);
    expect(recorded().sort()).toEqual(
      Object.keys(FIRST)
        .map((docPath) => `${docPath}.json`)
        .sort(),
    );
    // An update records what it wrote; the files it left as they were are the build's own to know.
    await run(work, { ...FIRST, 'public/home': { updatedAt: 'b', decks: 4 } });
    expect(recorded()).toEqual(['public/home.json']);
  });

  it('removes folders left empty by removed documents', async () => {
    await run(work, FIRST);
    const second: Docs = { 'public/home': FIRST['public/home'] as Record<string, unknown> };
    await run(work, second);
    expect(readdirSync(path.join(work, 'docs', 'public'))).toEqual(['home.json']);
    expect(readdirSync(path.join(work, 'docs')).sort()).toEqual([DOC_HASHES_FILE, '.tcg-output', 'public']);
  });

  it('with full, writes the folder anew', async () => {
    await run(work, FIRST);
    const { sink, result } = await run(work, FIRST, { full: true });
    expect(sink.updating).toBe(false);
    expect(result.written).toBe(5);
  });

  it('marks a folder whose update failed, until the next run repairs it', async () => {
    await run(work, FIRST);
    const sink = new UpdatingFolderSink(work);
    await sink.write('public/home', { updatedAt: 'c' });
    await sink.abort();
    expect(readdirSync(path.join(work, 'docs'))).toContain(INCOMPLETE_MARKER);
    await run(work, FIRST);
    expect(readdirSync(path.join(work, 'docs'))).not.toContain(INCOMPLETE_MARKER);
    expect(JSON.parse(readFileSync(path.join(work, 'docs/public/home.json'), 'utf8'))).toEqual(
      FIRST['public/home'],
    );
  });
});
