// Firestore throughput against the local gRPC server (@firestore-emulator/server, run in this
// process on 127.0.0.1): `tcg import` of a few thousand documents into an empty server, `tcg
// export` of them back, and `tcg classify --source firestore` writing back every deck. The local
// server is slower than Cloud Firestore and slows as a collection grows, so these are floors.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmulator } from '../scripts/emulators/firestoreServer.ts';
import { measureChild, median } from './measure.ts';
import type { BenchContext } from './run.ts';

/** Copies of data/sample's decks: 330 × 10 decks plus the other collections ≈ 3,500 documents. */
const DECK_COPIES = 10;
const PROJECT = 'bench-firestore';
const AS_OF = '2026-04-20T00:00:00+09:00';

function failure(what: string, stderr: string): Error {
  const line = stderr.split('\n').find((text) => text.startsWith('tcg:')) ?? stderr.trim().split('\n').at(-1);
  return new Error(`${what} failed: ${line ?? 'no output'}`);
}

function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * A snapshot of data/sample with its decks copied DECK_COPIES times under new ids (`<id>-2` ...)
 * and their matches cleared, so classify has every matched deck to write back.
 */
async function benchSnapshot(ctx: BenchContext): Promise<{ dir: string; documents: number; decks: number }> {
  const sample = path.join(ctx.repoRoot, 'data', 'sample');
  const dir = path.join(ctx.workDir, 'firestore-snapshot');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(sample, 'manifest.json'), 'utf8')) as {
    counts: Record<string, number>;
  };
  const counts: Record<string, number> = {};
  for (const collection of Object.keys(manifest.counts)) {
    let docs = jsonLines(await readFile(path.join(sample, `${collection}.jsonl`), 'utf8'));
    if (collection === 'decks') {
      docs = Array.from({ length: DECK_COPIES }, (_, copy) =>
        docs.map(({ rule_matches: _m, rule_matches_detail: _d, classification_updated_at: _c, ...deck }) => ({
          ...deck,
          id: copy === 0 ? deck.id : `${deck.id}-${copy + 1}`,
        })),
      ).flat();
    }
    counts[collection] = docs.length;
    await writeFile(
      path.join(dir, `${collection}.jsonl`),
      docs.map((doc) => `${JSON.stringify(doc)}\n`).join(''),
    );
  }
  await writeFile(
    path.join(dir, 'manifest.json'),
    `${JSON.stringify({ format: 'tcg-snapshot', version: 1, exportedAt: AS_OF, source: 'bench/firestore.ts', counts }, null, 2)}\n`,
  );
  return { dir, documents: Object.values(counts).reduce((a, b) => a + b, 0), decks: counts.decks ?? 0 };
}

interface Run {
  importRate: number;
  importWall: number;
  exportRate: number;
  exportWall: number;
  classifyRate: number;
  classified: number;
}

/** One import → export → classify round on a fresh server (the server's state grows otherwise). */
async function benchRound(ctx: BenchContext, snapshot: string, documents: number): Promise<Run> {
  const emulator = await startEmulator();
  const env = { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.host };
  const tcg = (args: string[]) =>
    measureChild(process.execPath, ['bin/tcg.js', ...args], { cwd: ctx.repoRoot, env });
  const out = path.join(ctx.workDir, 'firestore-export');
  try {
    const imported = await tcg(['import', '--data', snapshot, '--project', PROJECT, '--json', '--quiet']);
    if (imported.exitCode !== 0) throw failure('tcg import', imported.stderr);
    const importMs = (JSON.parse(imported.stdout) as { ms: number }).ms;

    await rm(out, { recursive: true, force: true });
    const exported = await tcg(['export', '--project', PROJECT, '--out', out, '--json', '--quiet']);
    if (exported.exitCode !== 0) throw failure('tcg export', exported.stderr);
    const exportSummary = JSON.parse(exported.stdout) as { ms: number; counts: Record<string, number> };
    const back = Object.values(exportSummary.counts).reduce((a, b) => a + b, 0);
    if (back !== documents) throw new Error(`tcg export read ${back} documents, ${documents} were imported`);

    const classified = await tcg([
      'classify',
      '--source',
      'firestore',
      '--project',
      PROJECT,
      '--as-of',
      AS_OF,
      '--json',
      '--quiet',
    ]);
    if (classified.exitCode !== 0) throw failure('tcg classify', classified.stderr);
    const result = JSON.parse(classified.stdout) as { processed: number; updated: number };
    return {
      importRate: documents / (importMs / 1000),
      importWall: imported.wallMs / 1000,
      exportRate: documents / (exportSummary.ms / 1000),
      exportWall: exported.wallMs / 1000,
      // Wall time of the whole command: classify reports no time of its own.
      classifyRate: result.processed / (classified.wallMs / 1000),
      classified: result.updated,
    };
  } finally {
    emulator.stop();
    await rm(out, { recursive: true, force: true });
  }
}

export async function run(ctx: BenchContext): Promise<void> {
  const { dir, documents, decks } = await benchSnapshot(ctx);
  const label = `${(documents / 1000).toFixed(1)}k docs`;
  ctx.log(
    `${documents} documents (${DECK_COPIES} copies of data/sample's decks), a fresh local server per run`,
  );
  const runs: Run[] = [];
  for (let i = 0; i < ctx.runs; i++) {
    const round = await benchRound(ctx, dir, documents);
    runs.push(round);
    ctx.log(
      `run ${i + 1}: import ${Math.round(round.importRate)} docs/s, export ${Math.round(round.exportRate)} docs/s, classify write-back ${Math.round(round.classifyRate)} decks/s (${round.classified} written)`,
    );
  }
  const note = 'local @firestore-emulator/server in the bench process, slower than Cloud Firestore';
  ctx.figure(`firestore import [${label}]`, median(runs.map((r) => r.importRate)), 'docs/s', note);
  ctx.figure(`firestore import wall [${label}]`, median(runs.map((r) => r.importWall)), 's', 'whole command');
  ctx.figure(`firestore export [${label}]`, median(runs.map((r) => r.exportRate)), 'docs/s', note);
  ctx.figure(`firestore export wall [${label}]`, median(runs.map((r) => r.exportWall)), 's', 'whole command');
  ctx.figure(
    `firestore classify write-back [${decks} decks]`,
    median(runs.map((r) => r.classifyRate)),
    'decks/s',
    'whole command, every deck written',
  );
  await rm(dir, { recursive: true, force: true });
}
