import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUserError } from '../engine/userError.ts';
import { assertReplaceableOutput, OUTPUT_MARKER, writeOutputMarker } from './outputFolder.ts';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-outfolder-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const check = (target: string, extra: { force?: boolean; inputs?: string[]; command?: string } = {}) =>
  assertReplaceableOutput({
    command: extra.command ?? 'build',
    flag: '--out',
    target,
    inputs: (extra.inputs ?? []).map((dir) => ({ flag: '--docs', dir })),
    force: extra.force,
  });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isUserError(error), String(error)).toBe(true);
  const message = (error as Error).message;
  expect(message.split('\n')).toHaveLength(1);
  return message;
}

describe('assertReplaceableOutput(check)', () => {
  it('accepts a missing folder and an empty one', async () => {
    await expect(check(path.join(work, 'new'))).resolves.toBeUndefined();
    await mkdir(path.join(work, 'empty'));
    await expect(check(path.join(work, 'empty'))).resolves.toBeUndefined();
  });

  it('refuses a folder with files the command did not write, naming it and --force', async () => {
    const dir = path.join(work, 'mine');
    await mkdir(path.join(dir, 'keep'), { recursive: true });
    await writeFile(path.join(dir, 'notes.txt'), 'x');
    const message = await refusal(check(dir));
    expect(message).toContain(`--out ${dir}:`);
    expect(message).toContain('keep, notes.txt');
    expect(message).toContain('--force');
  });

  it('accepts a folder holding the marker of the same command, not of another', async () => {
    const dir = path.join(work, 'built');
    await mkdir(dir);
    await writeFile(path.join(dir, 'index.html'), '<html>');
    await writeOutputMarker(dir, 'build');
    await expect(check(dir)).resolves.toBeUndefined();
    await refusal(check(dir, { command: 'aggregate' }));
  });

  it('refuses a marker that is not JSON from tcg', async () => {
    const dir = path.join(work, 'fake');
    await mkdir(dir);
    await writeFile(path.join(dir, OUTPUT_MARKER), 'hello');
    await refusal(check(dir));
  });

  it('--force replaces a folder that is not ours', async () => {
    const dir = path.join(work, 'mine');
    await mkdir(dir);
    await writeFile(path.join(dir, 'notes.txt'), 'x');
    await expect(check(dir, { force: true })).resolves.toBeUndefined();
  });

  it('refuses an output that is the input, its parent or inside it, even with --force', async () => {
    const docs = path.join(work, 'out', 'docs');
    await mkdir(docs, { recursive: true });
    for (const target of [docs, path.join(work, 'out'), work, path.join(docs, 'site'), `${docs}/../docs`]) {
      const message = await refusal(check(target, { inputs: [docs], force: true }));
      expect(message).toContain(`overlaps the input --docs ${docs}`);
    }
  });

  it('sees through a symbolic link to the input', async () => {
    const docs = path.join(work, 'docs');
    await mkdir(docs);
    await symlink(docs, path.join(work, 'link'));
    await refusal(check(path.join(work, 'link'), { inputs: [docs], force: true }));
  });

  it('accepts a sibling of the input whose name starts with the input name', async () => {
    const docs = path.join(work, 'docs');
    await mkdir(docs);
    await expect(check(path.join(work, 'docs-site'), { inputs: [docs] })).resolves.toBeUndefined();
    await expect(check(path.join(work, '..docs'), { inputs: [docs] })).resolves.toBeUndefined();
  });

  it('refuses a file in place of the folder, even with --force', async () => {
    const file = path.join(work, 'file');
    await writeFile(file, 'x');
    expect(await refusal(check(file, { force: true }))).toContain('is a file, not a folder');
  });
});
