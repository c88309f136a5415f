// The fast page renderer (cli/pipelines/site/accelerated/fastPages.ts) renders most deck pages
// without vike; the site must be the same, byte for byte, as the plain path's (vike's own
// pre-rendering, tests/plainBuild.slow.test.ts), and the manifest (the documents each page read) the
// same as when the workers let vike render every page. When the fast path disagrees with vike on
// its check page, the shard is rendered again by vike and the site is still the same.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, plainPages } from '../cli/pipelines/buildSite.ts';
import { MANIFEST_FILE } from '../cli/pipelines/site/accelerated/incrementalManifest.ts';
import { runTcg } from './helpers/runTcg.ts';
import { tempDir } from './helpers/snapshot.ts';
import { treeOf } from './helpers/tree.ts';

const SAMPLE = path.resolve(import.meta.dirname, '..', 'data', 'sample');

describe('pages rendered without vike', () => {
  let work: string;
  let vikeTree: Record<string, string>;
  let plainTree: Record<string, string>;
  let fallback: Awaited<ReturnType<typeof runTcg>>;
  const docsDir = () => path.join(work, 'out', 'docs');

  beforeAll(async () => {
    work = await tempDir('tcg-fast-pages-');
    cpSync(SAMPLE, path.join(work, 'snapshot'), { recursive: true });
    for (const args of [
      ['classify', '--data', path.join(work, 'snapshot'), '--quiet'],
      ['aggregate', '--data', path.join(work, 'snapshot'), '--out', path.join(work, 'out'), '--quiet'],
    ]) {
      const run = await runTcg(args);
      expect(run.code, run.stderr).toBe(0);
    }
    await buildSite({ docsDir: docsDir(), outDir: path.join(work, 'plain'), quiet: true }, plainPages());
    plainTree = treeOf(path.join(work, 'plain'));
    // Vike alone in the workers, through the command line: the fast path told its check page
    // disagrees, so each shard is rendered again by vike (the fallback the last case asserts).
    fallback = await runTcg(['build', '--docs', docsDir(), '--out', path.join(work, 'vike'), '--full'], {
      TCG_TEST_FAST_MISMATCH: '1',
    });
    expect(fallback.code, fallback.stderr).toBe(0);
    vikeTree = treeOf(path.join(work, 'vike'));
  }, 300_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** The site without the accelerated path's manifest, which the plain path does not write. */
  const site = (tree: Record<string, string>) => {
    const { [MANIFEST_FILE]: _manifest, ...rest } = tree;
    return rest;
  };

  it("the workers with vike alone write the plain path's site", () => {
    expect(fallback.stdout).toMatch(/; 0 of the pages rendered without vike/);
    expect(site(vikeTree)).toEqual(plainTree);
  });

  it('give the same site as vike alone, manifest included', async () => {
    const fast = await buildSite({
      docsDir: docsDir(),
      outDir: path.join(work, 'fast'),
      quiet: true,
      full: true,
    });
    const deckPages = readdirSync(path.join(work, 'fast', 'deck')).length;
    // At least every deck page but vike's two samples per shard (other large kinds may join).
    expect(fast.fastPages).toBeGreaterThanOrEqual(deckPages - 2 * fast.shards);
    // Their deck documents were read ahead of them (readAhead.ts).
    const deckDocs = readdirSync(path.join(docsDir(), 'public_deck_details')).length;
    expect(fast.docsReadAhead).toBeGreaterThanOrEqual(deckDocs - 2 * fast.shards);
    expect(treeOf(path.join(work, 'fast'))).toEqual(vikeTree);
    expect(site(treeOf(path.join(work, 'fast')))).toEqual(plainTree);
  }, 300_000);

  it('fall back to vike for the shard when the check page disagrees', () => {
    expect(fallback.stderr).toMatch(
      /pre-rendering shard \d of \d: the fast path disagreed with vike: .* rendering it with vike alone/,
    );
    expect(fallback.stdout).toMatch(/; 0 of the pages rendered without vike/);
  });
});
