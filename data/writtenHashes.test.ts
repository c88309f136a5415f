// The aggregate's record of what it wrote (writtenHashes.ts) as its writers make it, on real
// folders: the folder sinks, replacing or updating, and a worker thread's part writer each record
// every file they write with its size, time and the hash of its bytes; an update records only what
// it rewrote and drops the previous run's records. How `tcg build` uses a record:
// cli/pipelines/site/accelerated/incrementalManifest.test.ts (hashDocs).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PartDocWriter } from './accelerators/threads/partDocWriter.ts';
import { hashOf } from './contentHash.ts';
import { FolderSink, UpdatingFolderSink } from './folderSink.ts';
import { readWrittenHashes, WRITTEN_PREFIX, WrittenHashes } from './writtenHashes.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'tcg-written-hashes-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** What a record must say of each file: its size, time and the hash of its bytes. */
function truth(docsDir: string, files: readonly string[]): Map<string, string> {
  return new Map(
    files.map((file) => {
      const full = path.join(docsDir, file);
      const stat = statSync(full);
      return [file, `${stat.size}\t${stat.mtimeMs}\t${hashOf(readFileSync(full))}`];
    }),
  );
}

/** Lets the clock pass the files' times (a record uses only files written before it ended). */
const later = () => new Promise((resolve) => setTimeout(resolve, 50));
const records = (docsDir: string) => readdirSync(docsDir).filter((name) => name.startsWith(WRITTEN_PREFIX));

describe('the record of the documents the aggregate wrote', () => {
  it('lists every file a replacing sink writes; an update lists only what it rewrote', async () => {
    const docs = path.join(work, 'docs');
    const first = new UpdatingFolderSink(work);
    await first.write('public/home', { decks: 3 });
    await first.write('public/decks/types/ドラパルトex', { share: 0.5 });
    await later();
    await first.commit();
    const all = ['public/home.json', 'public/decks/types/ドラパルトex.json'];
    expect(readWrittenHashes(docs, 0)).toEqual(truth(docs, all));

    const second = new UpdatingFolderSink(work);
    await second.write('public/home', { decks: 4 });
    await second.write('public/decks/types/ドラパルトex', { share: 0.5 });
    await later();
    await second.commit();
    expect(readWrittenHashes(docs, 0)).toEqual(truth(docs, ['public/home.json']));
    expect(records(docs)).toHaveLength(1);
  });

  it('lists what a worker thread’s part writer writes, once its part ends', async () => {
    const sink = new FolderSink(work);
    const target = await sink.partTarget();
    const writer = new PartDocWriter(target);
    writer.write('public_deck_details/d1', { cards: [1, 2] });
    writer.write('public_deck_details/d2', { cards: [3] });
    expect(readWrittenHashes(target.root, 0).size).toBe(0);
    await later();
    sink.absorb(writer.result());
    const docs = path.join(work, 'docs');
    await sink.commit();
    expect(readWrittenHashes(docs, 0)).toEqual(
      truth(docs, ['public_deck_details/d1.json', 'public_deck_details/d2.json']),
    );
  });

  it('is not used before its end, nor for files written just before it', async () => {
    const record = new WrittenHashes(work);
    for (const name of ['a', 'b']) {
      const file = path.join(work, `${name}.json`);
      writeFileSync(file, `{"v":"${name}"}`);
      record.note(file, `${name}.json`, `{"v":"${name}"}`);
    }
    expect(readWrittenHashes(work, 0).size).toBe(0);
    await later();
    record.finish();
    expect([...readWrittenHashes(work, 0).keys()].sort()).toEqual(['a.json', 'b.json']);
    // Both were written within the hour before the record's end.
    expect(readWrittenHashes(work, 3600_000).size).toBe(0);
  });
});
