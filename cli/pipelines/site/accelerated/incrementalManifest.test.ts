// hashDocs with its cache: a document whose size and modification time are as recorded is not
// read again; a rewritten one is, and so is one modified just before the cache was written; the
// same for the aggregate's record of the files it wrote. The
// manifest's streamed parts: shard reports merged, documents compared, clean pages, gone pages.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOf } from '../../../../data/contentHash.ts';
import { DOC_HASHES_FILE, stampOf, writeDocHashes } from '../../../../data/docHashRecord.ts';
import { removeDir, tempDir } from '../../../../tests/helpers/snapshot.ts';
import { docHashLines, hashDocs } from './docHashes.ts';
import {
  cleanPageKeys,
  diffDocs,
  MANIFEST_FILE,
  manifestPageBatches,
  moveManifestAside,
  readInputTable,
  readManifestHeader,
  type StoredManifest,
} from './incrementalManifest.ts';
import { mergePages, type PageTally, removeGonePages, writeManifest } from './manifestWrite.ts';
import { decodePage, pageEntryOf, pageFilesOf, pageKey, pageLine } from './pageLines.ts';

let work: string;
const docs = () => path.join(work, 'docs');
const cacheFile = () => path.join(work, 'cache', 'hashes.json');
const anHourAgo = () => new Date(Date.now() - 3600_000);

/** Replaces the hash the cache recorded for a file (lines `file<TAB>size<TAB>mtimeMs<TAB>hash`). */
function recordInCache(relative: string, hash: string): void {
  const lines = readFileSync(cacheFile(), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.startsWith(`${relative}\t`));
  expect(index).toBeGreaterThan(0);
  lines[index] = lines[index]!.replace(/[^\t]*$/, hash);
  writeFileSync(cacheFile(), lines.join('\n'));
}

function writeDoc(name: string, text: string, mtime?: Date): void {
  const file = path.join(docs(), 'public', `${name}.json`);
  writeFileSync(file, text);
  if (mtime) utimesSync(file, mtime, mtime);
}

beforeAll(async () => {
  work = await tempDir('tcg-hash-docs-');
  mkdirSync(path.join(docs(), 'public'), { recursive: true });
});
afterAll(() => removeDir(work));

