// `tcg aggregate` through the real CLI: the golden test (data/sample classified and aggregated,
// every document compared with its file in tests/golden/aggregate/, which mirrors the docs folder one
// document a file), key numbers re-counted independently from the snapshot files, and usage errors.
// Regenerate the golden with `UPDATE_GOLDEN=1 npx vitest run tests/aggregate.test.ts`, then review
// `git diff tests/golden/aggregate`. runAggregate's own tests: cli/pipelines/aggregate.test.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AggregateSummary, runAggregate } from '../cli/pipelines/aggregate.ts';
import { SnapshotStore } from '../data/snapshotStore.ts';
import type { DocumentSink } from '../data/store.ts';
import { nonFinitePaths } from '../engine/aggregate/finite.ts';
import type { PublicPlacements } from '../engine/documentSchemas/placementDocs.ts';
import type {
  DeckTypeDetail,
  PublicDecks,
  PublicMatchups,
  RuleStatsDocument,
  WeeklySummary,
} from '../engine/documents.ts';

import { treeOf } from './helpers/tree.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const goldenDir = path.join(repoRoot, 'tests/golden/aggregate');
const GOLDEN_AS_OF = '2026-04-20T00:00:00+09:00';
const tcg = (args: string[]) =>
  spawnSync(process.execPath, ['bin/tcg.js', ...args], { cwd: repoRoot, encoding: 'utf8' });

/** Every emitted document, keyed by its document path (file path under docs/ without `.json`). */
function readDocs(dir: string, prefix = ''): Map<string, unknown> {
  const docs = new Map<string, unknown>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [p, d] of readDocs(file, `${prefix}${entry.name}/`)) docs.set(p, d);
    else if (entry.name.endsWith('.json'))
      docs.set(`${prefix}${entry.name.slice(0, -5)}`, JSON.parse(readFileSync(file, 'utf8')));
  }
  return docs;
}

interface RawDeck {
  id: string;
  created_at: string;
  rule_matches?: string[];
  cards: { name?: string; normalized_name?: string; count: number | string }[];
}
interface RawRule {
  id: string;
  name: string;
  enabled?: boolean;
  conditions: { pattern: string; min?: number; max?: number | null; negate?: boolean }[];
}
interface RawEvent {
  event_date?: string;
  results: { rank?: number | string; deck_id?: string; deck_type?: string }[];
}

function readJsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

