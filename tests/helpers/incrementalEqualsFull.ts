// The model-based differential check of issue 36: random histories of real operations
// (historyOperations.ts) on a small snapshot. A step is the operations between two publishes (one
// or a few, as admins and new results come between two runs). After each step, the accelerated
// route runs in place as production runs it: the compiled `tcg classify`, `tcg aggregate` and
// `tcg build` (the in-place update, the deck pages kept by their records, the incremental build),
// at production size or not as the step draws: the size thresholds lowered to 0 by the settings
// (TCG_ACCELERATE_MIN_BYTES, TCG_ACCELERATE_MIN_PAGES: worker threads, two pre-rendering workers)
// or the shipped ones. The plain route runs fresh, beside it: `--plain` classify and aggregate into
// a new folder, `tcg build --plain` into a new site. Every document and every page must be the
// same byte for byte. A history may leave the site out (`pages: false`): its steps run classify and
// aggregate alone, a third of the cost, and compare the documents. Shared by the bounded run of
// `npm test` and the long one of `test:slow`.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { expect } from 'vitest';
import { runAggregate } from '../../cli/pipelines/aggregate.ts';
import { runClassify } from '../../cli/pipelines/classify.ts';
import { MANIFEST_FILE } from '../../cli/pipelines/site/accelerated/incrementalManifest.ts';
import { hashOf } from '../../data/contentHash.ts';
import { FolderSink } from '../../data/folderSink.ts';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import { cachedFixture, copyTree, FIXTURE_CACHE, PROGRAM_PATHS, tcgSettings } from './fixtureCache.ts';
import { apply, lines, type Operation, operation, parse, type Settings } from './historyOperations.ts';
import { repoRoot, runTcg } from './runTcg.ts';
import { treeOf } from './tree.ts';

export { type Operation, operation } from './historyOperations.ts';

const exec = promisify(execFile);

/**
 * The operations between two publishes, and whether that publish runs at production size: the
 * size thresholds lowered to 0, so classify and aggregate read the snapshot in two threads and the
 * build splits its pages across two pre-rendering workers; otherwise the fixture's own size
 * decides, as it does for a small deployment (one thread, one worker). A history may cross the
 * thresholds either way between two publishes, as a growing snapshot does.
 */
export interface Step {
  changes: readonly Operation[];
  split: boolean;
}
/** A random step: one to three operations, at either size. */
export const step: fc.Arbitrary<Step> = fc.record({
  changes: fc.array(operation, { minLength: 1, maxLength: 3 }),
  split: fc.boolean(),
});

const sample = path.join(import.meta.dirname, '../../data/sample');

/** A small snapshot: the sample's first `decks` decks, every rule, card and event. */
export async function makeFixture(dir: string, decks: number): Promise<void> {
  await cp(sample, dir, { recursive: true });
  const all = parse(await readFile(path.join(dir, 'decks.jsonl'), 'utf8'));
  await writeFile(path.join(dir, 'decks.jsonl'), lines(all.slice(0, decks)));
}

/** Runs `tcg` (the compiled program) and fails the test with its stderr if it fails. */
async function tcg(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const run = await runTcg([...args, '--quiet'], env);
  expect(run.code, `tcg ${args.join(' ')}:\n${run.stderr}`).toBe(0);
  return run.stdout;
}

/** How the steps' classify runs read the decks: from classify's cache of them, or scanned. */
export const classifyRoutes = { cached: 0, scanned: 0 };

/**
 * How the steps' aggregate runs counted the decks: taking the previous run's counts on
 * (cli/pipelines/accelerators/aggregateDelta.ts), or all of them.
 */
export const aggregateRoutes = { delta: 0, full: 0, reclassified: 0 };

/**
 * The site settings a step's builds run with (unset ones removed from the inherited env), and the
 * share images' font: a copy of the tests' own, which node_modules/.cache shares with every other
 * checkout of the repository (another checkout's test run may rewrite it between two builds),
 * named by its content: the font's path is a site setting (part of the code hash), so every file
 * and run building from the shared start (startOf) gives the same one.
 */
const siteEnv = (settings: Settings): NodeJS.ProcessEnv => ({
  TCG_RULE_STATS_PATH: settings.ruleStatsPath,
  ...(font ? { TCG_SHARE_FONT: font } : {}),
});
let font: string | undefined;

