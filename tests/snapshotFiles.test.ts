// Snapshot files that are not what they should be, through the real `bin/tcg.js`: a line that is
// not UTF-8 (rejected with file and line, in every read path), a folder where decks.jsonl should
// be (one line, exit 1, not 70), and rewrites that must keep a file's permission bits.
import { chmod, chown, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldInParts, inPlaceUpdate } from '../data/accelerators/snapshotAccelerators.ts';
import { SnapshotStore } from '../data/snapshotStore.ts';
import type { ClassifyUpdateData } from '../engine/rules/classify.ts';
import { validateRule } from '../engine/rules/validateRule.ts';
import { isUserError } from '../engine/userError.ts';
import { linesOf, runTcg } from './helpers/runTcg.ts';
import { fingerprint, snapshotsOfFile } from './helpers/snapshot.ts';

const rule = {
  id: 'サーフゴーex',
  name: 'サーフゴーex',
  conditions: [{ pattern: '^サーフゴーex$', min: 3 }],
};
const decks = [
  { id: 'aaaaaa-aaaaaa-aaaaa1', cards: [{ name: 'サーフゴーex', count: 4 }] },
  { id: 'aaaaaa-aaaaaa-aaaaa2', cards: [{ name: 'ドラパルトex', count: 2 }] },
];
/** 「ピカチュウ」 as Shift_JIS: what a spreadsheet saves when it is not told to use UTF-8. */
const SHIFT_JIS_PIKACHU = Buffer.from([0x83, 0x73, 0x83, 0x4a, 0x83, 0x60, 0x83, 0x85, 0x83, 0x45]);
/** A deck line whose card name is Shift_JIS: byte 48 of the line is the first bad one. */
const notUtf8Line = Buffer.concat([
  Buffer.from('{"id":"aaaaaa-aaaaaa-aaaaa3","cards":[{"name":"'),
  SHIFT_JIS_PIKACHU,
  Buffer.from('","count":4}]}\n'),
]);

const { snapshot, removeLater } = snapshotsOfFile({ decks, deck_rules: [rule] });
async function withBadDeckLine(): Promise<string> {
  const dir = await snapshot();
  await writeFile(path.join(dir, 'decks.jsonl'), notUtf8Line, { flag: 'a' });
  return dir;
}

describe('a line that is not valid UTF-8', () => {
  it('stops classify and aggregate with the file and line, leaving everything untouched', async () => {
    const dir = await withBadDeckLine();
    const before = await fingerprint(dir);
    const expected = `tcg: ${dir}/decks.jsonl:3: not valid UTF-8 (byte 48 of the line); save the file as UTF-8 (not Shift_JIS) or re-export it`;
    const classify = await runTcg(['classify', '--data', dir]);
    expect(classify.code).toBe(1);
    expect(linesOf(classify.stderr)).toEqual([expected]);
    const out = `${dir}-out`;
    removeLater(out);
    const aggregate = await runTcg(['aggregate', '--data', dir, '--out', out, '--quiet']);
    expect(aggregate.code).toBe(1);
    expect(linesOf(aggregate.stderr)).toEqual([expected]);
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('is found in worker threads too, by its line in the whole file', async () => {
    const dir = await withBadDeckLine();
    const store = await SnapshotStore.open(dir);
    const data: ClassifyUpdateData = {
      rules: [validateRule(rule).rule!],
      mode: { kind: 'all' },
      asOf: '2026-04-05T00:00:00Z',
    };
    const threaded = inPlaceUpdate(store, { threads: 2, minBytes: 0 }).update(
      'decks',
      { kind: 'classify', data },
      {},
    );
    await expect(threaded).rejects.toSatisfy(
      (error) => isUserError(error) && /decks\.jsonl:3: not valid UTF-8 \(byte 48/.test(error.message),
    );
    // The fold reads from a part that may start after line 1: the line number is still the file's.
    const input = { rules: data.rules, cards: [], events: [], asOf: data.asOf, minGames: 10 };
    const parts = foldInParts(store, { threads: 3, minBytes: 0 }).fold(
      'decks',
      { kind: 'aggregate', data: { input, jobDeckIds: [] } },
      {},
    );
    await expect(parts).rejects.toSatisfy(
      (error) => isUserError(error) && /decks\.jsonl:3: not valid UTF-8/.test(error.message),
    );
  });
});

describe('a folder in place of decks.jsonl', () => {
  it('is one line naming the path, exit 1', async () => {
    const dir = await snapshot();
    await rm(path.join(dir, 'decks.jsonl'));
    await mkdir(path.join(dir, 'decks.jsonl'));
    removeLater(`${dir}-out`);
    for (const args of [['classify'], ['aggregate', '--out', `${dir}-out`], ['rules', 'validate']]) {
      const run = await runTcg([...args, '--data', dir]);
      expect(run.code, args.join(' ')).toBe(1);
      expect(linesOf(run.stderr)).toEqual([
        `tcg: ${dir}/decks.jsonl: a folder, not a file; a snapshot holds one JSONL file per collection (move it away or re-export)`,
      ]);
    }
  });
});

describe('rewrites keep the file mode and owner', () => {
  it('a mode-600 decks.jsonl and manifest stay 600 after classify; a 666 one stays 666', async () => {
    for (const mode of [0o600, 0o666]) {
      const dir = await snapshot();
      const files = ['decks.jsonl', 'manifest.json'].map((name) => path.join(dir, name));
      for (const file of files) await chmod(file, mode);
      const run = await runTcg(['classify', '--data', dir, '--quiet']);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/updated 1 /);
      for (const file of files)
        expect(((await stat(file)).mode & 0o777).toString(8), file).toBe(mode.toString(8));
    }
  });

  // Root rewriting another user's snapshot (a cron job as root, say) must not take the files over:
  // the owner stays, or that user can no longer rewrite them. Only root can give a file away.
  it.runIf(process.getuid?.() === 0)(
    "a file owned by another user keeps its owner and group after root's classify rewrites it",
    async () => {
      const dir = await snapshot();
      const files = ['decks.jsonl', 'manifest.json'].map((name) => path.join(dir, name));
      for (const file of files) await chown(file, 65534, 65534);
      const run = await runTcg(['classify', '--data', dir, '--quiet']);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/updated 1 /);
      for (const file of files) {
        const info = await stat(file);
        expect({ file, uid: info.uid, gid: info.gid }).toEqual({ file, uid: 65534, gid: 65534 });
      }
    },
  );
});
