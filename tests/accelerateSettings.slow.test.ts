// The accelerated routes' size thresholds, lowered from the environment (cli/commands/
// accelerateSettings.ts), make a small input take the route a production-sized one takes: the
// 1.2 MB sample classified and aggregated in worker threads, a small site pre-rendered by several
// workers. Seen through the real `bin/tcg.js` and what each command reports, with the thresholds
// as they ship for contrast.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureDocs } from '../scripts/siteFixture/fixtureDocs.ts';
import { repoRoot, runTcg } from './helpers/runTcg.ts';
import { removeDir, tempDir } from './helpers/snapshot.ts';

const AS_OF = '2026-04-20T12:00:00+09:00';
const LOWERED = { TCG_ACCELERATE_MIN_BYTES: '0', TCG_ACCELERATE_MIN_PAGES: '0' };
/** What the commands inherit when the test runner's own environment sets the thresholds. */
const SHIPPED = { TCG_ACCELERATE_MIN_BYTES: '', TCG_ACCELERATE_MIN_PAGES: '' };

let work: string;
beforeAll(async () => {
  work = await tempDir('tcg-accelerate-');
  for (const name of ['lowered', 'shipped'])
    await cp(path.join(repoRoot, 'data/sample'), path.join(work, name), { recursive: true });
});
afterAll(() => removeDir(work));

async function tcgJson(args: string[], env: NodeJS.ProcessEnv): Promise<Record<string, unknown>> {
  const run = await runTcg([...args, '--json', '--as-of', AS_OF], env);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe('TCG_ACCELERATE_MIN_BYTES', () => {
  it('lowered to 0: the 1.2 MB sample is classified, then aggregated, in worker threads', async () => {
    const data = path.join(work, 'lowered');
    const classified = await tcgJson(['classify', '--data', data, '--threads', '2'], LOWERED);
    expect(classified).toMatchObject({ processed: 330, threads: 2 });
    const out = path.join(work, 'lowered-out');
    const aggregated = await tcgJson(['aggregate', '--data', data, '--out', out, '--threads', '2'], LOWERED);
    // Deck pages included: the threads wrote them into the output folder themselves.
    expect(aggregated).toMatchObject({ decks: 330, threads: 2 });
    expect((aggregated.documents as Record<string, number>).deckDetail).toBe(330);
  }, 120_000);

  it('unset: the same snapshot stays in the calling thread', async () => {
    const data = path.join(work, 'shipped');
    const classified = await tcgJson(['classify', '--data', data, '--threads', '2'], SHIPPED);
    expect(classified).toMatchObject({ processed: 330, threads: 1 });
    const out = path.join(work, 'shipped-out');
    const aggregated = await tcgJson(['aggregate', '--data', data, '--out', out, '--threads', '2'], SHIPPED);
    expect(aggregated).toMatchObject({ decks: 330, threads: 1 });
  }, 120_000);

  it('not a whole number: one line naming the variable, exit 1, nothing written', async () => {
    const run = await runTcg(['classify', '--data', path.join(work, 'shipped')], {
      TCG_ACCELERATE_MIN_BYTES: '32MiB',
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('TCG_ACCELERATE_MIN_BYTES=32MiB: not a whole number of bytes');
  });
});

describe('TCG_ACCELERATE_MIN_PAGES', () => {
  /** The shards of the `pre-render (N shards)` stage a build printed. */
  async function shardsOfBuild(out: string, env: NodeJS.ProcessEnv): Promise<number> {
    const run = await runTcg(['build', '--docs', path.join(work, 'docs'), '--out', out], env);
    expect(run.code, run.stderr).toBe(0);
    const stage = /pre-render \((\d+) shards?[,)]/.exec(run.stdout);
    expect(stage, run.stdout).not.toBeNull();
    return Number(stage![1]);
  }

  it('lowered to 0: a site of a few dozen pages is split across the workers; unset: one', async () => {
    writeFixtureDocs(path.join(work, 'docs'));
    expect(await shardsOfBuild(path.join(work, 'site-lowered'), LOWERED)).toBe(
      Math.min(4, os.availableParallelism()),
    );
    expect(await shardsOfBuild(path.join(work, 'site-shipped'), SHIPPED)).toBe(1);
  }, 600_000);

  it('changed between two builds: not a site setting, so the site is kept as it is', async () => {
    // It only splits the work (the differential test holds the pages the same either way), so
    // it is not part of the code hash: a build after it changes finds nothing to render.
    const run = await runTcg(
      ['build', '--docs', path.join(work, 'docs'), '--out', path.join(work, 'site-shipped')],
      LOWERED,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^tcg build \(unchanged\): 0 pages re-rendered/m);
  }, 300_000);

  it('lowered to 0: an incremental build starts its first worker while it hashes; with nothing to render, stops it', async () => {
    const docs = path.join(work, 'docs');
    const site = path.join(work, 'site-lowered');
    const details = path.join(docs, 'public_deck_details');
    const file = readdirSync(details).sort()[0]!;
    const detail = JSON.parse(readFileSync(path.join(details, file), 'utf8')) as Record<string, unknown>;
    writeFileSync(path.join(details, file), JSON.stringify({ ...detail, name: '早く始まった組' }));
    const changed = await runTcg(['build', '--docs', docs, '--out', site], LOWERED);
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.stdout).toMatch(/^tcg build \(incremental\): [1-9]\d* pages? re-rendered/m);
    expect(changed.stdout).toMatch(/pre-render \(\d+ shards?, (first )?started early\)/);
    const page = path.join(site, 'deck', file.replace(/\.json$/, '.html'));
    expect(readFileSync(page, 'utf8')).toContain('早く始まった組');
    // Nothing changed since: the early worker is stopped, and the build leaves no process behind.
    const unchanged = await runTcg(['build', '--docs', docs, '--out', site], LOWERED);
    expect(unchanged.code, unchanged.stderr).toBe(0);
    expect(unchanged.stdout).toMatch(/^tcg build \(unchanged\): 0 pages re-rendered/m);
    expect(processesNaming(site)).toEqual([]);
  }, 300_000);
});

/** The command lines of this machine's processes that name `text` (Linux: /proc). */
function processesNaming(text: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (command.includes(text)) found.push(command);
    } catch {
      // Ended meanwhile.
    }
  }
  return found;
}
