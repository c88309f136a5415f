// Differential property test (fast-check): the fast RuleMatcher (names resolved once, masks,
// typed arrays) must give exactly what the obvious NaiveMatcher gives, for any rules and decks
// the generators build; a failure is shrunk to a small case (rules, deck) that a reviewer reads.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rule } from '../schemas.ts';
import { type CardCount, RuleMatcher } from './matcher.ts';
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
