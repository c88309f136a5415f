// Site build benchmarks: pages/s, CPU per page and peak memory of `tcg build` with 10,000 and
// 100,000 deck pages (generated public_deck_details documents), and the gzip size of the HTML and
// JS of /, /decks and one /decks/{id} (what a visitor downloads).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { docPath } from '../engine/docPaths.ts';
import type { DeckDetail, DeckTypeDetail } from '../engine/documents.ts';
import { writeFixtureDocs } from '../scripts/siteFixture/fixtureDocs.ts';
import { median } from './measure.ts';
import type { BenchContext } from './run.ts';

/** The deck page counts built; `BENCH_BUILD_PAGES=10000` (comma-separated) measures fewer. */
const DECK_PAGE_COUNTS = (process.env.BENCH_BUILD_PAGES ?? '10000,100000').split(',').map(Number);
/** A 100,000-page build takes minutes of both cores: measured once unless asked for more. */
const MAX_RUNS_LARGE = 1;
const MB = 1024 * 1024;

export async function run(ctx: BenchContext): Promise<void> {
  for (const count of DECK_PAGE_COUNTS) {
    // In the system's temporary folder: on this VM, creating files under /work costs ~20× the
    // system time it does under /tmp, which would measure the mount (see bench/README.md).
    const work = path.join(os.tmpdir(), `tcg-bench-build-${count}-${process.pid}`);
    rmSync(work, { recursive: true, force: true });
    const docsDir = path.join(work, 'docs');
    ctx.log(`build: writing ${count} deck documents`);
    writeFixtureDocs(docsDir);
    writeDeckDetails(docsDir, count);
    const outDir = path.join(work, 'dist');
    const runs = count >= 100_000 ? Math.min(ctx.runs, MAX_RUNS_LARGE) : ctx.runs;
    const measured: { pagesPerSecond: number; cpuMsPerPage: number; peakMb: number; note: string }[] = [];
    for (let i = 0; i < runs; i++) {
      ctx.log(`build: building ${count} deck pages (run ${i + 1} of ${runs})`);
      const result = await measureTree(
        process.execPath,
        [
          path.join(ctx.repoRoot, 'bin', 'tcg.js'),
          'build',
          '--docs',
          docsDir,
          '--out',
          outDir,
          '--quiet',
          '--full',
        ],
        ctx.repoRoot,
      );
      if (result.exitCode !== 0) throw new Error(`tcg build failed: ${result.stderr.slice(-2000)}`);
      const pages = Number(/(\d+) pages written/.exec(result.stdout)?.[1] ?? Number.NaN);
      measured.push({
        pagesPerSecond: pages / (result.wallMs / 1000),
        cpuMsPerPage: result.cpuMs / pages,
        peakMb: result.peakTreeRssBytes / MB,
        note: `${pages} pages in ${(result.wallMs / 1000).toFixed(1)} s wall, load average ${result.loadAverage.toFixed(1)} on ${result.cpus} cores`,
      });
    }
    const middle = [...measured].sort((a, b) => a.pagesPerSecond - b.pagesPerSecond)[
      Math.floor((measured.length - 1) / 2)
    ]!;
    const label = `build ${count / 1000}k deck pages`;
    const of = `median of ${runs} run(s)`;
    ctx.figure(
      `${label}: pages/s`,
      median(measured.map((m) => m.pagesPerSecond)),
      'pages/s',
      `${of}; ${middle.note}`,
    );
    ctx.figure(
      `${label}: CPU per page`,
      median(measured.map((m) => m.cpuMsPerPage)),
      'ms',
      `${of}; CPU of all processes, including the code build`,
    );
    ctx.figure(
      `${label}: peak memory`,
      median(measured.map((m) => m.peakMb)),
      'MB',
      `${of}; highest sum of resident memory of tcg build and its workers, sampled every 100 ms`,
    );
    if (count === DECK_PAGE_COUNTS[0]) {
      recordPageWeights(ctx, outDir);
      await rebuildFigures(ctx, docsDir, outDir, label);
    }
    rmSync(work, { recursive: true, force: true });
  }
  await shareImageFigures(ctx);
}

/** `tcg build` again on the site just built: no change (nothing rendered, no image drawn). */
async function rebuildFigures(
  ctx: BenchContext,
  docsDir: string,
  outDir: string,
  label: string,
): Promise<void> {
  const walls: number[] = [];
  for (let i = 0; i < ctx.runs; i++) {
    const result = await measureTree(
      process.execPath,
      [path.join(ctx.repoRoot, 'bin', 'tcg.js'), 'build', '--docs', docsDir, '--out', outDir],
      ctx.repoRoot,
    );
    if (result.exitCode !== 0) throw new Error(`tcg build failed: ${result.stderr.slice(-2000)}`);
    if (!/\(unchanged\)/.test(result.stdout) || !/share images: 0 drawn/.test(result.stdout)) {
      throw new Error(`tcg build with no change rendered something: ${result.stdout}`);
    }
    walls.push(result.wallMs / 1000);
  }
  ctx.figure(
    `${label}: rebuild, no change`,
    median(walls),
    's',
    `median of ${ctx.runs}; no page rendered, no share image drawn`,
  );
}

