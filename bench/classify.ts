// Classification benchmarks per corpus size: the RuleMatcher's throughput in memory, the naive
// matcher on a subset (the speed-up), and `tcg classify` end to end (wall time, peak RSS).
import { createReadStream } from 'node:fs';
import { cp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ProjectionScanner } from '../data/accelerators/byteScanner/jsonProjection.ts';
import { DECK_VIEW_FIELDS } from '../engine/aggregate/deckView.ts';
import { CLASSIFY_FIELDS } from '../engine/rules/classify.ts';
import { type CardCount, RuleMatcher } from '../engine/rules/matcher.ts';
import { NaiveMatcher } from '../engine/rules/naiveMatcher.ts';
import { validateRules } from '../engine/rules/validateRule.ts';
import type { Rule } from '../engine/schemas.ts';
import { busiestProfile, formatProfile } from './cpuProfile.ts';
import { measureChild, median } from './measure.ts';
import type { BenchContext } from './run.ts';

/** Decks the naive matcher classifies per run; its rate is per deck, so a subset is enough. */
const NAIVE_DECKS = 20_000;

export function sizeLabel(size: number): string {
  if (size % 1_000_000 === 0) return `${size / 1_000_000}M`;
  if (size % 1_000 === 0) return `${size / 1_000}k`;
  return String(size);
}

async function loadRules(snapshot: string): Promise<Rule[]> {
  const text = await readFile(path.join(snapshot, 'deck_rules.jsonl'), 'utf8');
  const raws = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
  const { rules, invalidRules } = validateRules(raws);
  if (invalidRules.length > 0) throw new Error(`corpus rules invalid: ${JSON.stringify(invalidRules[0])}`);
  return rules;
}

/** The name a card is classified by: `name`, or `normalized_name` when the name is missing or blank. */
function effectiveName(card: CardCount): string | undefined {
  for (const name of [card.name, card.normalized_name] as unknown[]) {
    if (typeof name === 'string' && name.trim() !== '') return name;
  }
  return undefined;
}

/** Every deck in two forms: card lists (for match) and name numbers with counts (for matchCounts). */
interface LoadedDecks {
  /** Card lists; identical cards (same name and count) are one shared object. */
  lists: CardCount[][];
  /** The distinct names, numbered in order of first appearance. */
  names: string[];
  /** Every deck's cards back to back: its name's number (-1: no name) and its count. */
  ids: Int32Array;
  counts: Float64Array;
  /** Deck d's cards are at [offsets[d], offsets[d + 1]). */
  offsets: Int32Array;
}

