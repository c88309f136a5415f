// The start-up of `tcg`: wall time of `node bin/tcg.js --help` (medians of at least 15 runs, as
// one run is ~0.1 s and the machine is noisy) beside `node -e 0`, the floor no command beats.
// The help loads no pipeline (each command imports its own when it runs: tests/fastCli.test.ts).
import path from 'node:path';
import { measureChild, median } from './measure.ts';
import type { BenchContext } from './run.ts';

async function medianMs(ctx: BenchContext, args: readonly string[], runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await measureChild(process.execPath, args, { cwd: ctx.repoRoot });
    if (run.exitCode !== 0) throw new Error(`node ${args.join(' ')} failed: ${run.stderr}`);
    times.push(run.wallMs);
  }
  return median(times);
}

export async function run(ctx: BenchContext): Promise<void> {
  const runs = Math.max(15, ctx.runs);
  const help = await medianMs(ctx, [path.join(ctx.repoRoot, 'bin', 'tcg.js'), '--help'], runs);
  const floor = await medianMs(ctx, ['-e', '0'], runs);
  ctx.figure('cli.help.wall', Math.round(help), 'ms', `median of ${runs}; target under 300 ms`);
  ctx.figure('cli.nodeFloor.wall', Math.round(floor), 'ms', `node -e 0, median of ${runs}`);
}