describe('hashDocs(docsDir, cacheFile)', () => {
  it('hashes like the uncached walk, reuses an old unchanged file, re-reads a rewritten one', () => {
    writeDoc('a', '{"v":1}', anHourAgo());
    writeDoc('b', '{"v":2}', anHourAgo());
    const plain = hashDocs(docs());
    expect(hashDocs(docs(), cacheFile())).toEqual(plain);
    // A recorded hash is used as is while the file's size and time match: nothing is read.
    recordInCache('public/a.json', 'recorded');
    expect(hashDocs(docs(), cacheFile()).get('public/a')).toBe('recorded');
    // Rewritten (same size, another time, long before the cache): read again.
    writeDoc('a', '{"v":3}', new Date(Date.now() - 1800_000));
    expect(hashDocs(docs(), cacheFile()).get('public/a')).toBe(hashOf('{"v":3}'));
    // A cache of another format is ignored: everything is read again.
    writeFileSync(cacheFile(), '{"version":1}');
    expect(hashDocs(docs(), cacheFile())).toEqual(hashDocs(docs()));
  });

  it('finds a recorded file wherever its line is, after files were added and removed', () => {
    rmSync(path.join(docs(), 'public'), { recursive: true, force: true });
    mkdirSync(path.join(docs(), 'public'));
    for (let n = 0; n < 30; n++) writeDoc(`d${n}`, `{"n":${n}}`, anHourAgo());
    hashDocs(docs(), cacheFile());
    // The walk meets the files in the order the cache lists them, until one is not there.
    for (const n of [0, 7, 29]) recordInCache(`public/d${n}.json`, `recorded-${n}`);
    rmSync(path.join(docs(), 'public', 'd3.json'));
    writeDoc('new', '{"n":"new"}', anHourAgo());
    const [header, ...lines] = readFileSync(cacheFile(), 'utf8').trimEnd().split('\n');
    writeFileSync(cacheFile(), `${header}\n${lines.reverse().join('\n')}\n`);
    const hashes = hashDocs(docs(), cacheFile());
    for (const n of [0, 7, 29]) expect(hashes.get(`public/d${n}`)).toBe(`recorded-${n}`);
    expect(hashes.get('public/d3')).toBeUndefined();
    expect(hashes.get('public/new')).toBe(hashOf('{"n":"new"}'));
    expect(hashes.get('public/d12')).toBe(hashOf('{"n":12}'));
    expect(hashes.size).toBe(30 + 2); // 30 files (one removed, one added), two folder listings
    // The cache it wrote (recorded lines kept as they were, new ones made) gives the same again.
    expect(hashDocs(docs(), cacheFile())).toEqual(hashes);
  });

  it('reads again a file modified just before the cache was written', () => {
    writeDoc('c', '{"v":4}');
    hashDocs(docs(), cacheFile());
    recordInCache('public/c.json', 'recorded');
    expect(hashDocs(docs(), cacheFile()).get('public/c')).toBe(hashOf('{"v":4}'));
  });

  it("believes the aggregate's record of the files it wrote, as the cache, without one", () => {
    rmSync(path.join(docs(), 'public'), { recursive: true, force: true });
    rmSync(cacheFile(), { force: true });
    mkdirSync(path.join(docs(), 'public'));
    for (const name of ['e', 'f', 'g', 'h']) writeDoc(name, `{"${name}":1}`, anHourAgo());
    const plain = hashDocs(docs());
    // The record as tcg aggregate writes it (data/docHashRecord.ts), in its own order; g's hash
    // stands for a wrong one, which only a file never read again can keep.
    const line = (name: string, hash: string) => {
      const file = `public/${name}.json`;
      return `${file}\t${stampOf(statSync(path.join(docs(), file)))}${hash}\n`;
    };
    writeDocHashes(path.join(docs(), DOC_HASHES_FILE), Date.now(), (put) => {
      for (const name of ['h', 'g', 'f'])
        put(line(name, name === 'g' ? 'recorded' : plain.get(`public/${name}`)!));
    });
    // f rewritten since (another size), e not recorded: both read.
    writeDoc('f', '{"f":22}', anHourAgo());
    const hashes = hashDocs(docs(), cacheFile());
    expect(hashes.get('public/g')).toBe('recorded');
    expect(hashes.get('public/f')).toBe(hashOf('{"f":22}'));
    expect(hashes).toEqual(new Map([...plain, ['public/g', 'recorded'], ['public/f', hashOf('{"f":22}')]]));
    // The build's own cache keeps what it took from the record.
    rmSync(path.join(docs(), DOC_HASHES_FILE));
    expect(hashDocs(docs(), cacheFile()).get('public/g')).toBe('recorded');
    // A file written just before the record (within the clock's granularity of it) is read.
    rmSync(cacheFile());
    writeDoc('g', '{"g":1}');
    writeDocHashes(path.join(docs(), DOC_HASHES_FILE), Date.now(), (put) => put(line('g', 'recorded')));
    expect(hashDocs(docs(), cacheFile()).get('public/g')).toBe(hashOf('{"g":1}'));
    rmSync(path.join(docs(), DOC_HASHES_FILE));
  });
});

