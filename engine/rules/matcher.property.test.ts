// Differential property test (fast-check): the fast RuleMatcher (names resolved once, masks,
// typed arrays) must give exactly what the obvious NaiveMatcher gives, for any rules and decks
// the generators build; a failure is shrunk to a small case (rules, deck) that a reviewer reads.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rule } from '../schemas.ts';
import { type CardCount, countedCards, RuleMatcher } from './matcher.ts';
import { NaiveMatcher } from './naiveMatcher.ts';
import { validateRule } from './validateRule.ts';

const NAMES = [
  'リザードンex',
  'ヒトカゲ',
  'ピジョットex',
  'ナンジャモ',
  '基本炎エネルギー',
  'ふしぎなアメ',
  'ボスの指令',
  'Ａ',
  'ex',
];
const PATTERNS = [
  'リザードンex',
  '^ピジョット',
  'ex$',
  'ナンジャモ|ボス',
  '基本.エネルギー',
  '^ふしぎなアメ$',
  'Ａ',
  '^$|ヒト',
];

const condition = fc.record({
  pattern: fc.constantFrom(...PATTERNS),
  min: fc.integer({ min: 0, max: 5 }),
  span: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  negate: fc.boolean(),
});
type ConditionInput = typeof condition extends fc.Arbitrary<infer T> ? T : never;
const asCondition = ({ pattern, min, span, negate }: ConditionInput) => ({
  pattern,
  min,
  max: span === null ? null : min + span,
  negate,
});

const rawRule = fc.record({
  enabled: fc.boolean(),
  priority: fc.integer({ min: 0, max: 3 }),
  conditions: fc.array(condition, { minLength: 1, maxLength: 3 }),
  variants: fc.array(
    fc.record({
      enabled: fc.boolean(),
      priority: fc.integer({ min: 0, max: 2 }),
      conditions: fc.array(condition, { minLength: 1, maxLength: 2 }),
    }),
    { maxLength: 3 },
  ),
});

const rules = fc.array(rawRule, { minLength: 1, maxLength: 12 }).map((raws): Rule[] =>
  raws.map((raw, i) => {
    const { rule, issues } = validateRule({
      id: `ルール${i}`,
      name: `ルール${i}`,
      enabled: raw.enabled,
      priority: raw.priority,
      conditions: raw.conditions.map(asCondition),
      variants: raw.variants.map((variant, v) => ({
        id: `v${v}`,
        name: `型${v}`,
        enabled: variant.enabled,
        priority: variant.priority,
        conditions: variant.conditions.map(asCondition),
      })),
    });
    if (!rule) throw new Error(JSON.stringify(issues));
    return rule;
  }),
);

// Card entries as stored: a name or only a normalized name, repeated names, any small count.
// (At most 40 entries: decks of 65 or more entries are the subject of their own fix and test.)
const card: fc.Arbitrary<CardCount> = fc.oneof(
  fc.record({ name: fc.constantFrom(...NAMES), count: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ normalized_name: fc.constantFrom(...NAMES), count: fc.integer({ min: 1, max: 4 }) }),
);
const deck = fc.array(card, { maxLength: 40 });

describe('RuleMatcher against NaiveMatcher (fast-check)', () => {
  it('matches every deck exactly as the naive matcher does, rules and variants in order', () => {
    let decksSeen = 0;
    let matched = 0;
    let withVariants = 0;
    fc.assert(
      fc.property(rules, fc.array(deck, { minLength: 1, maxLength: 8 }), (ruleList, decks) => {
        // One fast matcher across several decks: its per-name cache must not leak between decks.
        const fast = new RuleMatcher(ruleList);
        const naive = new NaiveMatcher(ruleList);
        for (const cards of decks) {
          const expected = naive.match(cards);
          expect(fast.match(cards)).toEqual(expected);
          decksSeen++;
          if (expected.length > 0) matched++;
          if (expected.some((match) => match.variants.length > 0)) withVariants++;
        }
      }),
      { numRuns: 300, seed: 20260405 },
    );
    // The generators must reach both outcomes, or the comparison proves little.
    expect(matched).toBeGreaterThan(decksSeen * 0.2);
    expect(matched).toBeLessThan(decksSeen * 0.95);
    expect(withVariants).toBeGreaterThan(decksSeen * 0.05);
  });

  it('finds a planted difference and shrinks it (the property can fail)', () => {
    // A "fast" matcher that drops the last rule of every match list: fast-check must notice.
    const result = fc.check(
      fc.property(rules, deck, (ruleList, cards) => {
        const fast = new RuleMatcher(ruleList).match(cards);
        expect(fast.slice(0, Math.max(0, fast.length - 1))).toEqual(new NaiveMatcher(ruleList).match(cards));
      }),
      { numRuns: 300, seed: 7 },
    );
    expect(result.failed).toBe(true);
  });
});

