import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../tests/helpers/snapshot.ts';
import { JsonlWriter, readLineChunks, readLines } from './jsonl.ts';

let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(() => removeDir(dir));

async function lines(text: string, chunkSize?: number) {
  const file = path.join(dir, 'f.jsonl');
  await writeFile(file, text);
  const result: [number, string][] = [];
  for await (const line of readLines(file, chunkSize)) result.push([line.number, line.text]);
  return result;
}

describe('readLines(file)', () => {
  it('numbers every line, blank ones included, with or without a final newline, CRLF or LF', async () => {
    expect(await lines('a\n\r\nb\r\nc')).toEqual([
      [1, 'a'],
      [2, ''],
      [3, 'b'],
      [4, 'c'],
    ]);
    expect(await lines('a\n')).toEqual([[1, 'a']]);
    expect(await lines('')).toEqual([]);
  });

  it('keeps multi-byte characters whole when a chunk ends inside one', async () => {
    const text = '{"name":"サーフゴーex"}\n{"name":"リザードンex [テラスタル]"}\n';
    for (const chunkSize of [1, 2, 5, 7, 64]) {
      expect(await lines(text, chunkSize)).toEqual([
        [1, '{"name":"サーフゴーex"}'],
        [2, '{"name":"リザードンex [テラスタル]"}'],
      ]);
    }
  });
});

describe('readLineChunks(file, chunkSize, range)', () => {
  it('gives the bytes of the range in chunks of whole lines, whatever the chunk size', async () => {
    const file = path.join(dir, 'f.jsonl');
    const line = fc.string({ unit: fc.constantFrom('a', 'é', 'カ', '\r', '"'), maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 8 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 24 }),
        fc.nat(),
        fc.nat(),
        async (lines, lastBreak, chunkSize, from, to) => {
          const bytes = Buffer.from(lines.join('\n') + (lastBreak && lines.length > 0 ? '\n' : ''));
          await writeFile(file, bytes);
          // A range starts at a line (as the parts of a file do) and ends anywhere after it.
          const starts = [0, ...[...bytes.keys()].filter((k) => bytes[k - 1] === 0x0a)];
          const start = starts[from % starts.length]!;
          const end = start + (to % (bytes.length - start + 1));
          const chunks: Buffer[] = [];
          for await (const chunk of readLineChunks(file, chunkSize, { start, end }))
            chunks.push(Buffer.from(chunk));
          expect(Buffer.concat(chunks).equals(bytes.subarray(start, end))).toBe(true);
          for (const [i, chunk] of chunks.entries()) {
            expect(chunk.length).toBeGreaterThan(0);
            // Only the last chunk may end inside a line (the range's end, or a last line without a break).
            if (i < chunks.length - 1) expect(chunk.at(-1)).toBe(0x0a);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('JsonlWriter(target)', () => {
  it('writes to a temporary file and renames it onto the target on commit', async () => {
    const target = path.join(dir, 'decks.jsonl');
    await writeFile(target, 'old\n');
    const writer = new JsonlWriter(target);
    await writer.writeDoc({ id: 'a' });
    await writer.writeLines(['{"id":"b"}', '{"id":"c"}']);
    expect(await readFile(target, 'utf8')).toBe('old\n');
    await writer.commit();
    expect(await readFile(target, 'utf8')).toBe('{"id":"a"}\n{"id":"b"}\n{"id":"c"}\n');
    expect(await readdir(dir)).toEqual(['decks.jsonl']);
  });

  it('leaves the target as it was and no temporary file on abort', async () => {
    const target = path.join(dir, 'decks.jsonl');
    await writeFile(target, 'old\n');
    const writer = new JsonlWriter(target);
    await writer.writeLine('new');
    await writer.abort();
    expect(await readFile(target, 'utf8')).toBe('old\n');
    expect(await readdir(dir)).toEqual(['decks.jsonl']);
  });
});
