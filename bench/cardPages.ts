// What the card pages (/cards/{id}, one per card played in 全期間) cost the build: the corpus is
// classified and aggregated once, then the same documents are built with and without
// `public_cards/` (the card pages' documents), `--full`, in pairs whose order alternates so a
// machine that speeds up or slows down during the run does not favour either side. Reports the
// median of each and the median of the pairs' ratios. Outputs go to the system temp folder.
import { cpSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docPath } from '../engine/docPaths.ts';
import { measureTree } from './build.ts';
import { median } from './measure.ts';
import type { BenchContext } from './run.ts';

export async function run(ctx: BenchContext): Promise<void> {
  for (const size of ctx.sizes) {
    const label = `card pages ${size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`}`;
    const work = path.join(os.tmpdir(), `tcg-bench-card-pages-${size}`);
    rmSync(work, { recursive: true, force: true });
    const snapshot = path.join(work, 'snapshot');
    cpSync(await ctx.corpus(size), snapshot, { recursive: true });
    const tcg = async (...args: string[]) => {
      const result = await measureTree(
        process.execPath,
        [path.join(ctx.repoRoot, 'bin', 'tcg.js'), ...args],
        ctx.repoRoot,
      );
      if (result.exitCode !== 0) throw new Error(`tcg ${args[0]} failed: ${result.stderr.slice(-2000)}`);
      return result.wallMs / 1000;
    };
    try {
      ctx.log(`${label}: classify and aggregate`);
      await tcg('classify', '--data', snapshot, '--quiet');
      const out = path.join(work, 'out');
      await tcg('aggregate', '--data', snapshot, '--out', out, '--quiet');
      const withCards = path.join(out, 'docs');
      const withoutCards = path.join(work, 'docs-without-cards');
      cpSync(withCards, withoutCards, { recursive: true });
      rmSync(path.join(withoutCards, docPath.cards), { recursive: true, force: true });
      const build = (docs: string, name: string) => {
        ctx.log(`${label}: build ${name}`);
        const site = path.join(work, `site-${name}`);
        rmSync(site, { recursive: true, force: true });
        return tcg('build', '--docs', docs, '--out', site, '--full', '--quiet');
      };
      const times = { with: [] as number[], without: [] as number[] };
      for (let i = 0; i < ctx.runs; i++) {
        if (i % 2 === 0) {
          times.with.push(await build(withCards, 'with'));
          times.without.push(await build(withoutCards, 'without'));
        } else {
          times.without.push(await build(withoutCards, 'without'));
          times.with.push(await build(withCards, 'with'));
        }
      }
      const load = `load ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores`;
      ctx.figure(
        `${label}: build with them`,
        median(times.with),
        's',
        `runs ${times.with.map((t) => t.toFixed(1)).join(', ')}; ${load}`,
      );
      ctx.figure(
        `${label}: build without them`,
        median(times.without),
        's',
        `runs ${times.without.map((t) => t.toFixed(1)).join(', ')}`,
      );
      const ratios = times.with.map((t, i) => t / times.without[i]!);
      ctx.figure(
        `${label}: growth of the build`,
        (median(ratios) - 1) * 100,
        '%',
        'median of the pairs; target ≤ 10%',
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
}
