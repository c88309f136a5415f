// Sub-rules are counted by (rule id, sub-rule id), never by a joined text: rules `X__Y` + `Z` and
// `X` + `Y__Z` once shared one accumulator (`X__Y__Z`), a sub-rule counted more decks than its
// rule, and a NaN interval stopped the run with exit 70.
import { describe, expect, it } from 'vitest';
import type { Rule } from '../schemas.ts';
import { Aggregator } from './aggregator.ts';

const condition = (pattern: string) => ({ pattern, min: 1, max: null, negate: false });
const rule = (id: string, variantId: string): Rule => ({
  id,
  name: id,
  enabled: true,
  priority: 1,
  description: '',
  conditions: [condition('.')],
  variants: [
    {
      id: variantId,
      name: variantId,
      enabled: true,
      priority: 1,
      description: '',
      conditions: [condition('.')],
    },
  ],
});
const deck = (n: number, ruleId: string, variantId: string) => ({
  id: `aaaaaa-aaaaaa-aaaaa${n}`,
  created_at: '2026-03-10T10:00:00+09:00',
  cards: [{ name: 'ピカチュウ', count: 4 }],
  rule_matches: [ruleId],
  rule_matches_detail: [{ id: ruleId, name: ruleId, priority: 1, variants: [variantId] }],
});

describe('Aggregator: sub-rule groups keyed structurally', () => {
  it('keeps X/Y__Z and X__Y/Z apart, and the result cannot be changed by the document build', () => {
    const aggregator = new Aggregator({
      rules: [rule('X', 'Y__Z'), rule('X__Y', 'Z')],
      cards: [],
      events: [],
      asOf: '2026-04-01T00:00:00.000Z',
      minGames: 10,
    });
    aggregator.addDeck(deck(1, 'X', 'Y__Z'));
    aggregator.addDeck(deck(2, 'X', 'Y__Z'));
    aggregator.addDeck(deck(3, 'X__Y', 'Z'));
    const result = aggregator.result();
    expect(result.variantGroup('X', 'Y__Z')?.decks).toBe(2);
    expect(result.variantGroup('X__Y', 'Z')?.decks).toBe(1);
    expect(result.group('X__Y').decks).toBe(1);
    // Asking for a group that does not exist creates nothing.
    expect(result.group('nobody').decks).toBe(0);
    expect(result.variantGroup('X', 'Z')).toBeUndefined();
    expect(aggregator.result().variantGroup('X', 'Z')).toBeUndefined();

    const docs = new Map(aggregator.finish().map((doc) => [doc.path, doc.data as Record<string, unknown>]));
    const parent = docs.get('deck_rules/X__Y') as { stats_variants: { share_within_rule: number }[] };
    expect(parent.stats_variants[0]?.share_within_rule).toBe(1);
  });
});
