import { describe, expect, it } from 'vitest';
import type { Rule } from '../schemas.ts';
import { type CardCount, MAX_TESTED_NAME_LENGTH, RuleMatcher } from './matcher.ts';
import { NaiveMatcher } from './naiveMatcher.ts';
import { validateRule } from './validateRule.ts';

/** A rule through the real validation path, so tests use the stored shape. */
function rule(raw: Record<string, unknown>): Rule {
  const { rule, issues } = validateRule({ name: raw.id, ...raw });
  if (!rule) throw new Error(`test rule invalid: ${JSON.stringify(issues)}`);
  return rule;
}

function oneCondition(condition: Record<string, unknown>): Rule {
  return rule({ id: 'テスト', conditions: [condition] });
}

function matches(r: Rule, cards: CardCount[]): boolean {
  return new RuleMatcher([r]).match(cards).length === 1;
}

const charizardDeck: CardCount[] = [
  { name: 'リザードンex', count: 2 },
  { name: 'ヒトカゲ', count: 3 },
  { name: 'ピジョットex', count: 1 },
  { name: 'ナンジャモ', count: 4 },
  { name: 'ネストボール', count: 4 },
  { name: 'ふしぎなアメ', count: 4 },
  { name: '基本炎エネルギー', count: 7 },
];

describe('RuleMatcher conditions, one that holds and one that fails per kind', () => {
  const cases: {
    kind: string;
    condition: Record<string, unknown>;
    holds: CardCount[];
    fails: CardCount[];
  }[] = [
    {
      kind: 'plain count (min defaults to 1)',
      condition: { pattern: 'リザードンex' },
      holds: [{ name: 'リザードンex', count: 1 }],
      fails: [{ name: 'ドラパルトex', count: 3 }],
    },
    {
      kind: 'min only',
      condition: { pattern: 'ネストボール', min: 3 },
      holds: [{ name: 'ネストボール', count: 4 }],
      fails: [{ name: 'ネストボール', count: 2 }],
    },
    {
      kind: 'min and max range',
      condition: { pattern: 'ナンジャモ', min: 2, max: 3 },
      holds: [{ name: 'ナンジャモ', count: 3 }],
      fails: [{ name: 'ナンジャモ', count: 4 }],
    },
    {
      kind: 'max 0: must not contain',
      condition: { pattern: 'サーフゴーex', min: 0, max: 0 },
      holds: [{ name: 'リザードンex', count: 2 }],
      fails: [{ name: 'サーフゴーex', count: 1 }],
    },
    {
      kind: 'negate of a range',
      condition: { pattern: 'ふしぎなアメ', min: 1, max: 2, negate: true },
      holds: [{ name: 'ふしぎなアメ', count: 4 }],
      fails: [{ name: 'ふしぎなアメ', count: 2 }],
    },
    {
      kind: 'negate of a min',
      condition: { pattern: 'ドラパルトex', min: 1, negate: true },
      holds: [{ name: 'リザードンex', count: 2 }],
      fails: [{ name: 'ドラパルトex', count: 1 }],
    },
    {
      kind: 'regex alternation summed over cards',
      condition: { pattern: 'リザードンex|ピジョットex', min: 3 },
      holds: [
        { name: 'リザードンex', count: 2 },
        { name: 'ピジョットex', count: 1 },
      ],
      fails: [{ name: 'リザードンex', count: 2 }],
    },
    {
      kind: 'anchors match the whole name only',
      condition: { pattern: '^ゲッコウガex$' },
      holds: [{ name: 'ゲッコウガex', count: 1 }],
      fails: [{ name: 'ゲッコウガex(SV6 021/101)', count: 2 }],
    },
    {
      kind: 'normalized_name when name is missing',
      condition: { pattern: '^サーフゴーex$', min: 2 },
      holds: [{ normalized_name: 'サーフゴーex', count: 2 }],
      fails: [{ name: 'サーフゴー', normalized_name: 'サーフゴーex', count: 2 }],
    },
    {
      kind: 'a card the deck lacks counts 0',
      condition: { pattern: 'ナンジャモ', min: 0, max: 1 },
      holds: [],
      fails: [{ name: 'ナンジャモ', count: 2 }],
    },
  ];

  for (const { kind, condition, holds, fails } of cases) {
    it(`${kind}: holds`, () => expect(matches(oneCondition(condition), holds)).toBe(true));
    it(`${kind}: fails`, () => expect(matches(oneCondition(condition), fails)).toBe(false));
  }
});

