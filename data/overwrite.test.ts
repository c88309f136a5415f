// A file of a folder updated in place is written over what it held, never truncated first: its
// content is then exactly the new bytes, whether they are longer or shorter than the old ones.
import { fstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { overwriteFile } from './overwrite.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-overwrite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('overwriteFile', () => {
  it('leaves exactly the new bytes: a new file, then longer, shorter and empty contents', () => {
    const file = path.join(dir, 'doc.json');
    for (const text of ['{"a":1}', '{"a":1,"b":"長い値"}', '{}', '', '{"c":3}']) {
      overwriteFile(file, Buffer.from(text));
      expect(readFileSync(file, 'utf8')).toBe(text);
    }
  });

  it('hands over the open file once written, with its final size', () => {
    const file = path.join(dir, 'sized.json');
    writeFileSync(file, 'x'.repeat(100));
    let size = -1;
    overwriteFile(file, Buffer.from('12345'), (fd) => {
      size = fstatSync(fd).size;
    });
    expect(size).toBe(5);
  });

  it('names the file when it cannot be written', () => {
    const folder = path.join(dir, 'a-folder');
    mkdirSync(folder);
    expect(() => overwriteFile(folder, Buffer.from('x'))).toThrow(expect.objectContaining({ path: folder }));
  });
});
