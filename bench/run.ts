// `npm run bench`: runs each benchmark module in a fixed order (skipping missing ones), prints
// one line per figure and writes bench/results.json. Flags: --only, --sizes, --runs, --profile.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuilt } from '../scripts/ensureBuilt.ts';
import { defaultSources, ensureCorpus } from './corpus.ts';

/** What a benchmark module gets: the settings, the corpora and a place to record figures. */
export interface BenchContext {
  repoRoot: string;
  /** Corpus sizes to measure, in decks (default 100,000 and 1,000,000). */
  sizes: readonly number[];
  /** Repetitions whose median is reported. */
  runs: number;
  /** `--profile`: also run the end-to-end commands once under `node --cpu-prof` and log where time goes. */
  profile: boolean;
  /** A scratch folder (gitignored) for copies and outputs; the module cleans up after itself. */
  workDir: string;
  /** Records one figure; it is printed at once and saved in results.json. */
  figure(name: string, value: number, unit: string, note?: string): void;
  /** The snapshot folder of a `size`-deck corpus, generated on first use and cached. Do not modify it. */
  corpus(size: number): Promise<string>;
  /** A progress line on stderr (not a figure). */
  log(message: string): void;
}

export interface BenchModule {
  run(ctx: BenchContext): Promise<void>;
}

export interface Figure {
  module: string;
  name: string;
  value: number;
  unit: string;
  note?: string;
  /** When the figure was measured (figures not measured again are kept from earlier runs). */
  measuredAt: string;
}

/** The benchmark modules, in the order they run; a module whose file is absent is skipped. */
const MODULES = [
  'classify',
  'aggregate',
  'build',
  'firestore',
  'pipeline',
  'cardPages',
  'eventsImport',
  'cli',
  'suggest',
] as const;

// The builds measured carry the admin app for the local emulators, asked for explicitly (a
// production build needs TCG_FIREBASE_CONFIG); the admin bundle is cached, so either costs the same.
process.env.TCG_FIREBASE_EMULATORS ??= '1';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const resultsFile = path.join(benchDir, 'results.json');

function usage(message: string): never {
  console.error(`bench: ${message}`);
  console.error(
    'usage: npm run bench -- [--only classify,aggregate] [--sizes 100000,1000000] [--runs 3] [--profile] [--corpus DIR]',
  );
  process.exit(2);
}

function parseOptions(argv: string[]) {
  let values: { only?: string; sizes?: string; runs?: string; profile?: boolean; corpus?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        only: { type: 'string' },
        sizes: { type: 'string' },
        runs: { type: 'string' },
        profile: { type: 'boolean' },
        corpus: { type: 'string' },
      },
    }));
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const only = values.only
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of only ?? []) {
    if (!(MODULES as readonly string[]).includes(name))
      usage(`--only: unknown module "${name}" (${MODULES.join(', ')})`);
  }
  const sizes = (values.sizes ?? '100000,1000000').split(',').map((text) => Number(text.replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0))
    usage(`--sizes: "${values.sizes}" is not a list of positive integers`);
  const runs = Number(values.runs ?? '3');
  if (!Number.isInteger(runs) || runs <= 0) usage(`--runs: "${values.runs}" is not a positive integer`);
  // Another snapshot folder in place of the generated corpus (an older corpus, real data): its
  // figures are printed, not recorded in results.json, whose figures are the generated corpus's.
  const corpus = values.corpus === undefined ? undefined : path.resolve(values.corpus);
  if (corpus !== undefined && !existsSync(path.join(corpus, 'decks.jsonl')))
    usage(`--corpus: ${corpus} is not a snapshot folder (it has no decks.jsonl)`);
  if (corpus !== undefined && sizes.length !== 1)
    usage('--corpus: give the one size it has with --sizes (the figures are labelled by it)');
  return { only, sizes, runs, profile: values.profile === true, corpus };
}

function formatValue(value: number): string {
  if (Number.isInteger(value) || Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return value.toLocaleString('en-US', { maximumSignificantDigits: 3 });
}

/**
 * Figures of the previous results.json that were not measured again (another module, or another
 * corpus size), so `--only` and `--sizes` runs add to the results instead of erasing them.
 */
async function previousFigures(measured: readonly Figure[]): Promise<Figure[]> {
  if (!existsSync(resultsFile)) return [];
  const names = new Set(measured.map((figure) => figure.name));
  try {
    const previous = JSON.parse(await readFile(resultsFile, 'utf8')) as { figures?: Figure[] };
    return (previous.figures ?? []).filter((figure) => !names.has(figure.name));
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  const { only, sizes, runs, profile, corpus } = parseOptions(process.argv.slice(2));
  // The benchmarks time the compiled `bin/tcg.js`.
  ensureBuilt();
  const cacheRoot = path.join(benchDir, 'corpora');
  const workDir = path.join(cacheRoot, 'work');
  await mkdir(workDir, { recursive: true });
  const sources = defaultSources(repoRoot);
  const figures: Figure[] = [];
  const corpora = new Map<number, Promise<string>>();

  for (const name of MODULES) {
    if (only && !only.includes(name)) continue;
    const file = path.join(benchDir, `${name}.ts`);
    if (!existsSync(file)) {
      console.error(`bench: ${name}: no bench/${name}.ts yet, skipped`);
      continue;
    }
    const module = (await import(pathToFileURL(file).href)) as BenchModule;
    const ctx: BenchContext = {
      repoRoot,
      sizes,
      runs,
      profile,
      workDir,
      figure(figureName, value, unit, note) {
        const measuredAt = new Date().toISOString();
        figures.push({ module: name, name: figureName, value, unit, ...(note ? { note } : {}), measuredAt });
        console.log(
          `${figureName.padEnd(48)} ${formatValue(value).padStart(14)} ${unit}${note ? `  (${note})` : ''}`,
        );
      },
      corpus(size) {
        if (corpus !== undefined) return Promise.resolve(corpus);
        let dir = corpora.get(size);
        if (!dir) {
          console.error(
            `bench: corpus of ${size.toLocaleString('en-US')} decks (generated once, then cached)`,
          );
          dir = ensureCorpus(cacheRoot, size, sources);
          corpora.set(size, dir);
        }
        return dir;
      },
      log(message) {
        console.error(`bench: ${name}: ${message}`);
      },
    };
    const started = performance.now();
    await module.run(ctx);
    console.error(`bench: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  if (corpus !== undefined) {
    console.error(`bench: measured on ${corpus}: bench/results.json left as it was`);
    return;
  }
  const results = {
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      loadAverage: os.loadavg()[0],
    },
    runAt: new Date().toISOString(),
    figures: [...(await previousFigures(figures)), ...figures],
  };
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.error(`bench: wrote ${path.relative(process.cwd(), resultsFile)}`);
}

await main();