describe('RuleMatcher edges of min, max and negate', () => {
  const deck = (n: number): CardCount[] => [{ name: 'ナンジャモ', count: n }];
  it('count equal to min and to max is in range', () => {
    const r = oneCondition({ pattern: 'ナンジャモ', min: 2, max: 4 });
    expect([1, 2, 3, 4, 5].map((n) => matches(r, deck(n)))).toEqual([false, true, true, true, false]);
  });
  it('max null has no upper bound', () => {
    const r = oneCondition({ pattern: 'ナンジャモ', min: 2, max: null });
    expect(matches(r, deck(60))).toBe(true);
  });
  it('negate turns exactly the in-range counts into failures', () => {
    const r = oneCondition({ pattern: 'ナンジャモ', min: 2, max: 4, negate: true });
    expect([1, 2, 3, 4, 5].map((n) => matches(r, deck(n)))).toEqual([true, false, false, false, true]);
  });
  it('sums copies of several printings of one card', () => {
    const r = oneCondition({ pattern: '^ナンジャモ', min: 4, max: 4 });
    expect(
      matches(r, [
        { name: 'ナンジャモ', count: 2 },
        { name: 'ナンジャモ(SV4a)', count: 2 },
      ]),
    ).toBe(true);
  });
  it('reads numeric text counts and treats a blank name as missing', () => {
    const r = oneCondition({ pattern: 'ナンジャモ', min: 3 });
    const cards = [{ name: ' ', normalized_name: 'ナンジャモ', count: '3' as unknown as number }];
    expect(matches(r, cards)).toBe(true);
  });
});

describe("RuleMatcher with names stored with the deck page's (ACE SPEC) mark", () => {
  const marked: CardCount[] = [
    { name: 'サーフゴーex', count: 3 },
    { name: 'アンフェアスタンプ(ACE SPEC)', count: 1 },
  ];
  const notPlayed = oneCondition({ pattern: '^アンフェアスタンプ$', min: 1, negate: true });
  const played = oneCondition({ pattern: '^アンフェアスタンプ$', min: 1, max: 1 });

  it('matches the name without the mark: a negated condition sees the card', () => {
    expect(matches(notPlayed, marked)).toBe(false);
    expect(matches(played, marked)).toBe(true);
    expect(new RuleMatcher([played]).matchDetails(marked)[0]!.details[0]!.count).toBe(1);
    expect(matches(played, [{ name: 'アンフェアスタンプ （ACE SPEC）', count: 1 }])).toBe(true);
    expect(matches(played, [{ normalized_name: 'アンフェアスタンプ(acespec)', count: 1 }])).toBe(true);
  });

  it('the naive matcher agrees', () => {
    expect(new NaiveMatcher([notPlayed]).match(marked)).toEqual([]);
    expect(new NaiveMatcher([played]).match(marked)).toHaveLength(1);
  });

  it('a pattern written for the mark itself no longer sees it', () => {
    expect(matches(oneCondition({ pattern: 'ACE SPEC' }), marked)).toBe(false);
  });
});