describe('the manifest, streamed', () => {
  const site = () => path.join(work, 'site-manifest');
  const page = (n: number | string, inputs = [`public/decks/${n}`, '?public/types/t']) => ({
    files: [`deck/${n}/index.html`],
    inputs,
  });
  const docs: Record<string, string> = { 'public/home': 'h1', 'public/decks/': 'h2', 'public/types/t': 'h3' };
  const report = (name: string, lines: string[]) => {
    const file = path.join(work, name);
    writeFileSync(file, lines.length ? `${[...lines].sort().join('\n')}\n` : '');
    return file;
  };
  /** The documents' hashes as the build's child writes them (sorted lines). */
  const docsFile = (hashes: Record<string, string>) => {
    const file = path.join(work, `docs-${hashOf(JSON.stringify(hashes))}.txt`);
    writeFileSync(file, `${docHashLines(new Map(Object.entries(hashes))).join('\n')}\n`);
    return file;
  };
  const write = async (reports: string[], previous: StoredManifest | null, current = docs) => {
    const tally: PageTally = { kept: 0, added: 0, gone: 0, goneFiles: new Set() };
    const header = { codeHash: 'code', staticFiles: ['b.js', 'a.css'] };
    const previousInputs = previous ? await readInputTable(previous) : null;
    const pages = mergePages(reports, previous, tally);
    await writeManifest(site(), header, docsFile(current), pages, previousInputs, work);
    return tally;
  };
  /** The manifest's pages as the reports give them (inputs by name). */
  const pagesOf = async (manifest: StoredManifest) => {
    const inputs = await readInputTable(manifest);
    const lines: string[] = [];
    for await (const batch of manifestPageBatches(manifest))
      for (const line of batch) lines.push(decodePage(line, inputs));
    return lines;
  };

  it('merges sorted shard reports into one sorted manifest (many pages, a non-ASCII URL)', async () => {
    mkdirSync(site(), { recursive: true });
    const lines = (from: number, to: number) => {
      const out: string[] = [];
      for (let n = from; n < to; n++) out.push(pageLine(`/deck/${n}`, page(n)));
      return out;
    };
    const reports = [
      report('r0', [...lines(0, 9000), pageLine('/decks/ピカ', page('ピカ'))]),
      report('r1', lines(9000, 20_000)),
    ];
    await write(reports, null);
    const manifest = readManifestHeader(site());
    expect(manifest).toMatchObject({ codeHash: 'code', staticFiles: ['a.css', 'b.js'], pages: 20_001 });
    const pages = await pagesOf(manifest!);
    expect(pages).toHaveLength(20_001);
    expect(pages).toEqual([...pages].sort());
    expect(pages.map(pageKey)).toContain(JSON.stringify('/decks/ピカ'));
    expect(pageEntryOf(pages[0]!)).toEqual(page(0));
    const text = readFileSync(path.join(site(), MANIFEST_FILE), 'utf8');
    expect(text.split('\n').slice(0, 5)).toEqual([
      'tcg build manifest 5',
      '{"codeHash":"code","staticFiles":["a.css","b.js"],"pages":20001}',
      'D\tpublic/decks/\th2',
      'D\tpublic/home\th1',
      'D\tpublic/types/t\th3',
    ]);
    // Each input once, numbered in order of first use: a page lists its inputs by number.
    expect(await readInputTable(manifest!)).toEqual([
      'public/decks/0',
      '?public/types/t',
      ...Array.from({ length: 19_999 }, (_, n) => `public/decks/${n + 1}`).sort(),
      'public/decks/ピカ',
    ]);
    expect(text).toContain('\nP\t"/deck/0"\t{"files":["deck/0/index.html"],"inputs":[0,1]}\n');
    expect(text).toContain('\nP\t"/deck/1"\t{"files":["deck/1/index.html"],"inputs":[2,1]}\n');
  });

  it('reads each section whole when the sections before it fill whole reads (skipped undecoded)', async () => {
    rmSync(site(), { recursive: true, force: true });
    mkdirSync(site(), { recursive: true });
    // ≈ 2.8 MB of document lines, then the inputs, then the pages: the first reads of 1 MB hold only
    // document lines, and the passes over the inputs and the pages skip those reads.
    const many: Record<string, string> = { ...docs };
    for (let n = 0; n < 40_000; n++)
      many[`public/decks/types/${String(n).padStart(5, '0')}-${'x'.repeat(30)}`] = `h${n}`;
    const lines = Array.from({ length: 3000 }, (_, n) => pageLine(`/deck/${n}`, page(n)));
    await write([report('big', lines)], null, many);
    const manifest = readManifestHeader(site())!;
    expect(readFileSync(manifest.file).length).toBeGreaterThan(2.5 * 1024 * 1024);
    expect(await pagesOf(manifest)).toEqual([...lines].sort());
    expect(await readInputTable(manifest)).toHaveLength(3001);
    // The documents compared whole: one changed past the first read, one gone at the end.
    const last = `public/decks/types/39999-${'x'.repeat(30)}`;
    const now = { ...many, [`public/decks/types/39000-${'x'.repeat(30)}`]: 'changed' };
    delete now[last];
    const changes = await diffDocs(manifest, docsFile(now));
    expect([...changes.changed].sort()).toEqual([`public/decks/types/39000-${'x'.repeat(30)}`, last]);
    expect([...changes.existence]).toEqual([last]);
    expect(await cleanPageKeys(manifest, changes, path.join(work, 'skip-big'))).toEqual({
      pages: 3000,
      clean: 3000,
    });
    // A byte that is not UTF-8 in a page line, past the skipped reads: named by file and line.
    const bytes = readFileSync(manifest.file);
    const at = bytes.indexOf('\nP\t"/deck/2999"') + 1;
    const line = bytes.subarray(0, at).filter((byte) => byte === 0x0a).length + 1;
    bytes[at + 5] = 0xff;
    writeFileSync(manifest.file, bytes);
    await expect(cleanPageKeys(manifest, changes, path.join(work, 'skip-bad'))).rejects.toThrow(
      `${manifest.file}:${line}: not valid UTF-8`,
    );
  });

  it('finds changed documents, keeps clean pages, takes kept lines from the previous manifest and removes gone ones', async () => {
    rmSync(site(), { recursive: true, force: true });
    mkdirSync(site(), { recursive: true });
    const all = ['a', 'b', 'c', 'gone'].map((id) => pageLine(`/deck/${id}`, page(id)));
    for (const id of ['a', 'b', 'c', 'gone']) {
      mkdirSync(path.join(site(), 'deck', id), { recursive: true });
      writeFileSync(path.join(site(), 'deck', id, 'index.html'), id);
    }
    await write([report('full', all)], null, { ...docs, 'public/decks/a': 'A', 'public/decks/b': 'B' });
    const previous = readManifestHeader(site())!;
    // b's document changed, c's appeared (it read it missing), the type t disappeared.
    const now: Record<string, string> = {
      ...docs,
      'public/decks/a': 'A',
      'public/decks/b': 'B2',
      'public/decks/c': 'C',
    };
    delete now['public/types/t'];
    const changes = await diffDocs(previous, docsFile(now));
    expect([...changes.changed].sort()).toEqual(['public/decks/b', 'public/decks/c', 'public/types/t']);
    expect([...changes.existence].sort()).toEqual(['public/decks/c', 'public/types/t']);
    // Only a reads nothing that changed... except the existence of the type: no page is clean.
    expect(await cleanPageKeys(previous, changes, path.join(work, 'skip1'))).toEqual({ pages: 4, clean: 0 });
    // With the type still there, a (and gone) are clean.
    const withType = { ...now, 'public/types/t': 'h3' };
    const fewer = await diffDocs(previous, docsFile(withType));
    expect(await cleanPageKeys(previous, fewer, path.join(work, 'skip2'))).toEqual({ pages: 4, clean: 2 });
    expect(readFileSync(path.join(work, 'skip2'), 'utf8')).toBe('"/deck/a"\n"/deck/gone"\n');
    // The next build: a kept, b and c rendered, gone no longer listed.
    const before = moveManifestAside(previous, path.join(site(), '.previous'));
    const next = [
      pageLine('/deck/a'),
      pageLine('/deck/b', page('b', ['public/decks/b'])),
      pageLine('/deck/c', page('c')),
    ];
    const tally = await write([report('next', next)], before, withType);
    expect(tally).toEqual({ kept: 1, added: 0, gone: 1, goneFiles: new Set(['deck/gone/index.html']) });
    const pages = await pagesOf(readManifestHeader(site())!);
    expect(pages).toEqual([all[0], next[1], next[2]]);
    // The kept page's inputs renumbered in the new table, which lists only the inputs still used.
    expect(await readInputTable(readManifestHeader(site())!)).toEqual([
      'public/decks/a',
      '?public/types/t',
      'public/decks/b',
      'public/decks/c',
    ]);
    await removeGonePages(site(), tally);
    expect(existsSync(path.join(site(), 'deck', 'gone'))).toBe(false);
    expect(existsSync(path.join(site(), 'deck', 'a', 'index.html'))).toBe(true);
  });

  it('finds a damaged page line (its key, files or numbers) and keeps no page for one it cannot read', async () => {
    const manifest = readManifestHeader(site())!;
    const text = readFileSync(manifest.file, 'utf8');
    const line = '\nP\t"/deck/a"\t{"files":["deck/a/index.html"],"inputs":[0,1]}\n';
    expect(text).toContain(line);
    const none = { changed: new Set<string>(), existence: new Set<string>() };
    for (const damaged of [
      line.replace('{"files"', '{oops"files"'),
      line.replace('"/deck/a"', '"/deck/a'),
      line.replace('[0,1]', '[0,x]'),
      line.replace('[0,1]', '[0,,1]'),
    ]) {
      writeFileSync(manifest.file, text.replace(line, damaged));
      await expect(cleanPageKeys(manifest, none, path.join(work, 'skip-damaged'))).rejects.toThrow(
        SyntaxError,
      );
    }
    // A number beyond the table: the page is not clean (rendered again), the others are.
    writeFileSync(manifest.file, text.replace(line, line.replace('[0,1]', '[0,99]')));
    expect(await cleanPageKeys(manifest, none, path.join(work, 'skip-beyond'))).toEqual({
      pages: 3,
      clean: 2,
    });
    writeFileSync(manifest.file, text);
  });

  it('keeps any input in its table: line breaks, tabs and quotes in a rule id', async () => {
    const odd = pageLine('/decks/x', page('x', ['?public/decks/types/改\n"行"\tタブ', 'public/home']));
    await write([report('odd', [odd])], null);
    expect(await pagesOf(readManifestHeader(site())!)).toEqual([odd]);
  });

  it('fails on a kept page the previous manifest does not have', async () => {
    await expect(write([report('stray', [pageLine('/deck/zz')])], null)).rejects.toThrow(
      /page "\/deck\/zz" was neither rendered nor in the previous manifest/,
    );
  });

  it('reads a page line’s files as its whole entry has them, whatever the names', () => {
    const names = [
      'deck/x/index.html',
      'a],"inputs":b/index.html',
      'd\\"e/index.html',
      'カード/ü/index.html',
    ];
    for (const files of [[], names, [names[1]!]]) {
      const line = pageLine('/x', { files, inputs: ['public/home', '?public_cards/],"inputs":'] });
      expect(pageFilesOf(line)).toEqual(files);
      expect(pageFilesOf(line)).toEqual(pageEntryOf(line)?.files);
    }
    expect(pageFilesOf(pageLine('/kept'))).toEqual([]);
  });

  it('reads no manifest of another format', async () => {
    const other = path.join(work, 'other-site');
    mkdirSync(other, { recursive: true });
    writeFileSync(path.join(other, MANIFEST_FILE), '{"format":"tcg-build-manifest","version":2}');
    expect(readManifestHeader(other)).toBeNull();
    expect(readManifestHeader(path.join(work, 'nowhere'))).toBeNull();
  });

  it('counts the pages a build adds (a page set that changes gets a new sitemap)', async () => {
    const dir = site();
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const first = ['a', 'b'].map((id) => pageLine(`/deck/${id}`, page(id)));
    expect(await write([report('first', first)], null)).toMatchObject({ kept: 0, added: 2, gone: 0 });
    const again = moveManifestAside(readManifestHeader(dir)!, path.join(dir, '.previous-again'));
    const next = [pageLine('/deck/a'), pageLine('/deck/b', page('b')), pageLine('/deck/e', page('e'))];
    expect(await write([report('next-added', next)], again)).toMatchObject({ kept: 1, added: 1, gone: 0 });
  });
});