async function loadDecks(snapshot: string, size: number): Promise<LoadedDecks> {
  const shared = new Map<string, CardCount>();
  const numbers = new Map<string, number>();
  const names: string[] = [];
  const lists: CardCount[][] = [];
  let ids = new Int32Array(size * 30);
  let counts = new Float64Array(size * 30);
  const offsets: number[] = [0];
  let used = 0;
  const lines = createInterface({
    input: createReadStream(path.join(snapshot, 'decks.jsonl')),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const deck = JSON.parse(line) as { cards?: CardCount[] };
    const cards = (deck.cards ?? []).map(({ name, normalized_name, count }) => {
      const key = `${name}\u0000${normalized_name}\u0000${count}`;
      let card = shared.get(key);
      if (!card) {
        card = { name, normalized_name, count };
        shared.set(key, card);
      }
      return card;
    });
    lists.push(cards);
    if (used + cards.length > ids.length) {
      const grown = new Int32Array(2 * ids.length);
      grown.set(ids);
      ids = grown;
      const grownCounts = new Float64Array(2 * counts.length);
      grownCounts.set(counts);
      counts = grownCounts;
    }
    for (const card of cards) {
      const name = effectiveName(card);
      let number = name === undefined ? -1 : numbers.get(name);
      if (number === undefined) {
        number = names.push(name!) - 1;
        numbers.set(name!, number);
      }
      ids[used] = number;
      counts[used++] = typeof card.count === 'number' ? card.count : Number(card.count);
    }
    offsets.push(used);
  }
  return { lists, names, ids, counts, offsets: Int32Array.from(offsets) };
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

interface Timed<M> {
  decksPerSecond: number;
  decksPerCpuSecond: number;
  matcher: M;
  matched: number;
}

/**
 * Runs `classifyAll` with a fresh matcher (so its regex tests are included); returns decks per
 * second of wall time and of CPU time (this process's; on a shared machine wall time also counts
 * waiting for a core).
 */
function timeMatcher<M>(create: () => M, decks: number, classifyAll: (matcher: M) => number): Timed<M> {
  const cpuStarted = cpuSeconds();
  const started = process.hrtime.bigint();
  const matcher = create();
  const matched = classifyAll(matcher);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = cpuSeconds() - cpuStarted;
  return { decksPerSecond: decks / seconds, decksPerCpuSecond: decks / cpu, matcher, matched };
}

/** The core: each distinct name resolved once (its regex tests), then every deck from its name ids and counts. */
function coreRun(rules: Rule[], decks: LoadedDecks, count: number): Timed<RuleMatcher> {
  return timeMatcher(
    () => new RuleMatcher(rules),
    count,
    (matcher) => {
      // Names in order of first appearance get the ids 0, 1, 2...: the decks' numbers are the ids.
      for (let n = 0; n < decks.names.length; n++) {
        if (matcher.nameId(decks.names[n]) !== n) throw new Error('bench: name ids out of step');
      }
      const { ids, counts, offsets } = decks;
      let matched = 0;
      for (let d = 0; d < count; d++) {
        if (matcher.matchCounts(ids, counts, offsets[d]!, offsets[d + 1]!).length > 0) matched++;
      }
      return matched;
    },
  );
}

/** Every deck from its card objects (`match(cards)`: a name lookup per card), as the CLI does. */
function listRun<M extends { match(cards: readonly CardCount[]): unknown[] }>(
  create: () => M,
  lists: readonly CardCount[][],
): Timed<M> {
  return timeMatcher(create, lists.length, (matcher) => {
    let matched = 0;
    for (let i = 0; i < lists.length; i++) if (matcher.match(lists[i]!).length > 0) matched++;
    return matched;
  });
}

async function benchMatchers(ctx: BenchContext, snapshot: string, size: number): Promise<void> {
  const label = sizeLabel(size);
  const rules = await loadRules(snapshot);
  ctx.log(`${label}: loading decks`);
  const decks = await loadDecks(snapshot, size);
  const count = decks.lists.length;
  const core: number[] = [];
  const coreCpu: number[] = [];
  const lists: number[] = [];
  const listsCpu: number[] = [];
  const naive: number[] = [];
  const naiveCpu: number[] = [];
  const load: number[] = [];
  const subset = decks.lists.slice(0, NAIVE_DECKS);
  let last: Timed<RuleMatcher> | undefined;
  // An untimed pass first, so the runs compare optimised code, not the JIT's warm-up.
  coreRun(rules, decks, Math.min(count, NAIVE_DECKS));
  listRun(() => new RuleMatcher(rules), subset);
  for (let run = 0; run < ctx.runs; run++) {
    load.push(os.loadavg()[0]!);
    last = coreRun(rules, decks, count);
    core.push(last.decksPerSecond);
    coreCpu.push(last.decksPerCpuSecond);
    const fromLists = listRun(() => new RuleMatcher(rules), decks.lists);
    if (fromLists.matched !== last.matched) throw new Error('bench: match and matchCounts disagree');
    lists.push(fromLists.decksPerSecond);
    listsCpu.push(fromLists.decksPerCpuSecond);
    const baseline = listRun(() => new NaiveMatcher(rules), subset);
    naive.push(baseline.decksPerSecond);
    naiveCpu.push(baseline.decksPerCpuSecond);
    ctx.log(
      `${label}: run ${run + 1}: core ${Math.round(core[run]!)} decks/s, from card lists ${Math.round(lists[run]!)} decks/s, naive ${Math.round(naive[run]!)} decks/s`,
    );
  }
  const runsNote = `median of ${ctx.runs}, ${rules.length} rules`;
  ctx.figure(`classify.core[${label}]`, median(core), 'decks/s', `name ids and counts, ${runsNote}`);
  ctx.figure(`classify.core.perCpuSecond[${label}]`, median(coreCpu), 'decks/s', `CPU time, ${runsNote}`);
  ctx.figure(`classify.core.cardLists[${label}]`, median(lists), 'decks/s', `match(cards), ${runsNote}`);
  ctx.figure(
    `classify.core.cardLists.perCpuSecond[${label}]`,
    median(listsCpu),
    'decks/s',
    `CPU time, ${runsNote}`,
  );
  ctx.figure(
    `classify.naive[${label}]`,
    median(naive),
    'decks/s',
    `first ${subset.length} decks, ${runsNote}`,
  );
  ctx.figure(`classify.speedup[${label}]`, median(core) / median(naive), 'x', 'core / naive');
  ctx.figure(
    `classify.speedup.cpu[${label}]`,
    median(coreCpu) / median(naiveCpu),
    'x',
    'core / naive, CPU time',
  );
  ctx.figure(
    `classify.speedup.cardLists[${label}]`,
    median(lists) / median(naive),
    'x',
    'match(cards) / naive (both from card objects)',
  );
  ctx.figure(
    `classify.loadAverage[${label}]`,
    median(load),
    'runnable',
    `1-minute load average during the runs, ${os.cpus().length} CPUs`,
  );
  const stats = last!.matcher.stats();
  const oncePerPair = stats.regexTests === stats.distinctNames * stats.distinctPatterns;
  ctx.figure(`classify.matcher.distinctNames[${label}]`, stats.distinctNames, 'names');
  ctx.figure(`classify.matcher.distinctPatterns[${label}]`, stats.distinctPatterns, 'patterns');
  ctx.figure(
    `classify.matcher.regexTests[${label}]`,
    stats.regexTests,
    'tests',
    oncePerPair ? 'names x patterns: each pair tested once' : 'NOT names x patterns',
  );
  ctx.figure(`classify.matchedShare[${label}]`, (100 * last!.matched) / count, '%', 'decks with a match');
}

/** The line of a failed command's stderr that says what went wrong. */
function errorLine(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim());
  return lines.find((line) => /^tcg:|Error\b/.test(line)) ?? lines.find(Boolean) ?? '(no output)';
}

/**
 * Runs `tcg classify --quiet` on a snapshot folder, measured; `nodeArgs` go before the script,
 * `args` after the command.
 */
function classifyCommand(
  ctx: BenchContext,
  snapshot: string,
  nodeArgs: readonly string[] = [],
  args: readonly string[] = [],
) {
  const tcg = path.join(ctx.repoRoot, 'bin/tcg.js');
  return measureChild(
    process.execPath,
    [...nodeArgs, tcg, 'classify', '--data', snapshot, '--quiet', ...args],
    { cwd: ctx.repoRoot },
  );
}

/** A fresh copy of the corpus (classify rewrites it) for `use`, removed afterwards. */
async function withCopy<T>(
  ctx: BenchContext,
  snapshot: string,
  use: (copy: string) => Promise<T>,
): Promise<T> {
  const copy = path.join(ctx.workDir, `classify-${path.basename(snapshot)}`);
  await rm(copy, { recursive: true, force: true });
  await cp(snapshot, copy, { recursive: true });
  try {
    return await use(copy);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** `tcg classify` on a fresh copy of the corpus, then again on its own output (nothing to change). */
async function benchEndToEnd(ctx: BenchContext, snapshot: string, size: number): Promise<void> {
  const label = sizeLabel(size);
  const first = { wall: [] as number[], rss: [] as number[], cpu: [] as number[] };
  const again = { wall: [] as number[], rss: [] as number[], cpu: [] as number[], rewritten: false };
  const oneThread = { wall: [] as number[], cpu: [] as number[] };
  for (let run = 0; run < ctx.runs; run++) {
    // The same first classification in the calling thread only (--threads 1): the threads' gain.
    const single = await withCopy(ctx, snapshot, (copy) =>
      classifyCommand(ctx, copy, [], ['--threads', '1']),
    );
    if (single.exitCode !== 0) {
      ctx.log(`${label}: classify --threads 1 failed (exit ${single.exitCode}): ${errorLine(single.stderr)}`);
      return;
    }
    oneThread.wall.push(single.wallMs / 1000);
    if (single.cpuSeconds !== undefined) oneThread.cpu.push(single.cpuSeconds);
    ctx.log(`${label}: run ${run + 1}: classify --threads 1 ${(single.wallMs / 1000).toFixed(1)} s`);
    const failed = await withCopy(ctx, snapshot, async (copy) => {
      for (const [phase, into] of [
        ['classify', first],
        ['reclassify', again],
      ] as const) {
        const before = (await stat(path.join(copy, 'decks.jsonl'))).mtimeMs;
        const result = await classifyCommand(ctx, copy);
        if (result.exitCode !== 0) {
          ctx.log(`${label}: ${phase} failed (exit ${result.exitCode}): ${errorLine(result.stderr)}`);
          return true;
        }
        into.wall.push(result.wallMs / 1000);
        if (result.peakRssBytes !== undefined) into.rss.push(result.peakRssBytes / 2 ** 20);
        if (result.cpuSeconds !== undefined) into.cpu.push(result.cpuSeconds);
        if (phase === 'reclassify' && (await stat(path.join(copy, 'decks.jsonl'))).mtimeMs !== before) {
          again.rewritten = true;
        }
        ctx.log(`${label}: run ${run + 1}: ${phase} ${(result.wallMs / 1000).toFixed(1)} s`);
      }
      return false;
    });
    if (failed) return;
  }
  const note = `median of ${ctx.runs}, node bin/tcg.js classify --quiet`;
  ctx.figure(`classify.e2e.wall[${label}]`, median(first.wall), 's', note);
  ctx.figure(`classify.e2e.throughput[${label}]`, size / median(first.wall), 'decks/s');
  if (first.cpu.length > 0) {
    ctx.figure(`classify.e2e.cpu[${label}]`, median(first.cpu), 's', 'user + system CPU time, all threads');
  }
  if (first.rss.length > 0) ctx.figure(`classify.e2e.peakRss[${label}]`, median(first.rss), 'MB', 'VmHWM');
  ctx.figure(`classify.e2e.oneThread.wall[${label}]`, median(oneThread.wall), 's', `${note} --threads 1`);
  if (oneThread.cpu.length > 0) {
    ctx.figure(`classify.e2e.oneThread.cpu[${label}]`, median(oneThread.cpu), 's', 'user + system CPU time');
  }
  ctx.figure(
    `classify.e2e.threadGain[${label}]`,
    median(oneThread.wall) / median(first.wall),
    'x',
    `--threads 1 wall / default wall (${availableParallelism()} CPUs, load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  const againNote = `second run, nothing changed; decks.jsonl ${again.rewritten ? 'rewritten' : 'left as is'}`;
  ctx.figure(`classify.e2e.reclassify.wall[${label}]`, median(again.wall), 's', againNote);
  if (again.cpu.length > 0) {
    ctx.figure(`classify.e2e.reclassify.cpu[${label}]`, median(again.cpu), 's', 'user + system CPU time');
  }
  if (again.rss.length > 0) {
    ctx.figure(`classify.e2e.reclassify.peakRss[${label}]`, median(again.rss), 'MB', 'VmHWM');
  }
  if (ctx.profile) await profileEndToEnd(ctx, snapshot, label);
}

/** One more classify under `node --cpu-prof`; logs where its time went and saves the summary. */
async function profileEndToEnd(ctx: BenchContext, snapshot: string, label: string): Promise<void> {
  const profileDir = path.join(ctx.workDir, `cpuprof-classify-${label}`);
  await rm(profileDir, { recursive: true, force: true });
  await withCopy(ctx, snapshot, (copy) =>
    classifyCommand(ctx, copy, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]),
  );
  const files = (await readdir(profileDir)).map((name) => path.join(profileDir, name));
  const summary = await busiestProfile(files);
  if (!summary) return;
  const lines = formatProfile(summary);
  for (const line of lines) ctx.log(`${label}: ${line}`);
  const report = path.join(ctx.workDir, `profile-classify-${label}.txt`);
  await writeFile(report, `${lines.join('\n')}\n`);
  ctx.log(
    `${label}: profile summary in ${path.relative(ctx.repoRoot, report)}, raw profiles in ${path.relative(ctx.repoRoot, profileDir)}`,
  );
}

export async function run(ctx: BenchContext): Promise<void> {
  for (const size of ctx.sizes) {
    const snapshot = await ctx.corpus(size);
    await benchMatchers(ctx, snapshot, size);
    await benchScanner(ctx, snapshot, size);
    await benchEndToEnd(ctx, snapshot, size);
  }
}

/** Bytes of decks.jsonl the scanner benchmark reads (whole lines from the start). */
const SCANNER_BYTES = 128 << 20;

/**
 * The byte scanner alone (data/accelerators/byteScanner): the first SCANNER_BYTES of decks.jsonl
 * in memory, every line scanned for classify's fields and for the aggregate's, one fresh scanner
 * a pass (its tables start empty, as a thread's do).
 */
async function benchScanner(ctx: BenchContext, snapshot: string, size: number): Promise<void> {
  const label = sizeLabel(size);
  const handle = await open(path.join(snapshot, 'decks.jsonl'), 'r');
  const buffer = Buffer.alloc(SCANNER_BYTES);
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
  await handle.close();
  const lines: [number, number][] = [];
  for (
    let start = 0, end = buffer.indexOf(0x0a);
    end !== -1 && end < bytesRead;
    end = buffer.indexOf(0x0a, start)
  ) {
    lines.push([start, end]);
    start = end + 1;
  }
  const bytes = lines.at(-1)![1];
  for (const [name, fields] of [
    ['classify', CLASSIFY_FIELDS],
    ['aggregate', DECK_VIEW_FIELDS],
  ] as const) {
    const rates: number[] = [];
    for (let round = 0; round < ctx.runs; round++) {
      const scanner = new ProjectionScanner(fields);
      const started = performance.now();
      for (const [start, end] of lines) {
        if (scanner.scan(buffer, start, end) === undefined)
          throw new Error(`scanner refused line at byte ${start}`);
      }
      rates.push(bytes / 2 ** 20 / ((performance.now() - started) / 1000));
    }
    ctx.figure(
      `classify.scanner.${name}[${label}]`,
      median(rates),
      'MB/s',
      `${lines.length} lines (${Math.round(bytes / 2 ** 20)} MB), one thread, median of ${ctx.runs}`,
    );
  }
}