/** Deck types of the share image figures: about as many as the real rules (98). */
const SHARE_IMAGE_TYPES = 100;

/**
 * The share images alone (og/*.png, cli/pipelines/shareImages.ts) for the fixture documents plus
 * SHARE_IMAGE_TYPES deck types: all drawn into a new folder, none drawn again, one redrawn after
 * one deck type changed. Wall and CPU time of this process (resvg draws on its thread pool).
 */
async function shareImageFigures(ctx: BenchContext): Promise<void> {
  const { findShareFont } = await import('../cli/pipelines/shareFont.ts');
  const { writeShareImages } = await import('../cli/pipelines/shareImages.ts');
  const work = path.join(os.tmpdir(), `tcg-bench-share-images-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  const docsDir = path.join(work, 'docs');
  writeFixtureDocs(docsDir);
  const typesDir = path.join(docsDir, docPath.deckTypes);
  const template = readdirSync(typesDir).find((name) => name.endsWith('.json')) ?? '';
  const detail = JSON.parse(readFileSync(path.join(typesDir, template), 'utf8')) as DeckTypeDetail;
  const writeType = (i: number, share: number) => {
    const id = `デッキタイプ${i}`;
    const weekly = detail.stats.weekly.map((week, w) => ({
      ...week,
      share: share * (1 + ((w + i) % 3) / 4),
    }));
    const doc = {
      ...detail,
      rule: { ...detail.rule, id, name: `${id} ex`, share },
      stats: { ...detail.stats, weekly },
    };
    writeFileSync(path.join(typesDir, `${id}.json`), JSON.stringify(doc));
  };
  for (let i = 0; i < SHARE_IMAGE_TYPES; i++) writeType(i, 0.01 + (i % 17) / 100);
  const font = findShareFont();
  const siteDir = path.join(work, 'site');
  const measure = async (name: string, before: () => void, expected: number) => {
    const walls: number[] = [];
    const cpus: number[] = [];
    let images = 0;
    for (let i = 0; i < ctx.runs; i++) {
      before();
      const cpu = process.cpuUsage();
      const started = performance.now();
      const result = await writeShareImages(docsDir, siteDir, font);
      walls.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpus.push((used.user + used.system) / 1000);
      if (result.rendered !== expected) throw new Error(`${name}: ${result.rendered} drawn, not ${expected}`);
      images = result.rendered + result.kept;
    }
    const of = `median of ${ctx.runs}; ${expected} of ${images} images drawn, ${os.availableParallelism()} cores`;
    ctx.figure(`share images ${name}: wall`, median(walls), 'ms', of);
    ctx.figure(`share images ${name}: CPU`, median(cpus), 'ms', of);
  };
  const total = readdirSync(typesDir).length + 1; // and og/site.png
  await measure('all', () => rmSync(siteDir, { recursive: true, force: true }), total);
  await measure('no change', () => undefined, 0);
  let round = 0;
  await measure('one type changed', () => writeType(0, 0.2 + (round++ % 10) / 100), 1);
  rmSync(work, { recursive: true, force: true });
}

interface TreeMeasurement {
  exitCode: number | null;
  wallMs: number;
  /** User + system CPU of the process and every descendant (from /proc, at their exit). */
  cpuMs: number;
  /** The highest sum of resident memory over the process and its descendants at one moment. */
  peakTreeRssBytes: number;
  loadAverage: number;
  cpus: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command and samples its whole process tree: a build's memory is the parent's plus its
 * pre-rendering workers', and their CPU is counted by the kernel into the parent once reaped.
 */
export function measureTree(command: string, args: string[], cwd: string): Promise<TreeMeasurement> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    let peak = 0;
    let cpuTicks = 0;
    const loads: number[] = [];
    const timer = setInterval(() => {
      if (child.pid === undefined) return;
      const tree = processTree(child.pid);
      peak = Math.max(peak, tree.rssBytes);
      // utime+stime+cutime+cstime of the root: includes reaped workers, not running ones.
      cpuTicks = Math.max(cpuTicks, tree.rootCpuTicks + tree.liveChildCpuTicks);
      loads.push(Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]));
    }, 100);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearInterval(timer);
      const wallMs = performance.now() - started;
      resolve({
        exitCode,
        wallMs,
        cpuMs: (cpuTicks / CLOCK_TICKS) * 1000,
        peakTreeRssBytes: peak,
        loadAverage: loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : Number.NaN,
        cpus: os.availableParallelism(),
        stdout,
        stderr,
      });
    });
  });
}

/** USER_HZ on Linux. */
const CLOCK_TICKS = 100;
const PAGE_BYTES = 4096;

function processTree(rootPid: number): { rssBytes: number; rootCpuTicks: number; liveChildCpuTicks: number } {
  const stats = new Map<number, { ppid: number; fields: string[] }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the parenthesised command name (which may hold spaces).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(fields[1]), fields });
    } catch {
      // The process ended between readdir and read.
    }
  }
  const members = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!members.has(pid) && members.has(stat.ppid)) {
        members.add(pid);
        grew = true;
      }
    }
  }
  let rssBytes = 0;
  let rootCpuTicks = 0;
  let liveChildCpuTicks = 0;
  for (const pid of members) {
    const fields = stats.get(pid)?.fields;
    if (!fields) continue;
    // stat fields (1-based, after the name): 14 utime, 15 stime, 16 cutime, 17 cstime, 24 rss.
    rssBytes += Number(fields[21]) * PAGE_BYTES;
    const own = Number(fields[11]) + Number(fields[12]);
    if (pid === rootPid) rootCpuTicks = own + Number(fields[13]) + Number(fields[14]);
    else liveChildCpuTicks += own;
  }
  return { rssBytes, rootCpuTicks, liveChildCpuTicks };
}

/** `count` deck documents of realistic size (a 60-card list of ~20 distinct cards). */
export function writeDeckDetails(docsDir: string, count: number): void {
  const dir = path.join(docsDir, path.dirname(docPath.deckDetail('x')));
  mkdirSync(dir, { recursive: true });
  const cards: DeckDetail['cards'] = Array.from({ length: 20 }, (_, i) => ({
    key: `card-${i}`,
    name: `カード${i}(SV${i % 9} 0${i}/100)`,
    normalizedName: `カード${i}`,
    type: i < 8 ? 'ポケモン' : i < 17 ? 'グッズ' : 'エネルギー',
    detailType: i < 8 ? 'たね' : null,
    abilityName: i % 4 === 0 ? `特性${i}` : null,
    abilityText: i % 4 === 0 ? '自分の番に1回使える。自分の山札を2枚引く。' : null,
    attacks:
      i < 8
        ? [
            {
              name: `ワザ${i}`,
              text: '相手のベンチポケモン1匹にも20ダメージ。',
              damage: '120',
              energy: '超無無',
            },
          ]
        : [],
    count: 3,
  }));
  for (let n = 0; n < count; n++) {
    const id = deckId(n);
    const deck: DeckDetail = {
      id,
      name: `デッキ${n}`,
      cardsTotal: 60,
      createdAt: '2026-04-01T00:00:00Z',
      updatedAt: '2026-04-01T00:00:00Z',
      classificationUpdatedAt: '2026-04-02T00:00:00Z',
      countsByType: { pokemon: 24, trainer: 27, energy: 9, other: 0 },
      topCards: cards.slice(0, 3).map((card) => ({ name: card.name, count: card.count })),
      matchedRules: [{ id: 'サーフゴーex', name: 'サーフゴーex', priority: 10 }],
      cards,
    };
    writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(deck));
  }
}

function deckId(n: number): string {
  const base = n.toString(36).toUpperCase().padStart(6, '0');
  return `${base}-BENCH0-${base.split('').reverse().join('')}`;
}

/** Gzip bytes of the HTML and of the JS a route loads (its module scripts and their imports). */
function recordPageWeights(ctx: BenchContext, clientDir: string): void {
  const deckTypes = readdirSync(path.join(clientDir, 'decks'), { withFileTypes: true }).filter((e) =>
    existsSync(path.join(clientDir, 'decks', e.name, 'index.html')),
  );
  const routes = [
    { label: '/', file: 'index.html' },
    { label: '/decks', file: 'decks/index.html' },
    { label: '/decks/{id}', file: path.join('decks', deckTypes[0]?.name ?? '', 'index.html') },
  ];
  for (const route of routes) {
    const html = readFileSync(path.join(clientDir, route.file));
    ctx.figure(`page ${route.label}: HTML gzip`, gzipSync(html).length / 1024, 'KB');
    const entries = [...html.toString('utf8').matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) =>
      path.join(clientDir, m[1]!),
    );
    const files = moduleGraph(entries);
    const jsBytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
    ctx.figure(
      `page ${route.label}: JS gzip`,
      jsBytes / 1024,
      'KB',
      `${files.size} file(s), each gzipped on its own`,
    );
  }
}

/** The built JS files reachable from the entries through static imports. */
function moduleGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
      queue.push(path.resolve(path.dirname(file), match[1]!));
    }
  }
  return seen;
}