async function copyFont(): Promise<void> {
  const given = process.env.TCG_SHARE_FONT;
  if (!given) return;
  const bytes = await readFile(given);
  const copy = path.join(FIXTURE_CACHE, `share-font-${hashOf(bytes)}${path.extname(given)}`);
  if (!existsSync(copy)) {
    await mkdir(FIXTURE_CACHE, { recursive: true });
    const pending = `${copy}.tmp-${process.pid}`;
    await writeFile(pending, bytes);
    await rename(pending, copy);
  }
  font = copy;
}

/**
 * The accelerated route, in place, with two threads: when `split`, its thresholds lowered so the
 * fixture takes the threaded and sharded route; otherwise the shipped thresholds. The build when
 * the history has pages.
 */
async function acceleratedStep(
  fast: string,
  settings: Settings,
  split: boolean,
  pages: boolean,
): Promise<void> {
  const threshold = split ? '0' : '';
  const env = {
    ...siteEnv(settings),
    TCG_ACCELERATE_MIN_BYTES: threshold,
    TCG_ACCELERATE_MIN_PAGES: threshold,
  };
  const snap = path.join(fast, 'snap');
  const classified = await tcg(
    ['classify', '--data', snap, '--as-of', settings.asOf, '--skip-invalid', '--threads', '2'],
    env,
  );
  classifyRoutes[classified.includes('from the cache of the decks') ? 'cached' : 'scanned'] += 1;
  const since = settings.currentSince ? ['--current-since', settings.currentSince] : [];
  const out = path.join(fast, 'out');
  const aggregate = ['--data', snap, '--out', out, '--as-of', settings.asOf, '--min-games', '3'];
  const aggregated = await tcg(['aggregate', ...aggregate, ...since, '--threads', '2'], env);
  const delta = /counts taken on from the previous run: (\d+) decks reclassified/.exec(aggregated);
  aggregateRoutes[delta ? 'delta' : 'full'] += 1;
  aggregateRoutes.reclassified += Number(delta?.[1] ?? 0);
  if (pages) await tcg(['build', '--docs', path.join(out, 'docs'), '--out', path.join(fast, 'site')], env);
}

/**
 * The plain route, fresh: classify and aggregate in this process (no accelerator is handed to the
 * pipelines, as `--plain` chooses), the documents into `out`; the site (when the history has
 * pages), by what it is made of.
 */
async function plainStep(
  plain: string,
  out: string,
  settings: Settings,
  pages: boolean,
): Promise<Tree | undefined> {
  const snap = path.join(plain, 'snap');
  await runClassify(
    { dryRun: false, asOf: settings.asOf, skipInvalid: true },
    { store: await SnapshotStore.open(snap) },
  );
  await runAggregate(
    {
      asOf: settings.asOf,
      minGames: 3,
      dryRun: false,
      deckDetails: true,
      currentSince: settings.currentSince,
    },
    { store: await SnapshotStore.open(snap), sink: new FolderSink(out) },
  );
  return pages ? plainSite(path.join(out, 'docs'), path.join(plain, 'site'), settings) : undefined;
}

type Tree = Record<string, string>;
/**
 * Plain sites by their documents and settings: a plain build is a function of the two, so a step
 * that left them as they were (and a history that reaches a set another reached) reuses the site.
 */
const plainSites = new Map<string, Tree>();

async function plainSite(docs: string, site: string, settings: Settings): Promise<Tree> {
  const key = createHash('sha256')
    .update(JSON.stringify([treeOf(docs), settings.ruleStatsPath ?? null]))
    .digest('hex');
  let tree = plainSites.get(key);
  if (!tree) {
    await rm(site, { recursive: true, force: true });
    await tcg(['build', '--docs', docs, '--out', site, '--plain'], siteEnv(settings));
    tree = treeOf(site);
    plainSites.set(key, tree);
  }
  return tree;
}

/**
 * Every file of a documents folder by relative path (the tools' own records aside), read at once:
 * ≈ 800 small files, which one awaited read each made a third of a step's comparison.
 */
function documentsOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.tcg-')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), readFileSync(file));
  }
  return files;
}

