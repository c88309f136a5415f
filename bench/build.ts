// Site build benchmarks: pages/s and peak memory of `buildSite` with 10,000 and 100,000 deck
// pages (generated public_deck_details documents), and the gzip size of the HTML and JS of
// /, /decks and one /decks/{id} (what a visitor downloads).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type DeckDetail, docPath } from '../engine/documents.ts';
import { writeFixtureDocs } from '../tests/site/fixtureDocs.ts';
import { measureChild } from './measure.ts';
import type { BenchContext } from './run.ts';

const DECK_PAGE_COUNTS = [10_000, 100_000];
const MB = 1024 * 1024;

export async function run(ctx: BenchContext): Promise<void> {
  for (const count of DECK_PAGE_COUNTS) {
    const work = path.join(ctx.workDir, `build-${count}`);
    rmSync(work, { recursive: true, force: true });
    const docsDir = path.join(work, 'docs');
    ctx.log(`build: writing ${count} deck documents`);
    writeFixtureDocs(docsDir);
    writeDeckDetails(docsDir, count);
    ctx.log(`build: building ${count} deck pages`);
    const outDir = path.join(work, 'dist');
    const result = await measureChild(
      process.execPath,
      [path.join(ctx.repoRoot, 'bin', 'tcg.js'), 'build', '--docs', docsDir, '--out', outDir, '--quiet'],
      { cwd: ctx.repoRoot },
    );
    if (result.exitCode !== 0) throw new Error(`tcg build failed: ${result.stderr.slice(-2000)}`);
    const pages = Number(/(\d+) pages written/.exec(result.stdout)?.[1] ?? Number.NaN);
    ctx.figure(
      `build ${count / 1000}k deck pages: pages/s`,
      pages / (result.wallMs / 1000),
      'pages/s',
      `${pages} pages in ${(result.wallMs / 1000).toFixed(1)} s`,
    );
    if (result.peakRssBytes !== undefined) {
      ctx.figure(`build ${count / 1000}k deck pages: peak RSS`, result.peakRssBytes / MB, 'MB');
    }
    if (count === DECK_PAGE_COUNTS[0]) recordPageWeights(ctx, path.join(outDir, 'client'));
    rmSync(work, { recursive: true, force: true });
  }
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
      generatedAt: '2026-04-10T00:00:00Z',
    };
    writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(deck));
  }
}

function deckId(n: number): string {
  const base = n.toString(36).toUpperCase().padStart(6, '0');
  return `${base}-BENCH0-${base.split('').reverse().join('')}`;
}

/** Gzip bytes of the HTML and of the JS a route loads (its module scripts, as built). */
function recordPageWeights(ctx: BenchContext, clientDir: string): void {
  const deckTypes = readdirSync(path.join(clientDir, 'decks'), { withFileTypes: true }).filter((e) =>
    e.isDirectory(),
  );
  const routes = [
    { label: '/', file: 'index.html' },
    { label: '/decks', file: 'decks/index.html' },
    { label: '/decks/{id}', file: path.join('decks', deckTypes[0]?.name ?? '', 'index.html') },
  ];
  for (const route of routes) {
    const html = readFileSync(path.join(clientDir, route.file));
    ctx.figure(`page ${route.label}: HTML gzip`, gzipSync(html).length / 1024, 'KB');
    const scripts = [...html.toString('utf8').matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    const jsBytes = scripts.reduce(
      (sum, src) => sum + gzipSync(readFileSync(path.join(clientDir, src))).length,
      0,
    );
    ctx.figure(
      `page ${route.label}: JS gzip`,
      jsBytes / 1024,
      'KB',
      `${scripts.length} script(s), static imports not followed`,
    );
  }
}