describe('RuleMatcher rules and variants', () => {
  const charizard = rule({
    id: 'リザードンex',
    priority: 10,
    conditions: [{ pattern: 'リザードンex', min: 2 }],
    variants: [
      { id: 'ピジョット型', name: 'ピジョット型', priority: 2, conditions: [{ pattern: 'ピジョットex' }] },
      { id: 'アメ型', name: 'アメ型', priority: 1, conditions: [{ pattern: 'ふしぎなアメ', min: 3 }] },
      { id: '無効', name: '無効', enabled: false, conditions: [{ pattern: 'ナンジャモ' }] },
      { id: 'ドラパ型', name: 'ドラパ型', priority: 0, conditions: [{ pattern: 'ドラパルトex' }] },
    ],
  });
  const energy = rule({ id: '炎', priority: 10, conditions: [{ pattern: '基本炎エネルギー', min: 5 }] });
  const nanjamo = rule({
    id: 'ナンジャモ採用',
    priority: 3,
    conditions: [{ pattern: 'ナンジャモ', min: 4 }],
  });
  const disabled = rule({ id: '無効ルール', enabled: false, conditions: [{ pattern: 'リザードンex' }] });

  it('lists matching variants by priority then id, skipping disabled and failing ones', () => {
    expect(new RuleMatcher([charizard]).match(charizardDeck)).toEqual([
      { id: 'リザードンex', name: 'リザードンex', priority: 10, variants: ['アメ型', 'ピジョット型'] },
    ]);
  });

  it('evaluates variants only for decks that match the parent', () => {
    const deck = [
      { name: 'リザードンex', count: 1 },
      { name: 'ピジョットex', count: 2 },
    ];
    expect(new RuleMatcher([charizard]).match(deck)).toEqual([]);
    expect(new RuleMatcher([charizard]).matchDetails(deck)[0]!.variants.every((v) => !v.matched)).toBe(true);
  });

  it('ignores disabled rules', () => {
    expect(new RuleMatcher([disabled]).match(charizardDeck)).toEqual([]);
    expect(new RuleMatcher([disabled]).enabledRule('無効ルール')).toBeUndefined();
  });

  it('orders several matches by priority, then id', () => {
    const ids = new RuleMatcher([energy, charizard, nanjamo, disabled]).match(charizardDeck).map((m) => m.id);
    expect(ids).toEqual(['ナンジャモ採用', 'リザードンex', '炎']);
  });

  it('matches a rule of only negated conditions (no required card)', () => {
    const noDragapult = rule({ id: 'ドラパなし', conditions: [{ pattern: 'ドラパルトex', negate: true }] });
    expect(new RuleMatcher([noDragapult]).match([]).map((m) => m.id)).toEqual(['ドラパなし']);
    expect(new RuleMatcher([noDragapult]).match([{ name: 'ドラパルトex', count: 2 }])).toEqual([]);
  });

  it('matchRule evaluates one rule and knows no disabled one', () => {
    const matcher = new RuleMatcher([charizard, nanjamo, disabled]);
    expect(matcher.matchRule(charizardDeck, 'ナンジャモ採用')?.id).toBe('ナンジャモ採用');
    expect(matcher.matchRule([{ name: 'ナンジャモ', count: 1 }], 'ナンジャモ採用')).toBeUndefined();
    expect(matcher.matchRule(charizardDeck, '無効ルール')).toBeUndefined();
  });

  it('keeps no state between decks', () => {
    const matcher = new RuleMatcher([nanjamo]);
    expect(matcher.match([{ name: 'ナンジャモ', count: 2 }])).toEqual([]);
    expect(matcher.match([{ name: 'ナンジャモ', count: 2 }])).toEqual([]);
    expect(matcher.match([{ name: 'ナンジャモ', count: 4 }])).toHaveLength(1);
    expect(matcher.match([{ name: 'ナンジャモ', count: 3 }])).toEqual([]);
  });

  it('shares one frozen match object per rule and variant combination between decks', () => {
    const matcher = new RuleMatcher([charizard]);
    const first = matcher.match(charizardDeck)[0]!;
    const again = matcher.match([...charizardDeck].reverse())[0]!;
    expect(again).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.variants)).toBe(true);
    expect(() => first.variants.push('x')).toThrow(TypeError);
    const noVariant = matcher.match([{ name: 'リザードンex', count: 2 }])[0]!;
    expect(noVariant).not.toBe(first);
    expect(noVariant.variants).toEqual([]);
  });

  it('gives the right variants to a rule with more variants than the cache covers', () => {
    const many = rule({
      id: '多型',
      conditions: [{ pattern: 'リザードンex' }],
      variants: Array.from({ length: 12 }, (_, i) => ({
        id: `v${String(i).padStart(2, '0')}`,
        name: `型${i}`,
        conditions: [{ pattern: 'ナンジャモ', min: i }],
      })),
    });
    const matcher = new RuleMatcher([many]);
    const withCopies = (n: number) => [
      { name: 'リザードンex', count: 1 },
      { name: 'ナンジャモ', count: n },
    ];
    expect(matcher.match(withCopies(2))[0]!.variants).toEqual(['v00', 'v01', 'v02']);
    expect(matcher.match(withCopies(11))[0]!.variants).toHaveLength(12);
  });

  it('matchDetails gives each condition its count and range verdict, in the rule order', () => {
    const [verdict] = new RuleMatcher([charizard]).matchDetails(charizardDeck);
    expect(verdict).toMatchObject({ id: 'リザードンex', matched: true, description: '' });
    expect(verdict!.details).toEqual([
      { pattern: 'リザードンex', min: 2, max: null, negate: false, count: 2, inRange: true },
    ]);
    expect(verdict!.variants.map((v) => [v.id, v.matched, v.details[0]!.count])).toEqual([
      ['ドラパ型', false, 0],
      ['アメ型', true, 4],
      ['ピジョット型', true, 1],
    ]);
  });
});