// Card entries as a scraper may store them: blank or missing names beside normalized ones, counts
// as text or out of range, whole entries repeated (one line: engine/cardLines.ts), and entries
// that are not objects at all.
const BLANKS = ['', '  ', '\u3000'];
const storedCard: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: card },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        name: fc.oneof(fc.constantFrom(...NAMES, ...BLANKS), fc.constant(null), fc.integer()),
        normalized_name: fc.constantFrom(...NAMES, ...BLANKS),
        count: fc.oneof(
          fc.integer({ min: -1, max: 5 }),
          fc.constantFrom('3', ' 2 ', 'x', '', 1.5, Number.NaN, Number.POSITIVE_INFINITY, null),
        ),
        type: fc.constantFrom('pokemon', 'trainer'),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, 3, 'ナンジャモ', [] as unknown[]) },
);
/** A stored card list, some entries repeated whole (the same object or an equal copy). */
const storedDeck = fc
  .tuple(
    fc.array(storedCard, { maxLength: 30 }),
    fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 5 }),
  )
  .map(([cards, repeats]) => {
    const list = [...cards];
    for (const [at, copy] of repeats) {
      const entry = cards[at % Math.max(1, cards.length)];
      if (entry !== undefined) list.push(copy ? structuredClone(entry) : entry);
    }
    return list as CardCount[];
  });

/**
 * A deck's cards in the matcher's terms, as a cache keeps them: countedCards, then nameIdsOf (the
 * names in batches) or nameId (one at a time), in turn.
 */
function counted(matcher: RuleMatcher, cards: readonly CardCount[], batched: boolean) {
  const { names, counts } = countedCards(cards);
  const ids = batched ? matcher.nameIdsOf(names) : Int32Array.from(names, (name) => matcher.nameId(name));
  return { ids, counts: Float64Array.from(counts) };
}

describe('countedCards: a deck as a cache keeps it matches as its cards do (fast-check)', () => {
  it('gives matchCounts and matchRuleCounts what match and matchRule give', () => {
    let matched = 0;
    let decksSeen = 0;
    fc.assert(
      fc.property(rules, fc.array(storedDeck, { minLength: 1, maxLength: 6 }), (ruleList, decks) => {
        const matcher = new RuleMatcher(ruleList);
        for (const [n, cards] of decks.entries()) {
          const { ids, counts } = counted(matcher, cards, n % 2 === 0);
          const expected = matcher.match(cards);
          expect(matcher.matchCounts(ids, counts, 0, ids.length)).toEqual(expected);
          for (const rule of ruleList) {
            expect(matcher.matchRuleCounts(ids, counts, 0, ids.length, rule.id)).toEqual(
              matcher.matchRule(cards, rule.id),
            );
          }
          decksSeen++;
          if (expected.length > 0) matched++;
        }
      }),
      { numRuns: 300, seed: 20261130 },
    );
    expect(matched).toBeGreaterThan(decksSeen * 0.2);
    expect(matched).toBeLessThan(decksSeen * 0.95);
  });

  it('notices a cache that kept a repeated line twice (the property can fail)', () => {
    const result = fc.check(
      fc.property(rules, storedDeck, (ruleList, cards) => {
        const matcher = new RuleMatcher(ruleList);
        // Counted without removing repeated lines: what a careless cache would keep.
        const names: string[] = [];
        const counts: number[] = [];
        for (const card of cards) {
          const single = countedCards([card]);
          names.push(...single.names);
          counts.push(...single.counts);
        }
        const ids = Int32Array.from(names, (name) => matcher.nameId(name));
        expect(matcher.matchCounts(ids, Float64Array.from(counts), 0, ids.length)).toEqual(
          matcher.match(cards),
        );
      }),
      { numRuns: 300, seed: 11 },
    );
    expect(result.failed).toBe(true);
  });
});
