import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeDir, tempDir } from '../tests/helpers/snapshot.ts';
import { DOC_HASHES_FILE, readDocHashRecord } from './docHashRecord.ts';
import { FolderSink } from './folderSink.ts';
import { OUTPUT_MARKER } from './outputFolder.ts';

let out: string;
beforeEach(async () => {
  out = await tempDir();
});
afterEach(() => removeDir(out));

const readDoc = async (docPath: string) =>
  JSON.parse(await readFile(path.join(out, 'docs', `${docPath}.json`), 'utf8'));

describe('new FolderSink(outDir)', () => {
  it('writes OUT/docs/<path>.json, including Japanese ids with spaces and brackets', async () => {
    const sink = new FolderSink(out);
    const paths = [
      'public/home',
      'public/decks/types/リザードン ex [テラスタル]',
      'public/decks/variants/ドラパルト(ex型)__メガ 型',
      'deck_rules/サーフゴーex',
      'deck_rules/サーフゴーex/card_stats/ナンジャモ',
    ];
    await Promise.all(paths.map((p, i) => sink.write(p, { i })));
    expect(await sink.commit()).toEqual({ written: paths.length });
    for (const [i, p] of paths.entries()) expect(await readDoc(p)).toEqual({ i });
    expect(await readdir(out)).toEqual(['docs']);
  });

  it('shows nothing until commit, then replaces the old docs folder whole', async () => {
    await mkdir(path.join(out, 'docs', 'public'), { recursive: true });
    await writeFile(path.join(out, 'docs', 'public', 'stale.json'), '{}');
    await writeFile(path.join(out, 'keep.txt'), 'not ours');
    const sink = new FolderSink(out);
    await sink.write('public/home', { v: 2 });
    expect(await readdir(path.join(out, 'docs', 'public'))).toEqual(['stale.json']);
    await sink.commit();
    expect(await readdir(path.join(out, 'docs', 'public'))).toEqual(['home.json']);
    // The old folder is removed by a process of its own, after commit has returned.
    await vi.waitFor(async () => expect((await readdir(out)).sort()).toEqual(['docs', 'keep.txt']), {
      timeout: 20_000,
      interval: 50,
    });
  });

  it('removes its temporary folder on abort and leaves the old docs as they were', async () => {
    await mkdir(path.join(out, 'docs'), { recursive: true });
    await writeFile(path.join(out, 'docs', 'old.json'), '{"old":true}');
    const sink = new FolderSink(out);
    await sink.write('public/home', {});
    expect((await readdir(out)).some((name) => name.startsWith('.docs-tmp-'))).toBe(true);
    await sink.abort();
    expect(await readdir(out)).toEqual(['docs']);
    expect(await readDoc('old')).toEqual({ old: true });
  });

  it('commits a docs folder holding only its output marker and an empty record when nothing was written', async () => {
    expect(await new FolderSink(out).commit()).toEqual({ written: 0 });
    expect((await readdir(path.join(out, 'docs'))).sort()).toEqual([DOC_HASHES_FILE, OUTPUT_MARKER]);
    expect(readDocHashRecord(path.join(out, 'docs'))?.find('public/home.json')).toBeUndefined();
  });

  it('refuses paths that would leave the folder', async () => {
    const sink = new FolderSink(out);
    for (const bad of ['../x', 'public//home', '/abs', 'public/..', '']) {
      await expect(sink.write(bad, {})).rejects.toThrow(/invalid document path/);
    }
    await sink.abort();
  });
});
