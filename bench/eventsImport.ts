// `tcg events import` of the real City League 2023 results CSV (../shared/data, 17,238 rows,
// 1,263 events) into an empty snapshot: wall time, CPU and peak memory of the command, median of
// the runs, and a second import of the same file (everything stored already). Skipped without
// the shared data. Target: under 30 s on the reference machine.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureChild, median } from './measure.ts';
import type { BenchContext } from './run.ts';

/** An empty snapshot folder (the four required collections, no document). */
async function emptySnapshot(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tcg-bench-import-'));
  const counts: Record<string, number> = {};
  for (const name of ['cards', 'decks', 'events', 'deck_rules', 'deck_jobs']) {
    await writeFile(path.join(dir, `${name}.jsonl`), '');
    counts[name] = 0;
  }
  const manifest = {
    format: 'tcg-snapshot',
    version: 1,
    exportedAt: new Date().toISOString(),
    source: 'bench',
    counts,
  };
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

export async function run(ctx: BenchContext): Promise<void> {
  const csv = path.resolve(
    ctx.repoRoot,
    process.env.TCG_SHARED_DATA ?? '../shared/data',
    'cityleague_2023_results.csv',
  );
  if (!existsSync(csv)) {
    ctx.log(`${csv} not found, skipped`);
    return;
  }
  const tcg = path.join(ctx.repoRoot, 'bin', 'tcg.js');
  const first: { wall: number; cpu: number; rss: number }[] = [];
  const second: number[] = [];
  for (let i = 0; i < ctx.runs; i++) {
    const dir = await emptySnapshot();
    try {
      const args = [tcg, 'events', 'import', '--data', dir, csv, '--json'];
      const created = await measureChild(process.execPath, args, { cwd: ctx.repoRoot });
      if (created.exitCode !== 0) throw new Error(`tcg events import failed: ${created.stderr}`);
      const counts = JSON.parse(created.stdout) as { created: number; jobsEnqueued: number };
      ctx.log(
        `run ${i + 1}: ${created.wallMs.toFixed(0)} ms, ${counts.created} events, ${counts.jobsEnqueued} jobs`,
      );
      first.push({
        wall: created.wallMs / 1000,
        cpu: created.cpuSeconds ?? Number.NaN,
        rss: (created.peakRssBytes ?? Number.NaN) / 2 ** 20,
      });
      const again = await measureChild(process.execPath, args, { cwd: ctx.repoRoot });
      if (again.exitCode !== 0) throw new Error(`tcg events import (again) failed: ${again.stderr}`);
      second.push(again.wallMs / 1000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const of = `median of ${ctx.runs} run(s), 17,238 rows`;
  ctx.figure('events import CSV: wall', median(first.map((m) => m.wall)), 's', of);
  ctx.figure('events import CSV: cpu', median(first.map((m) => m.cpu)), 's', of);
  ctx.figure('events import CSV: peak rss', median(first.map((m) => m.rss)), 'MB', of);
  ctx.figure('events import CSV again (all stored): wall', median(second), 's', of);
}
