// One site folder carried through changes made the way operators make them (snapshot edited →
// classify → aggregate), built incrementally after each; `buildBoth` also builds the same documents
// in full elsewhere and holds the two folders to the same files with the same bytes.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { type BuildSiteResult, buildSite } from '../../cli/pipelines/buildSite.ts';
import { cachedFixture, copyTree, PROGRAM_PATHS, tcgSettings } from './fixtureCache.ts';
import { repoRoot, runTcg } from './runTcg.ts';
import { tempDir } from './snapshot.ts';
import { treeOf } from './tree.ts';

const SAMPLE = path.resolve(import.meta.dirname, '..', '..', 'data', 'sample');
export const AS_OF = '2026-04-20T12:00:00+09:00';

export type Doc = Record<string, unknown> & { id: string };

export interface SiteSeries {
  readonly work: string;
  readonly snapshot: string;
  readonly docsDir: string;
  readonly siteDir: string;
  /** Rewrites one collection of the snapshot, with its count in the manifest. */
  editCollection(name: string, edit: (docs: Doc[]) => Doc[]): void;
  classifyAndAggregate(asOf?: string): Promise<void>;
  /** An incremental build of the site folder. */
  build(): Promise<BuildSiteResult>;
  /** Builds incrementally, then in full elsewhere, and returns the incremental result. */
  buildBoth(env?: Record<string, string>): Promise<BuildSiteResult>;
  remove(): void;
}

/** What a series starts from: its snapshot, documents and site folders. */
const START_FOLDERS = ['snapshot', 'out', 'site'];

/**
 * data/sample copied, classified, aggregated and built in full once: the same for every series,
 * so a cached fixture (fixtureCache.ts) made by the first file that needs it, while the program,
 * the sources, the sample and these helpers stay as they are, and copied into each series' folder
 * (a site and its manifest travel together: the next build is incremental).
 */
export async function startSiteSeries(): Promise<SiteSeries> {
  const start = await cachedFixture(
    'site-series-start',
    {
      paths: PROGRAM_PATHS,
      values: { asOf: AS_OF, node: process.version, repoRoot, env: tcgSettings() },
    },
    async (dir) => {
      const made = seriesIn(dir);
      cpSync(SAMPLE, made.snapshot, { recursive: true });
      await made.classifyAndAggregate();
      const first = await made.build();
      expect(first.mode).toBe('full');
    },
  );
  const work = await tempDir('tcg-incremental-');
  for (const folder of START_FOLDERS) await copyTree(path.join(start, folder), path.join(work, folder));
  return seriesIn(work);
}

/** The series whose folders are in `work`. */
function seriesIn(work: string): SiteSeries {
  const snapshot = path.join(work, 'snapshot');
  const docsDir = path.join(work, 'out', 'docs');
  const siteDir = path.join(work, 'site');

  const series: SiteSeries = {
    work,
    snapshot,
    docsDir,
    siteDir,
    editCollection(name, edit) {
      const file = path.join(snapshot, `${name}.jsonl`);
      const docs = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Doc);
      const edited = edit(docs);
      writeFileSync(file, edited.map((doc) => `${JSON.stringify(doc)}\n`).join(''));
      const manifestFile = path.join(snapshot, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      manifest.counts[name] = edited.length;
      writeFileSync(manifestFile, JSON.stringify(manifest));
    },
    async classifyAndAggregate(asOf = AS_OF) {
      for (const args of [
        ['classify', '--data', snapshot, '--quiet'],
        ['aggregate', '--data', snapshot, '--out', path.join(work, 'out'), '--as-of', asOf, '--quiet'],
      ]) {
        const run = await runTcg(args);
        expect(run.code, run.stderr).toBe(0);
      }
    },
    build: () => buildSite({ docsDir, outDir: siteDir, quiet: true }),
    async buildBoth(env = {}) {
      const saved = { ...process.env };
      Object.assign(process.env, env);
      try {
        const incremental = await buildSite({ docsDir, outDir: siteDir, quiet: true });
        const fullDir = path.join(work, 'full');
        rmSync(fullDir, { recursive: true, force: true });
        const full = await buildSite({ docsDir, outDir: fullDir, quiet: true, full: true });
        expect(full.mode).toBe('full');
        expect(treeOf(siteDir)).toEqual(treeOf(fullDir));
        return incremental;
      } finally {
        process.env = saved;
      }
    },
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
  return series;
}
