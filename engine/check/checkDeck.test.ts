import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicRulesOf } from '../aggregate/publicRules.ts';
import { RuleMatcher } from '../rules/matcher.ts';
import { validateRules } from '../rules/validateRule.ts';
import { type CheckType, checkDeck, copiesAway, publishedRules } from './checkDeck.ts';
import { parseDeckPaste } from './parseDeckPaste.ts';

// The bundled sample's rules, through the public document the page reads.
const raw = readFileSync(path.resolve(import.meta.dirname, '../../data/sample/deck_rules.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line));
const matcher = new RuleMatcher(publishedRules(publicRulesOf(validateRules(raw).rules)));

const DRAGAPULT: CheckType = {
  consensus: [
    { id: 'ドラメシヤ', name: 'ドラメシヤ', category: 'pokemon', copies: 4 },
    { id: 'ドロンチ', name: 'ドロンチ', category: 'pokemon', copies: 3 },
    { id: 'ドラパルトex', name: 'ドラパルトex', category: 'pokemon', copies: 2 },
    { id: 'リーリエの決心', name: 'リーリエの決心', category: 'supporter', copies: 4 },
    { id: 'ふうせん', name: 'ふうせん', category: 'tool', copies: 1 },
  ],
  adoption: { ヨノワール: 0.42, ドラメシヤ: 1 },
};

const cards = (paste: string) => {
  const result = parseDeckPaste(paste);
  if (!result.ok) throw new Error(result.message);
  return result.cards;
};

describe('checkDeck(cards, matcher, types)', () => {
  it('gives the type and sub-rule tcg classify gives, each condition OK, and the consensus diff', () => {
    const result = checkDeck(
      cards(
        'ドラメシヤ 4\nドロンチ 2\nドラパルトex 3\nヨノワール 1\nリーリエの決心 4\nカウンターキャッチャー 1',
      ),
      matcher,
      { ドラパルトex: DRAGAPULT },
    );
    expect(result.total).toBe(15);
    expect(result.type?.id).toBe('ドラパルトex');
    expect(result.type?.details).toEqual([
      { pattern: '^ドラパルトex$', min: 1, max: null, negate: false, count: 3, inRange: true },
    ]);
    expect(result.variant).toMatchObject({ id: 'dusknoir', name: 'ヨノワール型', matched: true });
    expect(result.diff).toEqual({
      more: [{ id: 'ドラパルトex', name: 'ドラパルトex', deck: 3, consensus: 2 }],
      fewer: [
        { id: 'ドロンチ', name: 'ドロンチ', deck: 2, consensus: 3 },
        { id: 'ふうせん', name: 'ふうせん', deck: 0, consensus: 1 },
      ],
      rare: [
        { id: 'ヨノワール', name: 'ヨノワール', deck: 1, consensus: 0, adoption: 0.42 },
        {
          id: 'カウンターキャッチャー',
          name: 'カウンターキャッチャー',
          deck: 1,
          consensus: 0,
          adoption: null,
        },
      ],
    });
    expect(result.nearest).toEqual([]);
  });

  it('lists every rule a list matches, the first as its type', () => {
    // ノココッチ コントロール (priority 200) needs ノココッチ ×2, no ドラパルトex, at most 4 basic energy.
    const result = checkDeck(
      cards('ノココッチ 2\nロケット団のミュウツーex 1\nロケット団のカイリキー 11'),
      matcher,
      {},
    );
    expect(result.type?.id).toBe('ロケット団のミュウツーex');
    expect(result.alsoMatches.map((v) => v.id)).toEqual(['ノココッチ コントロール']);
    expect(result.diff).toBeNull();
  });

  it('gives an unmatched list the types nearest to it, by copies shared with their consensus lists', () => {
    const result = checkDeck(cards('ドラメシヤ 4\nドロンチ 3\nリーリエの決心 4'), matcher, {
      ドラパルトex: DRAGAPULT,
    });
    expect(result.type).toBeNull();
    expect(result.variant).toBeNull();
    const [first] = result.nearest;
    expect(first?.verdict.id).toBe('ドラパルトex');
    expect(first?.sharedCopies).toBe(11);
    expect(first?.failing.map((d) => [d.pattern, d.count])).toEqual([['^ドラパルトex$', 0]]);
    expect(first?.copiesAway).toBe(1);
  });
});

describe('copiesAway(detail)', () => {
  const detail = (count: number, min: number, max: number | null, negate: boolean) => ({
    pattern: 'x',
    count,
    min,
    max,
    negate,
    inRange: count >= min && (max === null || count <= max),
  });
  it('counts the copies to add or cut for a condition to pass', () => {
    expect(copiesAway(detail(0, 2, null, false))).toBe(2);
    expect(copiesAway(detail(7, 0, 4, false))).toBe(3);
    expect(copiesAway(detail(3, 2, null, false))).toBe(0);
    expect(copiesAway(detail(2, 1, null, true))).toBe(2);
    expect(copiesAway(detail(1, 0, 2, true))).toBe(2);
  });
});
