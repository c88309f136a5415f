import { describe, expect, it } from 'vitest';
import { conditionRangePhrase, describeCondition, plainCondition } from './conditionPhrase.ts';

describe('describeCondition(condition)', () => {
  it('phrases the four normal forms', () => {
    expect(describeCondition({ pattern: 'リザードンex', min: 2, max: 2, negate: false })).toBe(
      '「リザードンex」を2枚にする',
    );
    expect(describeCondition({ pattern: 'リザードンex', min: 2, max: 3, negate: false })).toBe(
      '「リザードンex」を2〜3枚にする',
    );
    expect(describeCondition({ pattern: 'リザードンex', min: 2, max: null, negate: false })).toBe(
      '「リザードンex」を2枚以上にする',
    );
    expect(describeCondition({ pattern: 'ナンジャモ', min: 0, max: 1, negate: false })).toBe(
      '「ナンジャモ」を1枚以下に抑える',
    );
  });

  it('phrases the negated forms', () => {
    expect(describeCondition({ pattern: 'A', min: 4, max: 4, negate: true })).toBe('「A」を4枚にはしない');
    expect(describeCondition({ pattern: 'A', min: 1, max: 2, negate: true })).toBe(
      '「A」を1〜2枚の範囲を避ける',
    );
    expect(describeCondition({ pattern: 'A', min: 1, max: null, negate: true })).toBe(
      '「A」を1枚以上にはしない',
    );
    expect(describeCondition({ pattern: 'A', min: 0, max: 2, negate: true })).toBe(
      '「A」を2枚以下にはしない',
    );
  });

  it('keeps regular-expression patterns as written', () => {
    expect(describeCondition({ pattern: '^(ボスの指令|プライムキャッチャー)$', min: 1, max: null })).toBe(
      '「^(ボスの指令|プライムキャッチャー)$」を1枚以上にする',
    );
  });
});

describe('conditionRangePhrase(condition)', () => {
  it('defaults min to 1, max to none and negate to false', () => {
    expect(conditionRangePhrase({})).toBe('1枚以上にする');
    expect(conditionRangePhrase({ max: 3 })).toBe('1〜3枚にする');
  });

  it('prefers "exactly" over "at most" for zero copies', () => {
    expect(conditionRangePhrase({ min: 0, max: 0 })).toBe('0枚にする');
    expect(conditionRangePhrase({ min: 0, max: 0, negate: true })).toBe('0枚にはしない');
  });
});

describe('plainCondition (public pages)', () => {
  it('reads a name pattern as words: anchors dropped, alternatives joined', () => {
    expect(plainCondition({ pattern: '^ドラパルトex$', min: 1, max: null })).toBe(
      '「ドラパルトex」を1枚以上採用',
    );
    expect(plainCondition({ pattern: 'ミュウ|ミュウex', min: 2, max: 2 })).toBe(
      '「ミュウ」または「ミュウex」を2枚採用',
    );
    expect(plainCondition({ pattern: 'ナンジャモ', min: 0, max: 1 })).toBe('「ナンジャモ」を1枚まで採用');
    expect(plainCondition({ pattern: 'A\\+B', min: 1, max: 3 })).toBe('「A+B」を1〜3枚採用');
    expect(plainCondition({ pattern: 'ギラティナ', negate: true })).toBe('「ギラティナ」を採用していない');
    expect(plainCondition({ pattern: 'X', min: 2, max: 3, negate: true })).toBe(
      '「X」の枚数が2〜3枚ではない',
    );
  });

  it('gives null for a pattern with regular-expression syntax', () => {
    expect(plainCondition({ pattern: 'リザードン.*ex' })).toBeNull();
    expect(plainCondition({ pattern: '(A|B)C' })).toBeNull();
    expect(plainCondition({ pattern: '^$' })).toBeNull();
  });
});
