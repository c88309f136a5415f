import { describe, expect, it } from 'vitest';
import { patternsToJudge } from './checkRule.ts';
import { evaluateDeckRulesPreview } from './preview.ts';

/** Every pattern judged safe (the backtracking check has its own tests). */
const safe = (raws: readonly unknown[]) => new Map(patternsToJudge(raws).map((p) => [p, null]));

const rawRules = [
  {
    id: 'ドラパルトex',
    name: 'ドラパルトex',
    priority: '2',
    description: 'ドラパルトexを軸にしたデッキ',
    conditions: [
      { pattern: 'ドラパルトex', min: 2, max: null },
      { pattern: 'リザードンex', min: 1, max: null, negate: true },
    ],
    variants: [{ id: 'ヨノワール型', name: 'ヨノワール型', conditions: [{ pattern: 'ヨノワール', min: 1 }] }],
  },
  {
    id: 'リザードンex',
    name: 'リザードンex',
    priority: 1,
    conditions: [{ pattern: 'リザードンex', min: 2 }],
  },
  { id: '壊れたルール', name: '壊れたルール', conditions: [{ pattern: '(' }] },
  { id: '無効', name: '無効', enabled: false, conditions: [{ pattern: 'ドラパルトex' }] },
];

describe('evaluateDeckRulesPreview(deck, rawRules, source)', () => {
  it('returns the spec shape: source, deck id, invalid rules, matched ids and every enabled rule verdict', () => {
    const deck = {
      id: '4cYKcc-l9gMiB-8acGaJ',
      cards: [
        { name: 'ドラパルトex', count: 3 },
        { name: 'ヨノワール', count: 1 },
        { name: 'リザードンex', count: 1 },
      ],
    };
    const preview = evaluateDeckRulesPreview(deck, rawRules, 'snapshot', safe(rawRules));
    expect(preview.source).toBe('snapshot');
    expect(preview.deckId).toBe('4cYKcc-l9gMiB-8acGaJ');
    expect(preview.invalidRules).toEqual([
      {
        ruleId: '壊れたルール',
        issues: [
          {
            path: 'conditions[0].pattern',
            message: '正規表現が不正です: 閉じていない括弧 ( があります',
            detail: expect.stringMatching(/^Invalid regular expression: /),
          },
        ],
      },
    ]);
    expect(preview.matched).toEqual([]);
    expect(preview.results).toEqual([
      {
        ruleId: 'リザードンex',
        name: 'リザードンex',
        priority: 1,
        description: '',
        matched: false,
        details: [{ pattern: 'リザードンex', min: 2, max: null, negate: false, count: 1, inRange: false }],
        variants: [],
      },
      {
        ruleId: 'ドラパルトex',
        name: 'ドラパルトex',
        priority: 2,
        description: 'ドラパルトexを軸にしたデッキ',
        matched: false,
        details: [
          { pattern: 'ドラパルトex', min: 2, max: null, negate: false, count: 3, inRange: true },
          { pattern: 'リザードンex', min: 1, max: null, negate: true, count: 1, inRange: true },
        ],
        variants: [
          {
            id: 'ヨノワール型',
            name: 'ヨノワール型',
            priority: 0,
            matched: false,
            details: [{ pattern: 'ヨノワール', min: 1, max: null, negate: false, count: 1, inRange: true }],
          },
        ],
      },
    ]);
  });

  it('lists matched rules and their matching variants', () => {
    const deck = {
      id: 'ABCDEF-GHIJKL-MNOPQR',
      cards: [
        { name: 'ドラパルトex', count: 2 },
        { name: 'ヨノワール', count: 2 },
      ],
    };
    const preview = evaluateDeckRulesPreview(deck, rawRules, 'official', safe(rawRules));
    expect(preview.matched).toEqual(['ドラパルトex']);
    expect(preview.results[1]?.variants[0]?.matched).toBe(true);
    expect(JSON.parse(JSON.stringify(preview))).toEqual(preview);
  });
});
