// `tcg export --out x` never replaces a folder that is not a snapshot (x/keep/
// survives), replaces a snapshot it could write again, and --force overrides; against a real
// gRPC Firestore server on 127.0.0.1.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { sampleDir, tcg } from './helpers.ts';

let emulator: Emulator;
let work: string;

beforeAll(async () => {
  emulator = await startEmulator();
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-export-target-'));
  const imported = await tcg(
    ['import', '--data', sampleDir, '--project', 'demo-out', '--quiet'],
    emulator.host,
  );
  expect(imported.code, imported.stderr).toBe(0);
});
afterAll(async () => {
  emulator?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('tcg export --out', () => {
  it('refuses a folder holding other files, in one line naming it; x/keep stays', async () => {
    const x = path.join(work, 'x');
    await mkdir(path.join(x, 'keep'), { recursive: true });
    await writeFile(path.join(x, 'keep', 'mine.txt'), 'mine');
    const run = await tcg(['export', '--project', 'demo-out', '--out', x, '--quiet'], emulator.host);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `tcg: --out ${x}: the folder holds files \`tcg export\` did not write (keep) and would be replaced; pass an empty or new folder, or --force to replace it`,
    ]);
    expect(await readdir(path.join(x, 'keep'))).toEqual(['mine.txt']);

    const forced = await tcg(
      ['export', '--project', 'demo-out', '--out', x, '--force', '--quiet'],
      emulator.host,
    );
    expect(forced.code, forced.stderr).toBe(0);
    expect(await readdir(x)).not.toContain('keep');
  });

  it('exports again over a snapshot it wrote, but not once a note is added to it', async () => {
    const snap = path.join(work, 'snap');
    for (let i = 0; i < 2; i++) {
      const run = await tcg(['export', '--project', 'demo-out', '--out', snap, '--quiet'], emulator.host);
      expect(run.code, run.stderr).toBe(0);
    }
    await writeFile(path.join(snap, 'notes.txt'), 'mine');
    const run = await tcg(['export', '--project', 'demo-out', '--out', snap, '--quiet'], emulator.host);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('(notes.txt)');
    expect(await readdir(snap)).toContain('notes.txt');
  });
});
