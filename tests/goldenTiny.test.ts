// A golden test a reviewer can check by eye (next to the regression goldens of data/sample):
// tests/golden/tiny/input is four decks, two rules (one with a sub-rule) and one event, and
// tests/golden/tiny/expected.json holds the figures worked out by hand from it. Deck 2 is created
// on Thursday 23:00 JST and deck 3 on Friday 00:00 JST, so they fall in two weeks; deck 1,
// submitted in the first week, counts in the second: the event citing it was played then
// (engine/deckDate.ts). The event's first place (deck 1) beats its second (deck 3); rank 3 is
// typed by its deck_type text.
// Shares are compared to 4 decimals (2/3 -> 0.6667); the expected file is never regenerated.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTcg } from './helpers/runTcg.ts';

const tinyDir = path.join(import.meta.dirname, 'golden/tiny');
const expected = JSON.parse(readFileSync(path.join(tinyDir, 'expected.json'), 'utf8'));

// biome-ignore lint/suspicious/noExplicitAny: the test reads emitted JSON by field names, checked by value.
type Doc = Record<string, any>;
let work: string;
let docs: Map<string, Doc>;

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'tcg-golden-tiny-'));
  cpSync(path.join(tinyDir, 'input'), path.join(work, 'snap'), { recursive: true });
  const run = await runTcg([
    'aggregate',
    '--data',
    path.join(work, 'snap'),
    '--out',
    path.join(work, 'out'),
    '--as-of',
    '2026-03-20T00:00:00Z',
    '--quiet',
  ]);
  expect(run.stderr).toBe('');
  const docsDir = path.join(work, 'out', 'docs');
  docs = new Map(
    (readdirSync(docsDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.split(path.sep).join('/').slice(0, -'.json'.length),
        JSON.parse(readFileSync(path.join(docsDir, file), 'utf8')) as Doc,
      ]),
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const statsView = (doc: Doc) => ({
  parent_rule_id: doc.parent_rule_id,
  stats_total_decks: doc.stats_total_decks,
  stats_total_decks_all: doc.stats_total_decks_all,
  stats_share_rate: round4(doc.stats_share_rate),
  stats_variants: doc.stats_variants.map((v: Doc) => [
    v.id,
    v.total_decks,
    round4(v.share_within_rule),
    round4(v.share_rate),
  ]),
  stats_matching_deck_ids: doc.stats_matching_deck_ids.ids,
});
const cardStatsView = (statsId: string) =>
  Object.fromEntries(
    [...docs]
      .filter(([p]) => p.startsWith(`deck_rules/${statsId}/card_stats/`))
      .map(([, row]) => [
        row.normalized_name,
        [row.included_decks, row.total_copies, round4(row.adoption_rate), round4(row.avg_copies_including)],
      ]),
  );

describe('tcg aggregate on tests/golden/tiny (figures worked out by hand)', () => {
  it('writes exactly the expected documents', () => {
    expect([...docs.keys()].sort()).toEqual(expected['document paths']);
  });

  it('publishes the enabled rules for /check without their descriptions', () => {
    expect(docs.get('public/rules')!.rules).toEqual(
      expected['public/rules (enabled rules, no description, min given, max and negate defaulted)'],
    );
  });

  it('counts decks, rules, weeks, matchups, event results and placements as expected', () => {
    const counters = docs.get('system_meta/rule_share_counters')!;
    const { updated_at: _updatedAt, ...counts } = counters;
    expect(counts).toEqual(expected['system_meta/rule_share_counters']);
    const { index } = docs.get('public/decks')!;
    expect({
      order: index.order,
      totalDecks: index.totalDecks,
      totalMatchedDecks: index.totalMatchedDecks,
      unclassifiedDecks: index.unclassifiedDecks,
      matchedDecks: Object.fromEntries(
        index.order.map((id: string) => [id, index.rowsById[id].total.matchedDecks]),
      ),
    }).toEqual(expected['public/decks']);
    expect(
      docs.get('public_decks/weekly_summary')!.weeks.map((w: Doc) => ({
        key: w.key,
        totalDecks: w.totalDecks,
        matchedDecks: w.matchedDecks,
        ruleCounts: w.ruleCounts,
      })),
    ).toEqual(expected['public_decks/weekly_summary']);
    // public_decks_v1 is the versioned alias of public_decks: the same document.
    expect(docs.get('public_decks_v1/weekly_summary')).toEqual(docs.get('public_decks/weekly_summary'));
    expect(
      docs.get('public/matchups')!.rows.map((r: Doc) => ({
        ruleId: r.ruleId,
        wins: r.wins,
        losses: r.losses,
        opponents: r.opponents.map((o: Doc) => [o.ruleId, o.wins, o.losses]),
      })),
    ).toEqual(expected['public/matchups']);
    expect(docs.get('public_events/e1')!.results.map((r: Doc) => [r.rank, r.ruleId])).toEqual(
      expected['public_events/e1'],
    );
    const placements = docs.get('public/placements')!;
    expect({
      totals: placements.totals,
      rows: placements.rows.map((r: Doc) => [
        r.ruleId,
        r.cited,
        ...['wins', 'top4', 'top8'].flatMap((key) => [r[key].count, round4(r[key].conversion)]),
      ]),
    }).toEqual(expected['public/placements']);
    const city = docs.get('public_segments/all/kinds/city')!;
    expect({
      events: city.segment.events,
      totalDecks: city.totalDecks,
      matchedDecks: city.matchedDecks,
      rows: city.rows.map((r: Doc) => [r.id, r.count, r.share]),
    }).toEqual(expected['public_segments/all/kinds/city']);
    const segments = docs.get('public_segments/all')!;
    const submitted = segments.segments.find((s: Doc) => s.id === 'submitted');
    expect({
      totalDecks: submitted.totalDecks,
      matchedDecks: submitted.matchedDecks,
      types: submitted.types.map((i: number) => segments.typeIds[i]),
      counts: submitted.counts,
    }).toEqual(expected['public_segments/all submitted']);
    // e1 names no league, prefecture or size: those segments hold no deck.
    for (const segment of segments.segments)
      if (segment.id !== 'submitted') expect(segment.totalDecks, segment.id).toBe(0);
  });

  it('counts each card over every deck (the unclassified one too), by week and in its 入賞 decks', () => {
    const cards = Object.fromEntries(
      [...docs]
        .filter(([p]) => p.startsWith('public_cards/'))
        .map(([, card]) => [
          card.name,
          [
            card.includedDecks,
            round4(card.adoption),
            round4(card.avgCopies),
            card.weekly.map((w: Doc) => [w.key, w.includedDecks, w.totalDecks]),
            card.placedDecks.items.map((deck: Doc) => deck.deckId),
          ],
        ]),
    );
    expect(cards).toEqual(
      expected[
        'public_cards: [included decks, adoption, average copies, weeks [key, included, total], 入賞 decks]'
      ],
    );
    expect(
      docs.get('public_cards/ナンジャモ')!.types.map((t: Doc) => [t.id, t.includedDecks, t.typeDecks]),
    ).toEqual(expected['public_cards/ナンジャモ types: [id, included decks, type decks]']);
  });

  it('writes the rule and sub-rule statistics and their card_stats rows as expected', () => {
    for (const statsId of ['ピカチュウ', 'ピカチュウ__ライチュウ型', 'ミュウ']) {
      expect(statsView(docs.get(`deck_rules/${statsId}`)!), statsId).toEqual(
        expected[`deck_rules/${statsId}`],
      );
      expect(cardStatsView(statsId), statsId).toEqual(
        expected[
          statsId === 'ピカチュウ'
            ? 'card_stats of ピカチュウ: included decks, copies, adoption, average copies including'
            : `card_stats of ${statsId}`
        ],
      );
    }
  });
});