describe('RuleMatcher.stats()', () => {
  it('tests each distinct (pattern, card name) pair once for the whole run', () => {
    const rules = [
      rule({ id: 'A', conditions: [{ pattern: 'リザードンex' }, { pattern: 'ナンジャモ', max: 4 }] }),
      rule({ id: 'B', conditions: [{ pattern: 'ナンジャモ' }], variants: [] }),
      rule({
        id: 'C',
        conditions: [{ pattern: 'ドラパルトex' }],
        variants: [{ id: 'v', name: 'v', conditions: [{ pattern: 'リザードンex' }] }],
      }),
    ];
    const matcher = new RuleMatcher(rules);
    for (let i = 0; i < 50; i++) matcher.match(charizardDeck);
    matcher.match([{ name: 'ドラパルトex', count: 3 }, ...charizardDeck]);
    const names = charizardDeck.length + 1;
    expect(matcher.stats()).toEqual({
      distinctNames: names,
      distinctPatterns: 3,
      regexTests: names * 3,
      untestedNames: 0,
    });
  });
});

describe('RuleMatcher.nameId and matchCounts (a deck as name ids and counts)', () => {
  const rules = [
    rule({
      id: 'A',
      conditions: [
        { pattern: 'リザードンex', min: 2 },
        { pattern: 'ナンジャモ', max: 4 },
      ],
    }),
    rule({ id: 'B', conditions: [{ pattern: 'エネルギー$', min: 7 }] }),
    rule({ id: 'C', conditions: [{ pattern: 'ドラパルトex' }], priority: 0 }),
  ];

  it('gives the same matches as match(cards), reading normalized_name when the name is blank', () => {
    const decks: CardCount[][] = [
      charizardDeck,
      [{ name: ' ', normalized_name: 'ドラパルトex', count: 1 }, ...charizardDeck],
      [{ name: 'リザードンex', count: 1 }],
      [],
    ];
    const matcher = new RuleMatcher(rules);
    for (const cards of decks) {
      const ids = Int32Array.from(cards.map((card) => matcher.nameId(card.name, card.normalized_name)));
      const counts = Float64Array.from(cards.map((card) => card.count));
      // The deck sits inside bigger arrays: only [start, end) counts.
      const pad = (array: Int32Array | Float64Array, value: number) => [value, ...array, value];
      const paddedIds = Int32Array.from(pad(ids, matcher.nameId('リザードンex')));
      const paddedCounts = Float64Array.from(pad(counts, 9));
      expect(matcher.matchCounts(paddedIds, paddedCounts, 1, 1 + ids.length)).toEqual(
        new RuleMatcher(rules).match(cards),
      );
    }
  });

  it('gives -1 for a card with no usable name, and a card with id -1 counts nothing', () => {
    const matcher = new RuleMatcher(rules);
    expect(matcher.nameId(undefined)).toBe(-1);
    expect(matcher.nameId('  ', '')).toBe(-1);
    expect(matcher.nameId(3, 'ドラパルトex')).toBe(matcher.nameId('ドラパルトex'));
    expect(matcher.matchCounts(Int32Array.of(-1), Float64Array.of(5), 0, 1)).toEqual([]);
    expect(matcher.stats().distinctNames).toBe(1);
  });
});

describe('RuleMatcher with a deck of more card entries than its scratch arrays hold', () => {
  // 65 entries crashed `match` (TypeError reading 'length'): the scratch arrays
  // were passed before countsOf grew them.
  const big: CardCount[] = Array.from({ length: 130 }, (_, i) => ({ name: `カード${i}`, count: 1 }));
  big.push({ name: 'リザードンex', count: 2 });
  const r = rule({
    id: 'リザードンex',
    conditions: [
      { pattern: '^リザードンex$', min: 2 },
      { pattern: '^カード', min: 100 },
    ],
  });

  it('match, matchRule and matchDetails count every entry', () => {
    for (const length of [65, 131]) {
      const cards = big.slice(-length);
      const matcher = new RuleMatcher([r]);
      const expected = length === 131;
      expect(matcher.match(cards).length, `match ${length}`).toBe(expected ? 1 : 0);
      expect(new RuleMatcher([r]).matchRule(cards, r.id) !== undefined, `matchRule ${length}`).toBe(expected);
      const details = new RuleMatcher([r]).matchDetails(cards)[0]!;
      expect(details.details.map((d) => d.count)).toEqual([2, length - 1]);
    }
  });
});

describe('RuleMatcher with a card name longer than MAX_TESTED_NAME_LENGTH', () => {
  it('never tests it: it matches no pattern (the bound on every pattern × name pair)', () => {
    const long = `${'リザードンex'.repeat(20)}`;
    const r = oneCondition({ pattern: 'リザードンex' });
    const matcher = new RuleMatcher([r]);
    expect(matcher.match([{ name: long, count: 4 }])).toEqual([]);
    expect(matcher.stats()).toMatchObject({ regexTests: 0, untestedNames: 1 });
    expect(long.length).toBeGreaterThan(MAX_TESTED_NAME_LENGTH);
    expect(new NaiveMatcher([r]).match([{ name: long, count: 4 }])).toEqual([]);
  });
});
