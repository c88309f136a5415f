import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempPathBeside, writeFileAtomic } from './atomic.ts';

describe('writeFileAtomic', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a file whose name takes nearly the 255 bytes a name may hold', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-atomic-'));
    // 83 three-byte characters and ".png": 253 bytes, as a hashed long deck-type id gives.
    const name = `${'ド'.repeat(83)}.png`;
    expect(Buffer.byteLength(name)).toBe(253);
    await writeFileAtomic(path.join(dir, name), 'image');
    expect(readFileSync(path.join(dir, name), 'utf8')).toBe('image');
    expect(readdirSync(dir)).toEqual([name]);
  });

  it('gives a temporary name within 255 bytes, cut between characters', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-atomic-'));
    const temp = path.basename(tempPathBeside(path.join(dir, `${'ド'.repeat(83)}.png`)));
    expect(Buffer.byteLength(temp)).toBeLessThanOrEqual(255);
    expect(temp).toMatch(/^\.(ド)+\.tmp-\d+-[0-9a-f]{8}$/u);
  });
});
