import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../tests/helpers/snapshot.ts';
import { JsonlWriter, readLines } from './jsonl.ts';

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
