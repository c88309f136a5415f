// Real data: the Japanese City League 2026 placings (../shared/data, see its SOURCES.md) as
// events, one rule per archetype and one deck per placing, through the engine's Aggregator.
// The matchup grid is compared with a count written plainly here; skipped without the data.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { Aggregator } from '../../engine/aggregate/aggregator.ts';
import type { PublicDecks, PublicMatchups, WeeklySummary } from '../../engine/documents.ts';
import type { Rule } from '../../engine/schemas.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const csvPath = path.resolve(repoRoot, '../shared/data/cityleague_2026_placings.csv');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

interface Placing {
  date: string;
  tournament_id: string;
  place_a: string;
  placement: string;
  archetype: string;
}

/** "05 Apr 26" -> "2026-04-05T00:00:00+09:00" (the events are Japanese, dates are JST). */
function isoOf(date: string): string {
  const [day, month, year] = date.split(' ');
  const monthNumber = MONTHS.indexOf(month ?? '') + 1;
  if (monthNumber === 0) throw new Error(`unexpected date ${date}`);
  return `20${year}-${String(monthNumber).padStart(2, '0')}-${day?.padStart(2, '0')}T00:00:00+09:00`;
}

describe.skipIf(!existsSync(csvPath))('aggregation of the City League 2026 placings', () => {
  const placings = existsSync(csvPath)
    ? (parse(readFileSync(csvPath), { columns: true, skip_empty_lines: true }) as Placing[])
    : [];
  const archetypes = [...new Set(placings.map((p) => p.archetype))];
  const rules: Rule[] = archetypes.map((name, i) => ({
    id: name,
    name,
    enabled: true,
    priority: i,
    description: '',
    conditions: [{ pattern: name, min: 1, max: null, negate: false }],
    variants: [],
  }));
  const eventsById = new Map<
    string,
    { id: string; event_title: string; event_date: string; results: unknown[] }
  >();
  for (const p of placings) {
    const event = eventsById.get(p.tournament_id) ?? {
      id: p.tournament_id,
      event_title: p.place_a,
      event_date: isoOf(p.date),
      results: [],
    };
    event.results.push({ rank: p.placement, deck_type: p.archetype });
    eventsById.set(p.tournament_id, event);
  }
  const aggregator = new Aggregator({
    rules,
    cards: [],
    events: [...eventsById.values()],
    asOf: '2026-11-01T00:00:00Z',
    minGames: 10,
  });
  placings.forEach((p, i) => {
    aggregator.addDeck({
      id: `deck-${i}`,
      created_at: isoOf(p.date),
      rule_matches: [p.archetype],
      cards: [],
    });
  });
  const docs = new Map(aggregator.finish().map((doc) => [doc.path, doc.data]));

  it('matches an independent count of 1st-beats-2nd finals, mirrors and unknowns left out', () => {
    // The plain count: per tournament the first 1st-place row and the first 2nd-place row.
    const firstByTournament = new Map<string, Placing>();
    const secondByTournament = new Map<string, Placing>();
    for (const p of placings) {
      if (p.placement === '1' && !firstByTournament.has(p.tournament_id))
        firstByTournament.set(p.tournament_id, p);
      if (p.placement === '2' && !secondByTournament.has(p.tournament_id))
        secondByTournament.set(p.tournament_id, p);
    }
    const expected = new Map<string, number>(); // "winner\tloser" -> wins
    let finals = 0;
    for (const [tournament, first] of firstByTournament) {
      const second = secondByTournament.get(tournament);
      if (!second || second.archetype === first.archetype) continue;
      const key = `${first.archetype}\t${second.archetype}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
      finals += 1;
    }
    const matchups = docs.get('public/matchups') as PublicMatchups;
    const actual = new Map<string, number>();
    for (const row of matchups.rows) {
      for (const opponent of row.opponents) {
        if (opponent.wins > 0) actual.set(`${row.ruleId}\t${opponent.ruleId}`, opponent.wins);
        // Each cell's losses are the mirrored cell's wins.
        const mirrored = matchups.rows
          .find((r) => r.ruleId === opponent.ruleId)
          ?.opponents.find((o) => o.ruleId === row.ruleId);
        expect(mirrored?.wins).toBe(opponent.losses);
      }
    }
    expect(actual).toEqual(expected);
    expect(finals).toBeGreaterThan(700);
    expect(matchups.rows.reduce((sum, row) => sum + row.wins, 0)).toBe(finals);
    const games = matchups.rows.map((row) => row.games);
    expect(games).toEqual([...games].sort((a, b) => b - a));
  });

  it('has shares that sum to 1 over matched decks (one archetype per placing)', () => {
    const index = (docs.get('public/decks') as PublicDecks).index;
    expect(index.totalMatchedDecks).toBe(placings.length);
    const sum = Object.values(index.rowsById).reduce((total, row) => total + row.total.share, 0);
    expect(sum).toBeCloseTo(1, 9);
    for (const week of index.weeks) {
      const weekSum = Object.values(index.rowsById).reduce(
        (total, row) => total + (row.weekly.find((w) => w.key === week.key)?.share ?? 0),
        0,
      );
      expect(weekSum).toBeCloseTo(week.matchedDecks > 0 ? 1 : 0, 9);
    }
  });

  it('has week keys on Fridays (JST) exactly 7 days apart', () => {
    const summary = docs.get('public_decks/weekly_summary') as WeeklySummary;
    expect(summary.weeks.length).toBeGreaterThan(1);
    const starts = summary.weeks.map((week) => Date.parse(`${week.key}T00:00:00+09:00`));
    for (const start of starts) expect(new Date(start + 9 * 3600_000).getUTCDay()).toBe(5);
    for (let i = 1; i < starts.length; i += 1) expect(starts[i]! - starts[i - 1]!).toBe(7 * DAY_MS);
    const counted = summary.weeks.reduce((sum, week) => sum + week.totalDecks, 0);
    expect(counted).toBe(placings.length);
  });
});
