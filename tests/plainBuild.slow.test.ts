// The plain path of `tcg build` (vike's own pre-rendering, every page, one process) is the
// reference: the accelerated path, with each accelerator on (sharded workers, the fast page
// renderer, the incremental manifest), must write the same site, file for file and byte for byte.
// The one file only the accelerated path writes is its incremental manifest (.tcg-build-manifest),
// the accelerator's own record of the pages' inputs, not part of the site: it is left out of the
// comparison and checked to exist.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../cli/pipelines/buildSite.ts';
import { acceleratedPages } from '../cli/pipelines/site/accelerated/acceleratedPages.ts';
import { MANIFEST_FILE } from '../cli/pipelines/site/accelerated/incrementalManifest.ts';
import { writeFixtureDocs } from '../scripts/siteFixture/fixtureDocs.ts';
import { runTcg } from './helpers/runTcg.ts';
import { treeOf } from './helpers/tree.ts';

/** A built site's files without the accelerated path's manifest (see the file's opening). */
function siteTree(dir: string): Record<string, string> {
  const tree = treeOf(dir);
  delete tree[MANIFEST_FILE];
  return tree;
}

describe('tcg build --plain and the accelerated build write the same site', () => {
  let work: string;
  let plainTree: Record<string, string>;
  let plainPagesCount: number;
  const docsDir = () => path.join(work, 'docs');

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'tcg-plain-'));
    writeFixtureDocs(docsDir());
    // The reference, through the command line as `tcg build --plain` runs it.
    const run = await runTcg(['build', '--docs', docsDir(), '--out', path.join(work, 'plain'), '--plain']);
    expect(run.code, run.stderr).toBe(0);
    const summary = /tcg build \(plain\): (\d+) pages written to/.exec(run.stdout);
    expect(summary, run.stdout).not.toBeNull();
    expect(run.stdout).not.toContain('without vike');
    plainPagesCount = Number(summary![1]);
    plainTree = siteTree(path.join(work, 'plain'));
  }, 300_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('the plain path renders every page through vike alone and writes no manifest', () => {
    expect(plainPagesCount).toBeGreaterThanOrEqual(9);
    expect(existsSync(path.join(work, 'plain', MANIFEST_FILE))).toBe(false);
    expect(plainTree['index.html']).toBeDefined();
    expect(plainTree['404.html']).toBeDefined();
  });

  it('the accelerated path as the command runs it (one shard, fast pages, manifest)', async () => {
    const out = path.join(work, 'accelerated');
    const result = await buildSite({ docsDir: docsDir(), outDir: out, quiet: true });
    expect(result.path).toBe('accelerated');
    expect(result.pages).toBe(plainPagesCount);
    // The fixture's deck pages are enough for the fast page renderer to take most of them.
    expect(result.fastPages).toBeGreaterThan(0);
    expect(existsSync(path.join(out, MANIFEST_FILE))).toBe(true);
    expect(siteTree(out)).toEqual(plainTree);
  }, 300_000);

  it('the accelerated path split into three shards, every page through vike', async () => {
    const out = path.join(work, 'sharded');
    const result = await buildSite(
      { docsDir: docsDir(), outDir: out, quiet: true },
      acceleratedPages({ shards: 3, concurrency: 2, fastPages: false }),
    );
    expect(result.shards).toBe(3);
    expect(result.fastPages).toBe(0);
    expect(siteTree(out)).toEqual(plainTree);
  }, 300_000);
});
