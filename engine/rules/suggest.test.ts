import { describe, expect, it } from 'vitest';
import type { Rule } from '../schemas.ts';
import { mulberry32 as seeded } from '../testRandom.ts';
import { checkRule, patternsToJudge } from './checkRule.ts';
import { RuleMatcher } from './matcher.ts';
import { clusterFeatureSets, exactNamePattern, type SuggestDeck, suggestRules } from './suggest.ts';

const STAPLES = ['ネストボール', 'ボスの指令', 'ナンジャモ', 'ハイパーボール', 'なかよしポフィン'];
/** Archetypes: cards with the share of decks playing them and their copies. */
const ARCHETYPES: Record<string, [string, number, number, string][]> = {
  dragapult: [
    ['ドラメシヤ', 1, 4, 'ポケモン'],
    ['ドロンチ', 1, 3, 'ポケモン'],
    ['ドラパルトex', 1, 2, 'ポケモン'],
    ['ヨノワール', 0.6, 1, 'ポケモン'],
    ['夜のタンカ', 0.8, 2, 'グッズ'],
  ],
  pikachu: [
    ['ピカチュウex', 1, 3, 'ポケモン'],
    ['テツノイサハex', 0.95, 1, 'ポケモン'],
    ['でんきだま', 0.9, 2, 'ポケモンのどうぐ'],
    ['バチュル', 0.7, 2, 'ポケモン'],
    ['ポケギア3.0', 0.8, 2, 'グッズ'],
  ],
  typhlosion: [
    ['ヒビキのヒノアラシ', 1, 4, 'ポケモン'],
    ['ヒビキのマグマラシ', 0.9, 3, 'ポケモン'],
    ['ヒビキのバクフーン', 1, 3, 'ポケモン'],
    ['ヒビキの冒険', 0.9, 4, 'サポート'],
    ['Mr.マイム(ex)', 0.75, 1, 'ポケモン'],
  ],
};

function deck(id: string, archetype: string, random: () => number): SuggestDeck {
  const cards: SuggestDeck['cards'][number][] = [];
  for (const name of STAPLES) if (random() < 0.9) cards.push({ name, count: 2, type: 'グッズ' } as never);
  for (const [name, share, count, type] of ARCHETYPES[archetype]!) {
    if (random() < share) cards.push({ name, count: count - (random() < 0.2 ? 1 : 0) || 1, type } as never);
  }
  // A random odd card now and then (noise in the card sets).
  if (random() < 0.3) cards.push({ name: `テックカード${Math.floor(random() * 10)}`, count: 1 } as never);
  cards.push({ name: '基本超エネルギー', count: 6, type: '基本エネルギー' } as never);
  return { id, cards };
}

function corpus(
  seed: number,
  sizes: Record<string, number>,
): { decks: SuggestDeck[]; drawnAs: Map<string, string> } {
  const random = seeded(seed);
  const decks: SuggestDeck[] = [];
  const drawnAs = new Map<string, string>();
  for (const [archetype, size] of Object.entries(sizes)) {
    for (let i = 0; i < size; i++) {
      const id = `${archetype.slice(0, 3)}${String(i).padStart(4, '0')}-${seed}`;
      decks.push(deck(id, archetype, random));
      drawnAs.set(id, archetype);
    }
  }
  return { decks, drawnAs };
}

const DRAGAPULT: Rule = {
  id: 'ドラパルトex',
  name: 'ドラパルトex',
  enabled: true,
  priority: 10,
  description: '',
  conditions: [
    { pattern: '^ドラパルトex$', min: 2, max: null, negate: false },
    { pattern: '^ドロンチ$', min: 1, max: null, negate: false },
  ],
  variants: [],
};

describe('clusterFeatureSets', () => {
  it('groups similar sets and separates disjoint ones, the same way every time', () => {
    const sets = [
      new Set([1, 2, 3, 4]),
      new Set([10, 11, 12]),
      new Set([1, 2, 3, 5]),
      new Set([10, 11, 13]),
      new Set([1, 2, 4, 5]),
    ];
    const groups = clusterFeatureSets(sets);
    expect(groups[0]).toBe(groups[2]);
    expect(groups[0]).toBe(groups[4]);
    expect(groups[1]).toBe(groups[3]);
    expect(groups[0]).not.toBe(groups[1]);
    expect(clusterFeatureSets(sets)).toEqual(groups);
  });

  it('leaves a set resembling no group on its own', () => {
    const groups = clusterFeatureSets([new Set([1, 2, 3]), new Set([1, 2, 3]), new Set([7, 8, 9])]);
    expect(new Set(groups).size).toBe(2);
    expect(groups[2]).not.toBe(groups[0]);
  });
});

