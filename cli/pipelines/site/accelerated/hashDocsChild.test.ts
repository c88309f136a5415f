// The hashing child's count of the documents that have pages, which sizes the pre-rendering shards:
// every document but the card statistics rows (deck_rules/<id>/card_stats/<row>), run on the
// fixture documents as `tcg build` runs it.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureDocs } from '../../../../scripts/siteFixture/fixtureDocs.ts';
import { tempDir } from '../../../../tests/helpers/snapshot.ts';
import { childEntry, runChild } from '../childProcess.ts';

describe('hashDocsChild', () => {
  let work: string;
  beforeAll(async () => {
    work = await tempDir('tcg-hash-docs-');
    writeFixtureDocs(path.join(work, 'docs'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('counts the documents, and those with pages: all but the card statistics rows', async () => {
    const docs = path.join(work, 'docs');
    const files = readdirSync(docs, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => path.relative(docs, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    const cardStats = files.filter((file) => file.includes('/card_stats/'));
    expect(cardStats.length).toBeGreaterThan(0);
    const out = path.join(work, 'docs.txt');
    const stdout = await runChild(
      'hashing the documents',
      [...childEntry('hashDocsChild'), docs, path.join(work, 'cache.json'), out],
      { cwd: work, env: process.env },
    );
    const counts = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
    expect(counts).toEqual({ documents: files.length, pageDocuments: files.length - cardStats.length });
    expect(readFileSync(out, 'utf8')).toContain('/card_stats/');
  });
});
