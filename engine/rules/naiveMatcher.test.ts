// What the fast matcher saves over the naive one (regexes tested), on seeded random rules and decks.
// That the two give the same matches is matcher.property.test.ts's (fast-check, shrinking).
import { describe, expect, it } from 'vitest';
import type { Rule } from '../schemas.ts';
import { mulberry32 as random } from '../testRandom.ts';
import type { CardCount } from './matcher.ts';
import { RuleMatcher } from './matcher.ts';
import { NaiveMatcher } from './naiveMatcher.ts';
import { validateRule } from './validateRule.ts';

const CARD_NAMES = [
  'リザードンex',
  'ヒトカゲ',
  'ピジョットex',
  'ポッポ',
  'ナンジャモ',
  'ネストボール',
  '基本炎エネルギー',
  'ふしぎなアメ',
  'サーフゴーex',
  'コレクレー',
  'ドラパルトex',
  'ドロンチ',
  'ゲッコウガex',
  'ケロマツ',
  '博士の研究',
  'ボスの指令',
  '基本超エネルギー',
  '基本水エネルギー',
];
const PATTERNS = [
  'リザードンex',
  '^ピジョット',
  'ex$',
  'ナンジャモ|博士の研究',
  '基本.エネルギー',
  '^ふしぎなアメ$',
  'サーフゴー',
  'ドラパルト|ドロンチ',
  'ゲッコウガex',
  'ボール',
  '^ケロマツ$',
];

function randomCondition(next: () => number) {
  const min = Math.floor(next() * 4);
  const max = next() < 0.4 ? null : min + Math.floor(next() * 6);
  return { pattern: PATTERNS[Math.floor(next() * PATTERNS.length)]!, min, max, negate: next() < 0.2 };
}

function randomRules(next: () => number): Rule[] {
  return Array.from({ length: 40 }, (_, i) => {
    const raw = {
      id: `ルール${i}`,
      name: `ルール${i}`,
      enabled: next() < 0.9,
      priority: Math.floor(next() * 5),
      conditions: Array.from({ length: 1 + Math.floor(next() * 3) }, () => randomCondition(next)),
      variants: Array.from({ length: Math.floor(next() * 3) }, (_, v) => ({
        id: `v${v}`,
        name: `型${v}`,
        enabled: next() < 0.8,
        priority: Math.floor(next() * 3),
        conditions: [randomCondition(next)],
      })),
    };
    const { rule, issues } = validateRule(raw);
    if (!rule) throw new Error(JSON.stringify(issues));
    return rule;
  });
}

function randomDeck(next: () => number): CardCount[] {
  return Array.from({ length: Math.floor(next() * 15) }, () => {
    const name = CARD_NAMES[Math.floor(next() * CARD_NAMES.length)]!;
    const count = 1 + Math.floor(next() * 4);
    return next() < 0.1 ? { normalized_name: name, count } : { name, count };
  });
}

describe('RuleMatcher against NaiveMatcher: the work', () => {
  it('tests far fewer regexes than the naive way', () => {
    const next = random(7);
    const rules = randomRules(next);
    const fast = new RuleMatcher(rules);
    const naive = new NaiveMatcher(rules);
    for (let i = 0; i < 200; i++) {
      const deck = randomDeck(next);
      fast.match(deck);
      naive.match(deck);
    }
    expect(fast.stats().regexTests).toBeLessThanOrEqual(CARD_NAMES.length * PATTERNS.length);
    expect(naive.regexTests).toBeGreaterThan(fast.stats().regexTests * 10);
  });
});