describe('suggestRules', () => {
  for (const seed of [1, 2, 3]) {
    it(`finds each unmatched archetype as one pure group with a rule that matches it (seed ${seed})`, () => {
      const { decks, drawnAs } = corpus(seed, { dragapult: 60, pikachu: 40, typhlosion: 30 });
      const result = suggestRules(decks, [DRAGAPULT]);
      for (const archetype of ['pikachu', 'typhlosion']) {
        const own = decks.filter((d) => drawnAs.get(d.id) === archetype);
        const group = result.groups.find(
          (g) => g.deckIds.filter((id) => drawnAs.get(id) === archetype).length >= 0.9 * own.length,
        );
        expect(group, archetype).toBeDefined();
        const pure = group!.deckIds.filter((id) => drawnAs.get(id) === archetype).length / group!.size;
        expect(pure).toBeGreaterThanOrEqual(0.9);
        expect(group!.deckIds).toEqual([...group!.deckIds].sort());
        expect(group!.exampleDeckIds).toEqual(group!.deckIds.slice(0, 5));
        // The signature: shares and average counts of the group's own cards, no staples.
        expect(group!.signature.map((c) => c.name)).not.toContain('ネストボール');
        for (const card of group!.signature) {
          expect(card.share).toBeGreaterThanOrEqual(0.5);
          expect(card.averageCount).toBeGreaterThan(0);
        }
        // The rule: matches the archetype's decks and few others, and passes the one rule check.
        const rule = { id: group!.rule.name, ...group!.rule };
        expect(rule.variants).toEqual([]);
        expect(rule.priority).toBeGreaterThan(DRAGAPULT.priority);
        const verdicts = new Map(patternsToJudge([rule]).map((p) => [p, null]));
        expect(checkRule(rule, [DRAGAPULT], verdicts).issues).toEqual([]);
        const matcher = new RuleMatcher([rule]);
        const matched = decks.filter((d) => matcher.match(d.cards).length > 0);
        const ownMatched = matched.filter((d) => drawnAs.get(d.id) === archetype).length;
        expect(ownMatched).toBeGreaterThanOrEqual(0.9 * own.length);
        expect(matched.length - ownMatched).toBeLessThanOrEqual(0.05 * (decks.length - own.length));
      }
      // Named after the key Pokémon (an ex first).
      expect(result.groups.map((g) => g.rule.name.split(' ')[0])).toContain('ピカチュウex');
    });
  }

  it('escapes regular-expression characters in the patterns', () => {
    expect(exactNamePattern('Mr.マイム(ex)')).toBe('^Mr\\.マイム\\(ex\\)$');
    expect(exactNamePattern('ポケギア3.0')).toBe('^ポケギア3\\.0$');
    expect(new RegExp(exactNamePattern('Mr.マイム(ex)')).test('Mr.マイム(ex)')).toBe(true);
    expect(new RegExp(exactNamePattern('Mr.マイム(ex)')).test('MrXマイムex')).toBe(false);
  });

  it('reports groups of at least the minimum size only', () => {
    const { decks } = corpus(4, { dragapult: 20, pikachu: 4 });
    expect(suggestRules(decks, [DRAGAPULT]).groups).toEqual([]);
    expect(suggestRules(decks, [DRAGAPULT], { minSize: 3 }).groups.length).toBe(1);
  });

  it('lists near misses: decks failing exactly one condition, with the count they had', () => {
    const cards = (dragapult: number, drakloak: number) => [
      { name: 'ドラパルトex', count: dragapult },
      { name: 'ドロンチ', count: drakloak },
    ];
    const decks: SuggestDeck[] = [
      { id: 'a', cards: cards(1, 2) },
      { id: 'b', cards: cards(1, 3) },
      { id: 'c', cards: cards(2, 0) },
      { id: 'd', cards: cards(2, 2) },
      { id: 'e', cards: cards(0, 0) },
    ];
    const { nearMisses } = suggestRules(decks, [DRAGAPULT]);
    expect(nearMisses).toEqual([
      {
        ruleId: 'ドラパルトex',
        ruleName: 'ドラパルトex',
        total: 2,
        conditions: [{ pattern: '^ドラパルトex$', min: 2, max: null, negate: false, decks: 2 }],
        decks: ['a', 'b'].map((deckId) => ({
          deckId,
          pattern: '^ドラパルトex$',
          min: 2,
          max: null,
          negate: false,
          count: 1,
          primary: null,
        })),
      },
    ]);
  });
});
