// hashDocs with its cache: a document whose size and modification time are as recorded is not
// read again; a rewritten one is, and so is one modified just before the cache was written.
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOf } from '../../data/contentHash.ts';
import { removeDir, tempDir } from '../../tests/helpers/snapshot.ts';
import { type BuildManifest, hashDocs, MANIFEST_FILE, readManifest, writeManifest } from './buildManifest.ts';

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
    expect(hashDocs(docs(), cacheFile())['public/a']).toBe('recorded');
    // Rewritten (same size, another time, long before the cache): read again.
    writeDoc('a', '{"v":3}', new Date(Date.now() - 1800_000));
    expect(hashDocs(docs(), cacheFile())['public/a']).toBe(hashOf('{"v":3}'));
    // A cache of another format is ignored: everything is read again.
    writeFileSync(cacheFile(), '{"version":1}');
    expect(hashDocs(docs(), cacheFile())).toEqual(hashDocs(docs()));
  });

  it('reads again a file modified just before the cache was written', () => {
    writeDoc('c', '{"v":4}');
    hashDocs(docs(), cacheFile());
    recordInCache('public/c.json', 'recorded');
    expect(hashDocs(docs(), cacheFile())['public/c']).toBe(hashOf('{"v":4}'));
  });
});

describe('writeManifest(siteDir, manifest)', () => {
  it('writes, piece by piece, what one JSON.stringify of the manifest with sorted keys gives', () => {
    const site = path.join(work, 'site-manifest');
    mkdirSync(site, { recursive: true });
    const page = (n: number) => ({
      files: [`deck/${n}/index.html`],
      inputs: [`public_deck_details/${n}`, '?x'],
    });
    // Enough pages to be written in several pieces, keyed out of order (and one non-ASCII key).
    const pages: Record<string, ReturnType<typeof page>> = { '/decks/ピカ': page(-1) };
    for (let n = 20_000; n > 0; n--) pages[`/deck/${n}`] = page(n);
    const manifest: BuildManifest = {
      format: 'tcg-build-manifest',
      version: 2,
      codeHash: 'code',
      staticFiles: ['b.js', 'a.css'],
      docs: { 'public/home': 'h1', 'deck_rules/': 'h2', 'public/decks': 'h3' },
      pages,
    };
    writeManifest(site, manifest);
    const sorted = <T>(record: Record<string, T>) =>
      Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((key) => [key, record[key]]),
      );
    const expected = `${JSON.stringify({ ...manifest, staticFiles: ['a.css', 'b.js'], docs: sorted(manifest.docs), pages: sorted(pages) })}\n`;
    const written = readFileSync(path.join(site, MANIFEST_FILE), 'utf8');
    expect(written.length).toBeGreaterThan(1 << 20);
    expect(written).toBe(expected);
    expect(readManifest(site)).toEqual(JSON.parse(expected));
  });
});