/**
 * Asserts both routes' documents and (given the plain site) pages are the same, naming the step
 * and the files that differ.
 */
async function compare(
  fast: string,
  plainOut: string,
  plainTree: Tree | undefined,
  where: string,
): Promise<void> {
  const expected = documentsOf(path.join(plainOut, 'docs'));
  const actual = documentsOf(path.join(fast, 'out', 'docs'));
  expect([...actual.keys()].sort(), `${where}: documents`).toEqual([...expected.keys()].sort());
  // Compared as bytes first (an expect per document is most of a comparison's time); the first
  // one that differs fails with its diff.
  const differ = [...expected].find(([file, bytes]) => !actual.get(file)?.equals(bytes));
  if (differ)
    expect(actual.get(differ[0])?.toString('utf8'), `${where}: ${differ[0]}`).toBe(
      differ[1].toString('utf8'),
    );
  if (!plainTree) return;
  const site = treeOf(path.join(fast, 'site'));
  delete site[MANIFEST_FILE];
  const differing = [...new Set([...Object.keys(site), ...Object.keys(plainTree)])]
    .filter((file) => site[file] !== plainTree[file])
    .sort();
  expect(differing, `${where}: pages that differ from the plain build's`).toEqual([]);
}

const START: Settings = {
  asOf: '2026-04-20T00:00:00.000Z',
  currentSince: undefined,
  ruleStatsPath: undefined,
  serial: 0,
};
/** The decks of the fixture (makeFixture). */
const FIXTURE_DECKS = 30;
/** The start of every history in this process (startOf). */
let started: Promise<string> | undefined;

/**
 * The first step of every history, run (and compared) once: its folder, which each history copies
 * in. The same for every history of every file (the fixture, START, the site), so it is a cached
 * fixture (fixtureCache.ts): made by the first file of a run that needs it, while the program, the
 * sources, the sample and these helpers stay as they are; the two routes compared there once.
 */
function startOf(): Promise<string> {
  started ??= (async () => {
    await copyFont();
    const inputs = {
      paths: PROGRAM_PATHS,
      values: {
        start: START,
        decks: FIXTURE_DECKS,
        node: process.version,
        repoRoot,
        font,
        env: tcgSettings((name) => name.startsWith('TCG_DIFF_')),
      },
    };
    let built = false;
    const dir = await cachedFixture('differential-start', inputs, (staging) => {
      built = true;
      return buildStart(staging);
    });
    // The routes the start's step took count as the histories' own, as when it ran here.
    if (!built) addRoutes(JSON.parse(await readFile(path.join(dir, START_ROUTES), 'utf8')) as Routes);
    return dir;
  })();
  return started;
}

/** The routes the start's step took, in its folder. */
const START_ROUTES = 'routes.json';
type Routes = { classify: typeof classifyRoutes; aggregate: typeof aggregateRoutes };

function addRoutes(routes: Routes): void {
  for (const key of Object.keys(classifyRoutes) as (keyof typeof classifyRoutes)[])
    classifyRoutes[key] += routes.classify[key];
  for (const key of Object.keys(aggregateRoutes) as (keyof typeof aggregateRoutes)[])
    aggregateRoutes[key] += routes.aggregate[key];
}

/** What a history starts from: the accelerated route's whole state, the plain route's snapshot. */
async function buildStart(dir: string): Promise<void> {
  const before = { classify: { ...classifyRoutes }, aggregate: { ...aggregateRoutes } };
  const fast = path.join(dir, 'fast');
  const plain = path.join(dir, 'plain');
  await makeFixture(path.join(fast, 'snap'), FIXTURE_DECKS);
  await cp(path.join(fast, 'snap'), path.join(plain, 'snap'), { recursive: true });
  const plainOut = path.join(dir, 'plain-out');
  const [, plainTree] = await Promise.all([
    acceleratedStep(fast, START, true, true),
    plainStep(plain, plainOut, START, true),
  ]);
  await compare(fast, plainOut, plainTree, 'at the start');
  await rm(plainOut, { recursive: true, force: true });
  const taken = (now: Record<string, number>, then: Record<string, number>) =>
    Object.fromEntries(Object.entries(now).map(([key, n]) => [key, n - then[key]!]));
  const routes = {
    classify: taken(classifyRoutes, before.classify),
    aggregate: taken(aggregateRoutes, before.aggregate),
  };
  await writeFile(path.join(dir, START_ROUTES), `${JSON.stringify(routes)}\n`);
}