describe('tcg aggregate on data/sample (golden)', () => {
  let work: string;
  let docs: Map<string, unknown>;
  let summary: AggregateSummary;
  const doc = <T>(docPath: string) => docs.get(docPath) as T;
  const snapshot = <T>(collection: string) => readJsonl<T>(path.join(work, 'snap', `${collection}.jsonl`));

  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'tcg-aggregate-'));
    cpSync(path.join(repoRoot, 'data/sample'), path.join(work, 'snap'), { recursive: true });
    execFileSync(
      process.execPath,
      ['bin/tcg.js', 'classify', '--data', path.join(work, 'snap'), '--quiet', '--as-of', GOLDEN_AS_OF],
      { cwd: repoRoot },
    );
    const out = tcg(
      ['aggregate', '--data', path.join(work, 'snap'), '--out', path.join(work, 'out')].concat([
        '--as-of',
        GOLDEN_AS_OF,
        '--json',
      ]),
    );
    expect(out.status, out.stderr).toBe(0);
    summary = JSON.parse(out.stdout) as AggregateSummary;
    docs = readDocs(path.join(work, 'out', 'docs'));
    if (process.env.UPDATE_GOLDEN === '1') writeGolden(docs);
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('emits exactly the golden documents, each equal to its golden file', () => {
    const golden = readDocs(goldenDir);
    expect([...docs.keys()].sort()).toEqual([...golden.keys()].sort());
    // Every document that differs by its file, then the first one's diff.
    const differing = [...docs].filter(([docPath, data]) => !isDeepStrictEqual(data, golden.get(docPath)));
    expect.soft(differing.map(([docPath]) => `tests/golden/aggregate/${docPath}.json`)).toEqual([]);
    for (const [docPath, data] of differing.slice(0, 1)) expect(data, docPath).toEqual(golden.get(docPath));
    expect(summary.written).toBe(docs.size);
  });

  it('--plain (the reference path) writes every file byte for byte as the default run', () => {
    const plain = tcg([
      'aggregate',
      '--data',
      path.join(work, 'snap'),
      '--out',
      path.join(work, 'plain'),
      '--as-of',
      GOLDEN_AS_OF,
      '--plain',
      '--json',
    ]);
    expect(plain.status, plain.stderr).toBe(0);
    expect({ ...(JSON.parse(plain.stdout) as AggregateSummary), stages: [] }).toEqual({
      ...summary,
      stages: [],
    });
    const expected = treeOf(path.join(work, 'out', 'docs'));
    expect(Object.keys(expected).length).toBeGreaterThan(docs.size);
    expect(treeOf(path.join(work, 'plain', 'docs'))).toEqual(expected);
  });

  // Checked by hand: these numbers were worked out from data/sample's JSONL files by a separate
  // script (regex conditions, Friday-JST weeks by weekday, 1st-vs-2nd finals, Wilson formula),
  // not by the engine: scripts/oracle/sampleKeyNumbers.mjs, itself checked by tests/oracle.test.ts.
  // When data/sample changes, re-check them before updating the golden files.
  it('has the hand-checked key numbers of data/sample', () => {
    const { index } = doc<PublicDecks>('public/decks');
    expect([index.totalDecks, index.totalMatchedDecks, index.unclassifiedDecks]).toEqual([330, 301, 29]);
    const top = doc<DeckTypeDetail>('public/decks/types/ドラパルトex');
    expect(index.order[0]).toBe('ドラパルトex');
    expect(top.rule.matchedDecks).toBe(53);
    expect(top.rule.share).toBeCloseTo(53 / 301, 12);
    // Wilson 95%: centre (p + z²/2n)/(1 + z²/n) ± z·sqrt(p(1-p)/n + z²/4n²)/(1 + z²/n), n = 301.
    expect(top.rule.shareInterval![0]).toBeCloseTo(0.137210103, 8);
    expect(top.rule.shareInterval![1]).toBeCloseTo(0.223113126, 8);
    expect(top.stats.variants.map((v) => [v.id, v.matchedDecks])).toEqual([
      ['dusknoir', 10],
      ['froslass', 14],
      ['ノココッチ型', 12],
    ]);
    const supporters = top.stats.cardAdoption.supporter.find((card) => card.name === 'ペパー')!;
    expect([supporters.includedDecks, supporters.adoptionRate]).toEqual([42, 42 / 53]);
    const weeks = doc<WeeklySummary>('public_decks/weekly_summary').weeks;
    expect(weeks.length).toBe(13);
    // Decks an event cites count in the event's week (engine/deckDate.ts), the others in their creation's.
    expect([weeks[0]!.key, weeks[0]!.totalDecks, weeks[0]!.matchedDecks]).toEqual(['2026-01-23', 12, 11]);
    expect([weeks[12]!.key, weeks[12]!.totalDecks, weeks[12]!.matchedDecks]).toEqual(['2026-04-17', 25, 22]);
    // The top rule's last two weeks: 3 of 30, then 8 of 22; delta = 8/22 - 3/30.
    const [before, last] = top.stats.weekly.slice(-2);
    expect([before!.count, before!.matchedDecks, last!.count, last!.matchedDecks]).toEqual([3, 30, 8, 22]);
    expect(last!.delta).toBeCloseTo(8 / 22 - 3 / 30, 12);
    const matchups = doc<PublicMatchups>('public/matchups');
    // Counted finals; the one against the disabled ヒビキのバクフーン (no deck, no page) is of an unknown type.
    expect(matchups.rows.reduce((sum, row) => sum + row.wins, 0)).toBe(36);
    const row = matchups.rows.find((r) => r.ruleId === 'ドラパルトex')!;
    expect([row.wins, row.losses, row.thin]).toEqual([10, 3, false]);
  });

  // Key numbers re-counted here from the snapshot files, without the engine.
  it("counts the top rule's matched decks like a plain filter with its conditions over decks.jsonl", () => {
    const { index } = doc<PublicDecks>('public/decks');
    const ruleId = index.order[0]!;
    const rule = snapshot<RawRule>('deck_rules').find((r) => r.id === ruleId)!;
    const countOf = (deck: RawDeck, pattern: string) =>
      deck.cards
        .filter((card) => new RegExp(pattern, 'u').test(card.name ?? card.normalized_name ?? ''))
        .reduce((sum, card) => sum + Number(card.count), 0);
    const matching = snapshot<RawDeck>('decks').filter((deck) =>
      rule.conditions.every((c) => {
        const n = countOf(deck, c.pattern);
        const inRange = n >= (c.min ?? 1) && (c.max == null || n <= c.max);
        return c.negate ? !inRange : inRange;
      }),
    );
    expect(index.rowsById[ruleId]?.total.matchedDecks).toBe(matching.length);
    expect(doc<DeckTypeDetail>(`public/decks/types/${ruleId}`).rule.matchedDecks).toBe(matching.length);
    // The adoption rate of the rule's most adopted card: decks including it / the rule's decks.
    const top = doc<RuleStatsDocument>(`deck_rules/${ruleId}`).stats_top_adoption[0]!;
    const including = matching.filter((deck) =>
      deck.cards.some((card) => card.normalized_name === top.normalized_name),
    );
    expect(top.adoption_rate).toBe(including.length / matching.length);
    // Its copy histogram: the including decks by the copies they play (printings summed).
    const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5+': 0 };
    for (const deck of including) {
      const copies = deck.cards
        .filter((card) => card.normalized_name === top.normalized_name)
        .reduce((sum, card) => sum + Number(card.count), 0);
      histogram[copies >= 5 ? '5+' : (String(copies) as '1' | '2' | '3' | '4')] += 1;
    }
    expect(top.copies).toEqual(histogram);
  });

  it('counts one matchup cell like a plain pass over events.jsonl (1st beats 2nd)', () => {
    const [row] = doc<PublicMatchups>('public/matchups').rows;
    const opponent = row!.opponents[0]!;
    const decks = new Map(snapshot<RawDeck>('decks').map((deck) => [deck.id, deck]));
    const rules = snapshot<RawRule>('deck_rules');
    const typeOf = (result: RawEvent['results'][number]) =>
      decks.get(result.deck_id ?? '')?.rule_matches?.[0] ??
      rules.find((r) => r.id === result.deck_type || r.name === result.deck_type)?.id;
    let wins = 0;
    let losses = 0;
    for (const event of snapshot<RawEvent>('events')) {
      const first = event.results.find((r) => Number.parseInt(String(r.rank), 10) === 1);
      const second = event.results.find((r) => Number.parseInt(String(r.rank), 10) === 2);
      if (!first || !second) continue;
      if (typeOf(first) === row!.ruleId && typeOf(second) === opponent.ruleId) wins += 1;
      if (typeOf(first) === opponent.ruleId && typeOf(second) === row!.ruleId) losses += 1;
    }
    expect([opponent.wins, opponent.losses]).toEqual([wins, losses]);
  });

  it('counts every placement like a plain pass over events.jsonl (buckets 1, 2, 3–4, 5–8)', () => {
    const placements = doc<PublicPlacements>('public/placements');
    const decks = new Map(snapshot<RawDeck>('decks').map((deck) => [deck.id, deck]));
    // A deck_type names a type only when it has a page: an enabled rule, or one with decks.
    const matched = new Set([...decks.values()].flatMap((deck) => deck.rule_matches ?? []));
    const rules = snapshot<RawRule>('deck_rules').filter((r) => r.enabled !== false || matched.has(r.id));
    const typeOf = (result: RawEvent['results'][number]) =>
      decks.get(result.deck_id ?? '')?.rule_matches?.[0] ??
      rules.find((r) => r.id === result.deck_type || r.name === result.deck_type)?.id;
    const tally = () => ({ cited: 0, wins: 0, top4: 0, top8: 0 });
    const totals = tally();
    const byType = new Map<string, ReturnType<typeof tally>>();
    for (const event of snapshot<RawEvent>('events'))
      for (const result of event.results) {
        const rank = Number.parseInt(String(result.rank), 10);
        const type = typeOf(result);
        if (type !== undefined && !byType.has(type)) byType.set(type, tally());
        for (const row of type === undefined ? [totals] : [totals, byType.get(type)!]) {
          row.cited += 1;
          if (rank === 1) row.wins += 1;
          if (rank >= 1 && rank <= 4) row.top4 += 1;
          if (rank >= 1 && rank <= 8) row.top8 += 1;
        }
      }
    expect(placements.totals).toEqual(totals);
    expect(placements.rows.length).toBe(byType.size);
    for (const row of placements.rows) {
      const want = byType.get(row.ruleId)!;
      expect([row.cited, row.wins.count, row.top4.count, row.top8.count], row.ruleId).toEqual([
        want.cited,
        want.wins,
        want.top4,
        want.top8,
      ]);
      expect(row.top4.conversion).toBeCloseTo(want.top4 / totals.top4 / (want.cited / totals.cited), 12);
    }
  });

  it('writes no NaN, Infinity or undefined in any document, deck details included', async () => {
    // In process, so the values are seen before JSON turns NaN into null and drops undefined.
    const found: string[] = [];
    let writes = 0;
    const sink: DocumentSink = {
      description: 'checking',
      write: async (docPath, data) => {
        writes += 1;
        found.push(...nonFinitePaths(data, docPath));
      },
      commit: async () => ({ written: writes }),
      abort: async () => {},
    };
    const store = await SnapshotStore.open(path.join(work, 'snap'));
    await runAggregate(
      { asOf: GOLDEN_AS_OF, minGames: 10, dryRun: false, deckDetails: true },
      { store, sink },
    );
    expect(writes).toBe(docs.size);
    expect(found).toEqual([]);
  });

  it('gives a fetching notice to each job whose deck has no detail document, and to no other', () => {
    const fetched = new Set(snapshot<RawDeck>('decks').map((deck) => deck.id));
    const jobs = snapshot<{ id: string; deck_id?: string; status: string; updated_at?: string }>('deck_jobs');
    const expected = jobs
      .filter((job) => !fetched.has(job.deck_id ?? job.id))
      .map((job) => ({ id: job.deck_id ?? job.id, status: job.status, updatedAt: job.updated_at ?? null }));
    // data/sample: 6 jobs, 3 for decks it holds (done, done, pending), 3 not fetched yet.
    expect(expected.map((notice) => notice.status).sort()).toEqual(['error', 'in_progress', 'pending']);
    const notices = [...docs].filter(([docPath]) => docPath.startsWith('deck_jobs/'));
    expect(notices.map(([, notice]) => notice)).toEqual(expected.sort((a, b) => (a.id < b.id ? -1 : 1)));
    for (const [docPath, notice] of notices) {
      expect(docPath).toBe(`deck_jobs/${(notice as { id: string }).id}`);
      expect(docs.has(`public_deck_details/${(notice as { id: string }).id}`)).toBe(false);
    }
    for (const job of jobs.filter((j) => fetched.has(j.deck_id ?? j.id)))
      expect(docs.has(`public_deck_details/${job.deck_id ?? job.id}`)).toBe(true);
  });

  it('puts each deck in the week whose [start, end) holds the earliest event citing it, else its creation time', () => {
    const playedOn = new Map<string, number>();
    for (const event of snapshot<RawEvent>('events'))
      for (const result of event.results)
        if (result.deck_id && event.event_date)
          playedOn.set(
            result.deck_id,
            Math.min(playedOn.get(result.deck_id) ?? Number.POSITIVE_INFINITY, Date.parse(event.event_date)),
          );
    const decks = snapshot<RawDeck>('decks');
    const dated = decks.map((deck) => playedOn.get(deck.id) ?? Date.parse(deck.created_at));
    // The sample holds decks an event dates in another week than their creation: the test can fail.
    const moved = decks.filter((deck, i) => {
      const created = Date.parse(deck.created_at);
      return weekStartOf(created) !== weekStartOf(dated[i]!);
    });
    expect(moved.length).toBeGreaterThan(0);
    for (const week of doc<WeeklySummary>('public_decks/weekly_summary').weeks) {
      const inWeek = dated.filter((ms) => ms >= Date.parse(week.start) && ms < Date.parse(week.end));
      expect(week.totalDecks, week.key).toBe(inWeek.length);
    }
  });
});

