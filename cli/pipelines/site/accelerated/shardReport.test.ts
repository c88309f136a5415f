// A worker's report written as its pages are done: the same file the whole report sorted at the
// end gave (lines by key, inputs sorted), written whole, without its unsorted pages left behind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../../../../tests/helpers/snapshot.ts';
import { pageKey, pageLine } from './pageLines.ts';
import { ShardReport } from './shardReport.ts';

let work: string;
beforeAll(async () => {
  work = await tempDir('tcg-shard-report-');
});
afterAll(() => removeDir(work));

describe('ShardReport', () => {
  it('sorts the lines of pages reported in any order, kept pages by their key alone', async () => {
    const file = path.join(work, 'shard-0.txt');
    const report = new ShardReport(file);
    // Enough pages for several writes (1 MB each) before the end.
    const urls = Array.from({ length: 6000 }, (_, i) => `/deck/${(i * 7919) % 6000}-${'x'.repeat(200)}`);
    urls.push('/decks/%E3%83%9F', '/decks/ミ', '/', '/decks');
    const expected: string[] = [];
    urls.forEach((url, i) => {
      if (i === 3000) {
        // A line longer than a read of the unsorted file.
        const entry = { files: ['big.html'], inputs: [`public/${'y'.repeat(1_500_000)}`] };
        report.page(url, entry);
        expected.push(pageLine(url, entry));
        return;
      }
      if (i % 5 === 0) {
        report.kept(url);
        expected.push(pageLine(url));
        return;
      }
      const entry = { files: [`deck/${i}.html`], inputs: [`public/z${i}`, '?public/a', `public/b/${i}`] };
      report.page(url, entry);
      expected.push(pageLine(url, { files: entry.files, inputs: [...entry.inputs].sort() }));
    });
    await report.finish();
    expect(readFileSync(file, 'utf8')).toBe(`${expected.sort().join('\n')}\n`);
    const keys = readFileSync(file, 'utf8').trimEnd().split('\n').map(pageKey);
    expect(keys).toEqual([...keys].sort());
    expect(readdirSync(work)).toEqual(['shard-0.txt']);
  });

  it('writes an empty report for a shard without pages', async () => {
    const file = path.join(work, 'shard-empty.txt');
    await new ShardReport(file).finish();
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('');
  });
});