/**
 * Runs a history in `work`: the start, then each step on both routes at once (the accelerated one
 * in its processes, the plain one here and in its build's process), compared after each: the
 * documents, and the pages unless `pages` is false.
 */
export async function runHistory(
  work: string,
  steps: readonly Step[],
  { pages = true }: { pages?: boolean } = {},
): Promise<void> {
  const start = await startOf();
  await exec('rm', ['-rf', work]);
  const fast = path.join(work, 'fast');
  const plain = path.join(work, 'plain');
  await mkdir(work, { recursive: true });
  if (pages) await copyTree(path.join(start, 'fast'), fast);
  else {
    // Without the site, which such a history does not build.
    await mkdir(fast, { recursive: true });
    await copyTree(path.join(start, 'fast', 'snap'), path.join(fast, 'snap'));
    await copyTree(path.join(start, 'fast', 'out'), path.join(fast, 'out'));
  }
  await copyTree(path.join(start, 'plain'), plain);
  const settings = { ...START };
  // The copy's decks are a new file, which classify's cache of them (kept for the very file it was
  // made from: data/accelerators/classifyCache.ts) does not describe: a classify that changes
  // nothing makes it again, so the steps classify from it, as a publish after a publish does.
  await tcg(
    ['classify', '--data', path.join(fast, 'snap'), '--as-of', settings.asOf, '--skip-invalid'],
    siteEnv(settings),
  );
  // Likewise aggregate's record of its counts, kept for the very decks file it read
  // (cli/pipelines/accelerators/aggregateDelta.ts): a threaded run makes it again, so a threaded
  // step after a rule edit takes the counts on, as a publish after a publish does.
  if (steps[0]?.split) await aggregateAgain(fast, settings);
  for (const [n, { changes, split }] of steps.entries()) {
    for (const change of changes) {
      await apply(path.join(fast, 'snap'), change, { ...settings });
      await apply(path.join(plain, 'snap'), change, settings);
    }
    const plainOut = path.join(plain, `out-${n}`);
    const [, plainTree] = await Promise.all([
      acceleratedStep(fast, settings, split, pages),
      plainStep(plain, plainOut, settings, pages),
    ]);
    await compare(fast, plainOut, plainTree, `after step ${n + 1} of ${JSON.stringify(steps)}`);
    await rm(plainOut, { recursive: true, force: true });
  }
}

/** The accelerated route's aggregate of the start again, threaded, its documents the same. */
async function aggregateAgain(fast: string, settings: Settings): Promise<void> {
  const out = path.join(fast, 'out');
  const since = settings.currentSince ? ['--current-since', settings.currentSince] : [];
  await tcg(
    [
      'aggregate',
      ...['--data', path.join(fast, 'snap'), '--out', out, '--as-of', settings.asOf, '--min-games', '3'],
      ...since,
      '--threads',
      '2',
    ],
    { ...siteEnv(settings), TCG_ACCELERATE_MIN_BYTES: '0', TCG_ACCELERATE_MIN_PAGES: '0' },
  );
}

/** Removes what `runHistory` left in `work` (the start stays cached). */
export async function cleanHistory(work: string): Promise<void> {
  await rm(work, { recursive: true, force: true });
}

/**
 * Runs the examples and `runs` random one-step histories in `work` (fast-check, seeded by `pages`
 * so each kind draws its own), each compared as `pages` says: the bounded runs of `npm test`.
 */
export async function oneStepHistories(
  work: string,
  { runs, examples, pages }: { runs: number; examples: Step[][]; pages: boolean },
): Promise<void> {
  let ran = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 1 }), async (steps) => {
      ran += 1;
      await runHistory(work, steps, { pages });
    }),
    {
      numRuns: runs + examples.length,
      seed: pages ? 20261129 : 20261201,
      endOnFailure: true,
      examples: examples.map((steps) => [steps]),
    },
  );
  expect(ran).toBe(runs + examples.length);
}
