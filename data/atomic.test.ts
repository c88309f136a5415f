import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moveInUnlessPresent, tempPathBeside, writeFileAtomic } from './atomic.ts';

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

describe('moveInUnlessPresent', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const entry = (name: string, files: Record<string, string>) => {
    const folder = path.join(dir, name);
    mkdirSync(folder, { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(folder, file), text);
    return folder;
  };

  it('moves a staged entry in, keeps a complete one in place, and replaces one without the mark', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-cache-entry-'));
    const target = path.join(dir, 'entry');
    expect(moveInUnlessPresent(entry('a', { done: '', who: 'a' }), target, 'done')).toBe(true);
    // Another process's entry arrived first: it stays, and the staged one is left to remove.
    expect(moveInUnlessPresent(entry('b', { done: '', who: 'b' }), target, 'done')).toBe(false);
    expect(readFileSync(path.join(target, 'who'), 'utf8')).toBe('a');
    expect(readdirSync(dir).sort()).toEqual(['b', 'entry']);
    // An entry of an older layout (no mark) is replaced.
    rmSync(path.join(target, 'done'));
    expect(moveInUnlessPresent(entry('c', { done: '', who: 'c' }), target, 'done')).toBe(true);
    expect(readFileSync(path.join(target, 'who'), 'utf8')).toBe('c');
  });
});