/** The start of the Friday 00:00 JST week holding `ms` (re-derived here, not the engine's). */
function weekStartOf(ms: number): number {
  const day = 24 * 60 * 60 * 1000;
  // 1970-01-02 00:00 JST was a Friday: weeks are 7-day steps from it.
  const friday = Date.parse('1970-01-02T00:00:00+09:00');
  return friday + Math.floor((ms - friday) / (7 * day)) * 7 * day;
}

/** The golden folder mirrors the docs folder: one document a file, pretty-printed to diff by line. */
function writeGolden(docs: Map<string, unknown>): void {
  // Regenerated only on request (UPDATE_GOLDEN=1), never in CI: review the diff before committing.
  rmSync(goldenDir, { recursive: true, force: true });
  for (const [docPath, data] of docs) {
    const file = path.join(goldenDir, `${docPath}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  }
}

describe('tcg aggregate (usage errors)', () => {
  it('rejects an invalid --as-of with a usage error naming the flag', () => {
    const result = tcg(['aggregate', '--data', 'data/sample', '--out', os.tmpdir(), '--as-of', 'yesterday']);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(
      'tcg: --as-of: "yesterday" is not a date and time; use ISO 8601, e.g. 2026-04-05T10:00:00+09:00',
    );
  });

  it('rejects a --min-games that is not a whole number', () => {
    const result = tcg(['aggregate', '--data', 'data/sample', '--dry-run', '--min-games', 'ten']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--min-games');
  });
});
