// The model-based differential check of issue 36: random histories of real operations
// (historyOperations.ts) on a small snapshot. A step is the operations between two publishes (one
// or a few, as admins and new results come between two runs). After each step, the accelerated
// route runs in place
// as production runs it: the compiled `tcg classify`, `tcg aggregate` and `tcg build` (worker
// threads, the in-place update, the deck pages kept by their records, the sharded incremental
// build), their size thresholds lowered to 0 by the settings (TCG_ACCELERATE_MIN_BYTES,
// TCG_ACCELERATE_MIN_PAGES). The plain route runs fresh: `--plain` classify and aggregate into a
// new folder, `tcg build --plain` into a new site. Every document and every page must be the same
// byte for byte. Shared by the bounded run of `npm test` and the long one of `test:slow`.
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { runAggregate } from '../../cli/pipelines/aggregate.ts';
import { runClassify } from '../../cli/pipelines/classify.ts';
import { MANIFEST_FILE } from '../../cli/pipelines/site/accelerated/incrementalManifest.ts';
import { FolderSink } from '../../data/folderSink.ts';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import { apply, lines, type Operation, operation, parse, type Settings } from './historyOperations.ts';
import { runTcg } from './runTcg.ts';
import { treeOf } from './tree.ts';

export { type Operation, operation } from './historyOperations.ts';

/** The operations between two publishes. */
export type Step = readonly Operation[];
/** A random step: one to three operations. */
export const step: fc.Arbitrary<Step> = fc.array(operation, { minLength: 1, maxLength: 3 });

const sample = path.join(import.meta.dirname, '../../data/sample');

/** A small snapshot: the sample's first `decks` decks, every rule, card and event. */
export async function makeFixture(dir: string, decks: number): Promise<void> {
  await cp(sample, dir, { recursive: true });
  const all = parse(await readFile(path.join(dir, 'decks.jsonl'), 'utf8'));
  await writeFile(path.join(dir, 'decks.jsonl'), lines(all.slice(0, decks)));
}

/** Runs `tcg` (the compiled program) and fails the test with its stderr if it fails. */
async function tcg(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const run = await runTcg([...args, '--quiet'], env);
  expect(run.code, `tcg ${args.join(' ')}:\n${run.stderr}`).toBe(0);
}

/**
 * The site settings a step's builds run with (unset ones removed from the inherited env), and the
 * share images' font: a copy of the tests' own, which node_modules/.cache shares with every other
 * checkout of the repository (another checkout's test run may rewrite it between two builds).
 */
const siteEnv = (settings: Settings): NodeJS.ProcessEnv => ({
  TCG_RULE_STATS_PATH: settings.ruleStatsPath,
  ...(font ? { TCG_SHARE_FONT: font } : {}),
});
let font: string | undefined;

/** The accelerated route, in place: its thresholds lowered so the fixture takes it, two threads. */
async function acceleratedStep(fast: string, settings: Settings): Promise<void> {
  const env = { ...siteEnv(settings), TCG_ACCELERATE_MIN_BYTES: '0', TCG_ACCELERATE_MIN_PAGES: '0' };
  const snap = path.join(fast, 'snap');
  await tcg(['classify', '--data', snap, '--as-of', settings.asOf, '--skip-invalid', '--threads', '2'], env);
  const since = settings.currentSince ? ['--current-since', settings.currentSince] : [];
  const out = path.join(fast, 'out');
  const aggregate = ['--data', snap, '--out', out, '--as-of', settings.asOf, '--min-games', '3'];
  await tcg(['aggregate', ...aggregate, ...since, '--threads', '2'], env);
  await tcg(['build', '--docs', path.join(out, 'docs'), '--out', path.join(fast, 'site')], env);
}

/**
 * The plain route, fresh: classify and aggregate in this process (no accelerator is handed to the
 * pipelines, as `--plain` chooses), the documents into `out`; the site, by what it is made of.
 */
async function plainStep(plain: string, out: string, settings: Settings): Promise<Tree> {
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
  return plainSite(path.join(out, 'docs'), path.join(plain, 'site'), settings);
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

/** Every file of a documents folder by relative path (the tools' own records aside). */
async function documentsOf(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.tcg-')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}

/** Asserts both routes' documents and pages are the same, naming the step and the files that differ. */
async function compare(fast: string, plainOut: string, plainTree: Tree, where: string): Promise<void> {
  const expected = await documentsOf(path.join(plainOut, 'docs'));
  const actual = await documentsOf(path.join(fast, 'out', 'docs'));
  expect([...actual.keys()].sort(), `${where}: documents`).toEqual([...expected.keys()].sort());
  for (const [file, text] of expected) expect(actual.get(file), `${where}: ${file}`).toBe(text);
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
/** The first step of every history, run (and compared) once: copied in by each history. */
const started = new Map<string, Promise<void>>();

async function start(work: string): Promise<void> {
  const fast = path.join(work, 'fast');
  const plain = path.join(work, 'plain');
  await rm(work, { recursive: true, force: true });
  if (process.env.TCG_SHARE_FONT) {
    font = `${work}.font${path.extname(process.env.TCG_SHARE_FONT)}`;
    await cp(process.env.TCG_SHARE_FONT, font);
  }
  await makeFixture(path.join(fast, 'snap'), 30);
  await cp(path.join(fast, 'snap'), path.join(plain, 'snap'), { recursive: true });
  await acceleratedStep(fast, START);
  const plainOut = path.join(plain, 'out');
  await compare(fast, plainOut, await plainStep(plain, plainOut, START), 'at the start');
  await cp(work, `${work}.start`, { recursive: true });
}

/** Runs a history in `work`: the start, then each step on both routes, compared after each. */
export async function runHistory(work: string, steps: readonly Step[]): Promise<void> {
  if (!started.has(work)) started.set(work, start(work));
  await started.get(work);
  await rm(work, { recursive: true, force: true });
  await cp(`${work}.start`, work, { recursive: true });
  const fast = path.join(work, 'fast');
  const plain = path.join(work, 'plain');
  const settings = { ...START };
  for (const [n, changes] of steps.entries()) {
    for (const change of changes) {
      await apply(path.join(fast, 'snap'), change, { ...settings });
      await apply(path.join(plain, 'snap'), change, settings);
    }
    await acceleratedStep(fast, settings);
    const plainOut = path.join(plain, `out-${n}`);
    const plainTree = await plainStep(plain, plainOut, settings);
    await compare(fast, plainOut, plainTree, `after step ${n + 1} of ${JSON.stringify(steps)}`);
    await rm(plainOut, { recursive: true, force: true });
  }
}

/** Removes what `runHistory` left in `work`. */
export async function cleanHistory(work: string): Promise<void> {
  await rm(work, { recursive: true, force: true });
  await rm(`${work}.start`, { recursive: true, force: true });
  if (font) await rm(font, { force: true });
}
