// Aggregation benchmark per corpus size: `tcg aggregate` end to end through the CLI on a
// classified copy of the corpus (wall time, CPU time, peak RSS) and its time per stage (from
// --json), without and with the per-deck detail documents (one file per deck).
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AggregateSummary } from '../cli/pipelines/aggregate.ts';
import { sizeLabel } from './classify.ts';
import { measureChild, median } from './measure.ts';
import type { BenchContext } from './run.ts';

const AS_OF = '2026-04-05T00:00:00+09:00';

function failure(what: string, stderr: string): Error {
  const line = stderr.split('\n').find((text) => text.startsWith('tcg:')) ?? stderr.trim().split('\n').at(-1);
  return new Error(`${what} failed: ${line ?? 'no output'}`);
}

/**
 * A classified copy of the corpus in the work folder (the cached corpus is never modified),
 * kept between runs and remade only when the corpus was regenerated: classifying a million
 * decks is the classify bench's figure, not ours.
 */
async function classifiedCopy(ctx: BenchContext, size: number): Promise<string> {
  const corpus = await ctx.corpus(size);
  const copy = path.join(ctx.workDir, `aggregate-classified-${size}`);
  const marker = path.join(copy, 'CLASSIFIED');
  const stamp = await readFile(path.join(corpus, 'manifest.json'), 'utf8');
  if ((await readFile(marker, 'utf8').catch(() => '')) === stamp) {
    ctx.log(`${sizeLabel(size)}: reusing the classified copy ${copy}`);
    return copy;
  }
  await rm(copy, { recursive: true, force: true });
  await cp(corpus, copy, { recursive: true });
  ctx.log(`${sizeLabel(size)}: classifying the copy`);
  const run = await measureChild(
    process.execPath,
    ['bin/tcg.js', 'classify', '--data', copy, '--quiet', '--as-of', AS_OF],
    { cwd: ctx.repoRoot },
  );
  if (run.exitCode !== 0) throw failure('tcg classify', run.stderr);
  await writeFile(marker, stamp);
  return copy;
}

async function benchVariant(
  ctx: BenchContext,
  snapshot: string,
  size: number,
  deckDetails: boolean,
  threads?: number,
): Promise<number> {
  const label = `${sizeLabel(size)}${deckDetails ? '' : ',no-deck-details'}${threads === undefined ? '' : `,threads-${threads}`}`;
  // The output goes to the system's temporary folder, a fresh folder per run, all removed after
  // the last run: on this VM (ext4 mounted with `discard`), creating files under /work, or right
  // after deleting tens of thousands of others, costs many times the system time (28,000 files:
  // 1.3 s in a quiet /tmp, 21–27 s under /work), which would measure the disk, not the command.
  const outOf = (run: number) => path.join(tmpdir(), `tcg-bench-aggregate-out-${size}-${run}`);
  // A run with a page per deck writes a million files at 1M: once is enough there.
  const runs = deckDetails && size >= 1_000_000 ? 1 : ctx.runs;
  const walls: number[] = [];
  const peaks: number[] = [];
  const cpus: number[] = [];
  const stageMs = new Map<string, number[]>();
  let summary: AggregateSummary | undefined;
  for (let run = 0; run < runs; run++) {
    const out = outOf(run);
    await rm(out, { recursive: true, force: true });
    const args = [
      'bin/tcg.js',
      'aggregate',
      '--data',
      snapshot,
      '--out',
      out,
      '--as-of',
      AS_OF,
      '--json',
      '--quiet',
    ];
    if (!deckDetails) args.push('--no-deck-details');
    if (threads !== undefined) args.push('--threads', String(threads));
    const result = await measureChild(process.execPath, args, { cwd: ctx.repoRoot });
    if (result.exitCode !== 0) throw failure('tcg aggregate', result.stderr);
    summary = JSON.parse(result.stdout) as AggregateSummary;
    walls.push(result.wallMs / 1000);
    peaks.push((result.peakRssBytes ?? 0) / 1024 / 1024);
    cpus.push(result.cpuSeconds ?? 0);
    for (const stage of summary.stages)
      stageMs.set(stage.name, [...(stageMs.get(stage.name) ?? []), stage.ms]);
    ctx.log(
      `aggregate[${label}]: run ${run + 1}: ${walls[run]!.toFixed(1)} s wall, ${cpus[run]!.toFixed(1)} s CPU, ${Math.round(peaks[run]!)} MB`,
    );
  }
  for (let run = 0; run < runs; run++) await rm(outOf(run), { recursive: true, force: true });
  const note = `${runs === 1 ? '1 run' : `median of ${runs}`}; ${summary?.written ?? 0} documents`;
  ctx.figure(`aggregate.e2e.wall[${label}]`, median(walls), 's', `${note}; target ≤ 30 s at 1M`);
  ctx.figure(`aggregate.e2e.cpu[${label}]`, median(cpus), 's', 'user + system CPU of the process');
  ctx.figure(`aggregate.e2e.peakRss[${label}]`, median(peaks), 'MB', 'target ≤ 1536 MB at 1M');
  for (const [name, values] of stageMs) {
    ctx.figure(`aggregate.stage.${name.replace(/\s+/g, '-')}[${label}]`, median(values) / 1000, 's');
  }
  return median(walls);
}

export async function run(ctx: BenchContext): Promise<void> {
  for (const size of ctx.sizes) {
    const snapshot = await classifiedCopy(ctx, size);
    // Without deck details first: the statistics alone, with the decks read in worker threads
    // (the default) and, as the baseline of the same run, in one thread; then the full command
    // (one file per deck, read in one thread).
    const threaded = await benchVariant(ctx, snapshot, size, false);
    const single = await benchVariant(ctx, snapshot, size, false, 1);
    ctx.figure(
      `aggregate.threads.speedup[${sizeLabel(size)},no-deck-details]`,
      single / threaded,
      '×',
      'wall time with --threads 1 over the default (worker threads), same run',
    );
    await benchVariant(ctx, snapshot, size, true);
  }
}
