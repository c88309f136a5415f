// Through the real CLI on a copy of data/sample cut to 60 decks (the refusals do not depend on the count): `tcg build` and `tcg aggregate`
// never replace an input or a folder they did not write; each refusal is one line, exit 1, and
// leaves every file where it was. (Export: tests/firestore/exportTarget.test.ts.)
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER, writeOutputMarker } from '../data/outputFolder.ts';
import { linesOf, runTcg } from './helpers/runTcg.ts';
import { smallSample } from './helpers/smallSample.ts';
import { fingerprint } from './helpers/snapshot.ts';

const AS_OF = '2026-04-20T12:00:00+09:00';
let work: string;
let snap: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-outsafety-'));
  snap = path.join(work, 'snap');
  await cp(smallSample(), snap, { recursive: true });
  await writeFile(path.join(work, 'notes.txt'), 'my notes\n');
  const run = await runTcg([
    'aggregate',
    '--data',
    snap,
    '--out',
    path.join(work, 'out'),
    '--as-of',
    AS_OF,
    '--quiet',
  ]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function expectRefused(args: string[], pattern: RegExp): Promise<void> {
  const before = await fingerprint(work);
  const run = await runTcg(args);
  expect(run.code, run.stderr).toBe(1);
  const lines = linesOf(run.stderr);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(await fingerprint(work)).toEqual(before);
}

describe('tcg build --out', () => {
  const docs = () => path.join(work, 'out', 'docs');

  it('refuses the folder holding the snapshot, the notes and the docs (a parent of --docs)', async () => {
    await expectRefused(['build', '--docs', docs(), '--out', work, '--quiet'], /overlaps the input --docs/);
    await expectRefused(['build', '--docs', docs(), '--out', work, '--force'], /overlaps the input --docs/);
  });

  it('refuses the --docs folder itself', async () => {
    await expectRefused(['build', '--docs', docs(), '--out', docs(), '--force'], /overlaps the input/);
  });

  it('refuses a snapshot folder it did not write, and names --force', async () => {
    await expectRefused(
      ['build', '--docs', docs(), '--out', snap],
      new RegExp(`^tcg: --out ${snap}: the folder holds files \`tcg build\` did not write .*--force`),
    );
  });
});

describe('tcg aggregate --out', () => {
  it('refuses to replace the snapshot it reads (--data h3/docs --out h3)', async () => {
    const h3 = path.join(work, 'h3');
    await cp(snap, path.join(h3, 'docs'), { recursive: true });
    await expectRefused(
      ['aggregate', '--data', path.join(h3, 'docs'), '--out', h3, '--as-of', AS_OF, '--force'],
      /overlaps the input --data/,
    );
    await rm(h3, { recursive: true });
  });

  it('replaces its own docs folder again, marked as its own', async () => {
    const out = path.join(work, 'out');
    expect(await readdir(path.join(out, 'docs'))).toContain(OUTPUT_MARKER);
    const run = await runTcg(['aggregate', '--data', snap, '--out', out, '--as-of', AS_OF, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
  });

  it('refuses a built site folder, even with --force: its documents would be deployed', async () => {
    // A folder `tcg build` wrote carries its marker, written by the build's own function
    // (tests/buildSite.test.ts shows a real build leaves it): building a site here would cost tens
    // of seconds of CPU to assert a refusal.
    const site = path.join(work, 'site');
    await mkdir(site);
    await writeOutputMarker(site, 'build');
    for (const force of [[], ['--force']]) {
      await expectRefused(
        ['aggregate', '--data', snap, '--out', site, '--as-of', AS_OF, '--quiet', ...force],
        new RegExp(
          `^tcg: --out ${site}: is a site folder \\(tcg build wrote it\\), and documents written into it would be deployed`,
        ),
      );
    }
    // A folder serving an index.html is a site too, whoever wrote it.
    const hand = path.join(work, 'hand-site');
    await mkdir(hand);
    await writeFile(path.join(hand, 'index.html'), '<!doctype html>');
    await expectRefused(
      ['aggregate', '--data', snap, '--out', hand, '--as-of', AS_OF, '--quiet'],
      /is a site folder \(it holds index\.html\)/,
    );
    await rm(site, { recursive: true });
    await rm(hand, { recursive: true });
  });

  it('refuses an OUT/docs it did not write; --force replaces it', async () => {
    const out = path.join(work, 'other');
    await mkdir(path.join(out, 'docs', 'keep'), { recursive: true });
    const args = ['aggregate', '--data', snap, '--out', out, '--as-of', AS_OF, '--quiet'];
    await expectRefused(args, /docs: the folder holds files `tcg aggregate` did not write \(keep\)/);
    const forced = await runTcg([...args, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await readdir(path.join(out, 'docs'))).not.toContain('keep');
    await rm(out, { recursive: true });
  });
});
