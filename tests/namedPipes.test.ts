// A named pipe (FIFO) where tcg reads a file, through the real `bin/tcg.js`: one line naming the
// path, exit 1, nothing written. Reading one waited for a writer forever, and the blocked open()
// then held even the exit after SIGTERM (issue 43: only kill -9 ended `events import r.csv`).
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesOf, runTcg } from './helpers/runTcg.ts';
import { fingerprint, snapshotsOfFile, tempDir } from './helpers/snapshot.ts';

const rule = {
  id: 'サーフゴーex',
  name: 'サーフゴーex',
  conditions: [{ pattern: '^サーフゴーex$', min: 3 }],
};
const decks = [{ id: 'aaaaaa-aaaaaa-aaaaa1', cards: [{ name: 'サーフゴーex', count: 4 }] }];

const { snapshot, removeLater } = snapshotsOfFile({ decks, deck_rules: [rule] });
async function fifoIn(name: string, dir?: string): Promise<string> {
  const folder = dir ?? (await tempDir('tcg-fifo-'));
  if (dir === undefined) removeLater(folder);
  const fifo = path.join(folder, name);
  await rm(fifo, { force: true });
  execFileSync('mkfifo', [fifo]);
  return fifo;
}

describe('a named pipe where a file is read', () => {
  it('tcg events import FIFO: one line naming it, exit 1, the snapshot untouched', async () => {
    const dir = await snapshot();
    const fifo = await fifoIn('r.csv');
    const before = await fingerprint(dir);
    const run = await runTcg(['events', 'import', '--data', dir, fifo]);
    expect(run.code, run.stderr).toBe(1);
    expect(linesOf(run.stderr)).toEqual([
      `tcg: ${fifo}: a named pipe (FIFO), not a regular file (save the results in a file and name that); fix it or leave the file out (nothing was imported)`,
    ]);
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('tcg rules diff --rule-file FIFO: one line naming it, exit 1', async () => {
    const dir = await snapshot();
    const fifo = await fifoIn('rule.json');
    const run = await runTcg(['rules', 'diff', '--data', dir, '--rule-file', fifo]);
    expect(run.code, run.stderr).toBe(1);
    expect(linesOf(run.stderr)).toEqual([
      `tcg: --rule-file ${fifo}: a named pipe (FIFO), not a regular file; pass a JSON file holding one rule`,
    ]);
  });

  it("a snapshot's manifest.json or decks.jsonl as a FIFO: one line naming it, exit 1", async () => {
    const manifestDir = await snapshot();
    const manifest = await fifoIn('manifest.json', manifestDir);
    const byManifest = await runTcg(['rules', 'validate', '--data', manifestDir]);
    expect(byManifest.code, byManifest.stderr).toBe(1);
    expect(linesOf(byManifest.stderr)).toEqual([
      `tcg: ${manifest}: a named pipe (FIFO), not a file; move it away or re-export`,
    ]);
    const decksDir = await snapshot();
    const decksFile = await fifoIn('decks.jsonl', decksDir);
    const byDecks = await runTcg(['classify', '--data', decksDir]);
    expect(byDecks.code, byDecks.stderr).toBe(1);
    expect(linesOf(byDecks.stderr)).toEqual([
      `tcg: ${decksFile}: a named pipe (FIFO), not a file; a snapshot holds one JSONL file per collection (move it away or re-export)`,
    ]);
  });
});
