import { describe, expect, it } from 'vitest';
import type { Rule } from '../schemas.ts';
import { ClassificationRun } from './classify.ts';
import { RuleMatcher } from './matcher.ts';
import { type ImpactDeck, ruleImpact } from './ruleImpact.ts';

const AS_OF = '2026-04-20T00:00:00Z';

function rule(id: string, priority: number, pattern: string, min = 1, max: number | null = null): Rule {
  return {
    id,
    name: id,
    enabled: true,
    priority,
    description: '',
    conditions: [{ pattern, min, max, negate: false }],
    variants: [],
  };
}

const rules = [rule('ドラパルトex', 10, '^ドラパルトex$'), rule('サーナイトex', 20, '^サーナイトex$')];

/** Decks classified by the current rules, as a snapshot after `tcg classify` holds them. */
function classified(cards: [string, number][][]): ImpactDeck[] {
  const run = new ClassificationRun(new RuleMatcher(rules), { kind: 'all' }, AS_OF);
  return cards.map((list, i) => {
    const deck: ImpactDeck = {
      id: `deck${String(i).padStart(2, '0')}-aaaaaa-bbbbbb`,
      cards: list.map(([name, count]) => ({ name, count })),
    };
    Object.assign(deck, run.classify(deck) ?? {});
    return deck;
  });
}

describe('ruleImpact(decks, rules, edited, asOf)', () => {
  const decks = classified([
    [
      ['ドラパルトex', 1],
      ['ドロンチ', 2],
    ],
    [
      ['ドラパルトex', 2],
      ['サーナイトex', 2],
    ],
    [['ドラパルトex', 3]],
    [['サーナイトex', 2]],
    [['ピカチュウ', 4]],
  ]);

  it('counts decks losing a narrowed rule, and where they go', () => {
    const narrowed = rule('ドラパルトex', 10, '^ドラパルトex$', 2);
    const impact = ruleImpact(decks, rules, narrowed, AS_OF);
    expect(impact.checked).toBe(5);
    expect(impact.matchedBefore).toBe(3);
    expect(impact.matchedAfter).toBe(2);
    expect(impact.gained).toEqual({ total: 0, ids: [] });
    expect(impact.lost).toEqual({ total: 1, ids: [decks[0]!.id] });
    expect(impact.moves).toEqual([{ from: 'ドラパルトex', to: null, count: 1 }]);
    expect(impact.primaryChanged.ids).toEqual([decks[0]!.id]);
  });

  it('names exactly the decks a single-rule classification run rewrites after the save', () => {
    const narrowed = rule('ドラパルトex', 10, '^ドラパルトex$', 2, 2);
    const impact = ruleImpact(decks, rules, narrowed, AS_OF);
    const after = [...rules.filter((r) => r.id !== narrowed.id), narrowed];
    const run = new ClassificationRun(new RuleMatcher(after), { kind: 'single', ruleId: narrowed.id }, AS_OF);
    const rewritten = decks.filter((deck) => run.classify(deck) !== undefined).map((deck) => deck.id);
    expect([...impact.gained.ids, ...impact.lost.ids].sort()).toEqual(rewritten.sort());
    expect(impact.lost.total).toBe(2);
  });

  it('counts decks gaining a new rule, moving from unclassified or from another primary rule', () => {
    const widened = rule('ex デッキ', 5, 'ex$');
    const impact = ruleImpact(decks, rules, widened, AS_OF);
    expect(impact.gained.total).toBe(4);
    expect(impact.lost.total).toBe(0);
    expect(impact.moves).toEqual([
      { from: 'ドラパルトex', to: 'ex デッキ', count: 3 },
      { from: 'サーナイトex', to: 'ex デッキ', count: 1 },
    ]);
  });

  it('keeps the first ids in code-unit order, up to the sample limit', () => {
    const all = rule('全部', 1, '.');
    const impact = ruleImpact([...decks].reverse(), rules, all, AS_OF, 2);
    expect(impact.gained.total).toBe(5);
    expect(impact.gained.ids).toEqual([decks[0]!.id, decks[1]!.id]);
  });

  it('a disabled rule loses every deck that holds it', () => {
    const off = { ...rules[0]!, enabled: false };
    const impact = ruleImpact(decks, rules, off, AS_OF);
    expect(impact.lost.total).toBe(3);
    expect(impact.matchedAfter).toBe(0);
  });

  it('compares with the stored rule evaluated now: decks stored unclassified or stale change nothing when the rule is unchanged', () => {
    const stored = decks.map((deck, i) =>
      // Even decks never classified, odd ones classified by an old rule that matched nothing.
      i % 2 === 0
        ? { id: deck.id, cards: deck.cards }
        : { ...deck, rule_matches: [], rule_matches_detail: [] },
    );
    const unchanged = ruleImpact(stored, rules, rules[0]!, AS_OF);
    expect(unchanged.matchedBefore).toBe(3);
    expect(unchanged.gained.total + unchanged.lost.total + unchanged.primaryChanged.total).toBe(0);
    expect(unchanged.moves).toEqual([]);
  });

  it('reports the true change of a narrowed rule on unclassified and stale decks', () => {
    const stale = decks.map((deck) => ({
      ...deck,
      // Stored by an old classification that gave every deck the other rule.
      rule_matches: ['サーナイトex'],
      rule_matches_detail: [{ id: 'サーナイトex', name: 'サーナイトex', priority: 20, variants: [] }],
    }));
    const unclassified = decks.map((deck) => ({ id: deck.id, cards: deck.cards }));
    const narrowed = rule('ドラパルトex', 10, '^ドラパルトex$', 2);
    for (const stored of [stale, unclassified]) {
      const impact = ruleImpact(stored, rules, narrowed, AS_OF);
      expect(impact.matchedBefore).toBe(3);
      expect(impact.matchedAfter).toBe(2);
      expect(impact.gained.total).toBe(0);
      expect(impact.lost).toEqual({ total: 1, ids: [decks[0]!.id] });
      expect(impact.moves).toEqual([{ from: 'ドラパルトex', to: null, count: 1 }]);
      expect(impact.primaryChanged.ids).toEqual([decks[0]!.id]);
    }
  });
});
