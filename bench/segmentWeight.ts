// The size of the compact segment documents a ranking page embeds (public_segments/{window}), on a
// realistic worst case: the real City League 2023 results (../shared/data/cityleague_2023_results.csv:
// 1,263 events with their prefecture and league, 17,238 results citing decks by deck code), every
// cited deck given one of the 98 archetypes of archetype_card_usage_ja.csv (weighted by their
// decks), plus N submitted decks over the same weeks. Counted by engine/aggregate/segments.ts.
// `node bin/run-ts.js bench/segmentWeight.ts [submittedDecks]` prints a markdown table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseEvents } from '../engine/aggregate/events.ts';
import { type CitedDeck, segmentDocumentsOf } from '../engine/aggregate/segments.ts';
import { WeeklyAccumulator } from '../engine/aggregate/weekly.ts';
import { mulberry32 } from '../engine/testRandom.ts';
import { WINDOW_KEYS } from '../engine/windows.ts';

const DATA = path.resolve(import.meta.dirname, '../../shared/data');

function csvRows(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(','));
}

export function segmentWeights(submitted: number) {
  const next = mulberry32(20261126);
  const archetypes = new Map<string, number>();
  for (const [name, , , , , decks] of csvRows(path.join(DATA, 'archetype_card_usage_ja.csv')).slice(1))
    archetypes.set(name!, Number(decks));
  const types = [...archetypes];
  const totalWeight = types.reduce((sum, [, w]) => sum + w, 0);
  const pick = () => {
    let r = next() * totalWeight;
    for (const [name, w] of types) {
      r -= w;
      if (r <= 0) return name;
    }
    return types[0]![0];
  };
  // 開催日,シティ年度,大会名,会場名,開催都道府県,大会カテゴリ,順位,獲得CSP,大会ID,詳細URL,deck_code
  const rows = csvRows(path.join(DATA, 'cityleague_2023_results.csv')).slice(1);
  const events = new Map<
    string,
    { doc: Record<string, unknown>; results: { rank: number; deck_id: string }[] }
  >();
  const cited = new Map<string, CitedDeck>();
  const weekly = new WeeklyAccumulator();
  const ruleCounts = new Map<string, number>();
  let minMs = Number.POSITIVE_INFINITY;
  let maxMs = Number.NEGATIVE_INFINITY;
  const count = (ms: number, type: string) => {
    weekly.add(ms, [type]);
    ruleCounts.set(type, (ruleCounts.get(type) ?? 0) + 1);
  };
  for (const [date, , title, shop, prefecture, league, rank, , id, , deck] of rows) {
    if (!id || !deck || !date) continue;
    let event = events.get(id);
    if (!event) {
      event = {
        doc: {
          id,
          event_title: title,
          shop_name: shop,
          prefecture,
          event_date: `${date}T00:00:00+09:00`,
          official: { league },
        },
        results: [],
      };
      events.set(id, event);
    }
    event.results.push({ rank: Number(rank), deck_id: deck });
    if (!cited.has(deck)) {
      const ms = Date.parse(`${date}T12:00:00+09:00`);
      const type = pick();
      cited.set(deck, { dateMs: ms, ruleMatches: [type] });
      count(ms, type);
      minMs = Math.min(minMs, ms);
      maxMs = Math.max(maxMs, ms);
    }
  }
  for (let i = 0; i < submitted; i += 1) {
    const ms = minMs + Math.floor(next() * (maxMs - minMs));
    count(ms, pick());
  }
  const totalDecks = cited.size + submitted;
  const docs = segmentDocumentsOf({
    events: parseEvents([...events.values()].map((e) => ({ ...e.doc, results: e.results }))),
    citedDecks: cited,
    all: {
      weekly: weekly.result(),
      entries: types.map(([name]) => ({ id: name, name })),
      totalDecks,
      matchedDecks: totalDecks,
      matchedOf: (id) => ruleCounts.get(id) ?? 0,
      period: { start: new Date(minMs).toISOString(), end: new Date(maxMs).toISOString() },
      asOf: new Date(maxMs).toISOString(),
      minDecks: 30,
    },
  });
  return docs.compact.map((doc) => {
    const json = JSON.stringify(doc);
    return { key: doc.key, bytes: Buffer.byteLength(json), gzip: gzipSync(json, { level: 9 }).length };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const submitted = Number(process.argv[2] ?? 100_000);
  console.log(`| window (${submitted.toLocaleString('en')} submitted decks) | JSON KB | gzip KB |`);
  console.log('|---|---:|---:|');
  const weights = segmentWeights(submitted);
  for (const key of WINDOW_KEYS) {
    const w = weights.find((x) => x.key === key)!;
    console.log(
      `| \`public_segments/${key}\` | ${(w.bytes / 1024).toFixed(1)} | ${(w.gzip / 1024).toFixed(1)} |`,
    );
  }
}
