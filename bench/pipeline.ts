// Whole-pipeline benchmarks: classify + aggregate (with a page per deck) + build of a corpus, as
// wall time and peak memory of each step's process tree, next to the generator floor (parse each
// deck, write one HTML page and one JSON document: bench/generatorFloor.ts) measured in the same
// run; then a one-rule edit (one rule narrowed) published incrementally: classify → aggregate →
// build again on the same folders, with the pages re-rendered. Outputs go to the system temp folder,
// removed at the end unless TCG_BENCH_KEEP=1 (then the site can be weighed: deckPageWeight.ts).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureTree } from './build.ts';
import type { BenchContext } from './run.ts';

const MB = 1024 * 1024;
const AS_OF = '2026-04-05T00:00:00+09:00';

interface Step {
  name: string;
  wallMs: number;
  peakMb: number;
  stdout: string;
}

export async function run(ctx: BenchContext): Promise<void> {
  for (const size of ctx.sizes) {
    const label = `pipeline ${size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`}`;
    const work = path.join(os.tmpdir(), `tcg-bench-pipeline-${size}`);
    rmSync(work, { recursive: true, force: true });
    const snapshot = path.join(work, 'snapshot');
    cpSync(await ctx.corpus(size), snapshot, { recursive: true });
    const tcg = (...args: string[]) => [path.join(ctx.repoRoot, 'bin', 'tcg.js'), ...args];
    const step = async (name: string, args: string[]): Promise<Step> => {
      ctx.log(`${label}: ${name}`);
      const result = await measureTree(process.execPath, args, ctx.repoRoot);
      if (result.exitCode !== 0) throw new Error(`${name} failed: ${result.stderr.slice(-2000)}`);
      return { name, wallMs: result.wallMs, peakMb: result.peakTreeRssBytes / MB, stdout: result.stdout };
    };
    const out = path.join(work, 'out');
    const site = path.join(work, 'site');
    const publish = async (when: string) => [
      await step(`${when} classify`, tcg('classify', '--data', snapshot, '--quiet')),
      await step(
        `${when} aggregate`,
        tcg('aggregate', '--data', snapshot, '--out', out, '--as-of', AS_OF, '--quiet'),
      ),
      // Not --quiet: its stages line says where the build's time went.
      await step(`${when} build`, tcg('build', '--docs', path.join(out, 'docs'), '--out', site)),
    ];
    try {
      const floor = await step('generator floor', [
        path.join(ctx.repoRoot, 'bin', 'run-ts.js'),
        path.join(ctx.repoRoot, 'bench', 'generatorFloor.ts'),
        snapshot,
        path.join(work, 'floor'),
      ]);
      // Removed before the timed steps (a minute or two at 1M, untimed): at 1M its 17 GB would
      // otherwise sit beside the snapshot, documents and site until the end.
      rmSync(path.join(work, 'floor'), { recursive: true, force: true });
      const full = await publish('full');
      const fullMs = sum(full);
      const load = os.loadavg()[0]?.toFixed(1);
      ctx.figure(
        `${label}: generator floor`,
        floor.wallMs / 1000,
        's',
        `peak ${Math.round(floor.peakMb)} MB`,
      );
      ctx.figure(
        `${label}: classify + aggregate + build`,
        fullMs / 1000,
        's',
        `${describe(full)}; load ${load} on ${os.availableParallelism()} cores`,
      );
      ctx.figure(`${label}: × generator floor`, fullMs / floor.wallMs, '×', 'target ≤ 3×');
      ctx.figure(`${label}: full build`, (full[2]?.wallMs ?? 0) / 1000, 's', stagesOf(full[2]));
      ctx.figure(
        `${label}: peak memory (largest step)`,
        Math.max(...full.map((s) => s.peakMb)),
        'MB',
        'target ≤ 2,048 MB',
      );

      const rule = narrowOneRule(snapshot);
      const edit = await publish('edit');
      const rendered = /(\d+) pages re-rendered, (\d+) unchanged, (\d+) removed/.exec(edit[2]?.stdout ?? '');
      ctx.figure(
        `${label}: one-rule edit, incremental`,
        sum(edit) / 1000,
        's',
        `rule ${rule} narrowed; ${describe(edit)}; ${rendered ? `${rendered[1]} pages re-rendered, ${rendered[2]} kept, ${rendered[3]} removed` : edit[2]?.stdout.trim()}; target ≤ 10 s`,
      );
      ctx.figure(`${label}: one-rule edit, pages re-rendered`, Number(rendered?.[1] ?? Number.NaN), 'pages');
      ctx.figure(`${label}: one-rule edit, build`, (edit[2]?.wallMs ?? 0) / 1000, 's', stagesOf(edit[2]));
    } finally {
      if (process.env.TCG_BENCH_KEEP === '1') ctx.log(`kept ${work}`);
      else rmSync(work, { recursive: true, force: true });
    }
  }
}

/** Adds a condition to the first enabled rule (a second copy of its first card), as an admin would. */
function narrowOneRule(snapshot: string): string {
  const file = path.join(snapshot, 'deck_rules.jsonl');
  const rules = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; enabled?: boolean; conditions?: { min?: number }[] });
  const rule = rules.find((r) => r.enabled !== false && r.conditions?.length);
  if (!rule?.conditions?.[0]) throw new Error('pipeline bench: no enabled rule with conditions');
  rule.conditions[0].min = (rule.conditions[0].min ?? 1) + 1;
  writeFileSync(file, rules.map((r) => `${JSON.stringify(r)}\n`).join(''));
  return rule.id;
}

/** The build's `stages: …` line (its stages' times, the share images drawn). */
function stagesOf(build: Step | undefined): string {
  return /^stages: (.*)$/m.exec(build?.stdout ?? '')?.[1] ?? '';
}

function sum(steps: Step[]): number {
  return steps.reduce((total, s) => total + s.wallMs, 0);
}

function describe(steps: Step[]): string {
  return steps
    .map(
      (s) => `${s.name.replace(/^\w+ /, '')} ${(s.wallMs / 1000).toFixed(1)} s / ${Math.round(s.peakMb)} MB`,
    )
    .join(', ');
}
