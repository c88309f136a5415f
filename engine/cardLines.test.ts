import { describe, expect, it } from 'vitest';
import { readDeck } from './aggregate/deckView.ts';
import { distinctCardLines } from './cardLines.ts';
import { RuleMatcher } from './rules/matcher.ts';
import { NaiveMatcher } from './rules/naiveMatcher.ts';
import { validateRule } from './rules/validateRule.ts';

const NEST = { name: 'ネストボール', type: 'グッズ', count: 4, details: { card_pict: 'a.png' } };

describe('distinctCardLines(cards): a line stored twice is one line', () => {
  it('drops an entry equal to an earlier one, whatever the order of its fields', () => {
    const again = { details: { card_pict: 'a.png' }, count: 4, type: 'グッズ', name: 'ネストボール' };
    expect(distinctCardLines([NEST, { name: 'ナンジャモ', count: 4 }, again])).toEqual([
      NEST,
      { name: 'ナンジャモ', count: 4 },
    ]);
  });

  it('keeps two prints of one name and one name with two counts (summed as before)', () => {
    const otherPrint = { ...NEST, details: { card_pict: 'b.png' } };
    const otherCount = { ...NEST, count: 2 };
    const cards = [NEST, otherPrint, otherCount];
    expect(distinctCardLines(cards)).toBe(cards);
  });

  it('returns the list itself when nothing repeats, and copes with entries that are not objects', () => {
    const cards = [NEST, null, 'x', null];
    expect(distinctCardLines(cards)).toEqual([NEST, null, 'x']);
    const plain = [NEST];
    expect(distinctCardLines(plain)).toBe(plain);
  });
});

describe('a duplicated card line counts once', () => {
  const { rule } = validateRule({
    id: 'ボール4枚',
    name: 'ボール4枚',
    conditions: [{ pattern: '^ネストボール$', min: 4, max: 4 }],
  });
  const deck = [NEST, { name: 'ナンジャモ', count: 4 }, { ...NEST }];

  it('by both rule matchers (4 copies, not 8)', () => {
    expect(new RuleMatcher([rule!]).match(deck).map((m) => m.id)).toEqual(['ボール4枚']);
    expect(new NaiveMatcher([rule!]).match(deck).map((m) => m.id)).toEqual(['ボール4枚']);
  });

  it('by the aggregation (the deck view lists it once)', () => {
    const view = readDeck({ id: 'D', cards: deck });
    expect(view.cards.map((card) => [card.name, card.count])).toEqual([
      ['ネストボール', 4],
      ['ナンジャモ', 4],
    ]);
  });
});
