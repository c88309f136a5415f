import { describe, expect, it } from 'vitest';
import { displayRuleName } from './ruleDisplayName.ts';

describe('displayRuleName(name)', () => {
  it('strips parenthesised text that contains a slash, ASCII or full-width', () => {
    expect(displayRuleName('リザードンex (SV3a/SV4)')).toBe('リザードンex');
    expect(displayRuleName('サーフゴーex（ex/ポケモン）型')).toBe('サーフゴーex型');
  });

  it('keeps parenthesised text without a slash', () => {
    expect(displayRuleName('ロスト（ギラティナ）')).toBe('ロスト（ギラティナ）');
  });

  it('keeps a name that is nothing but a slashed group', () => {
    expect(displayRuleName('(A/B)')).toBe('(A/B)');
  });
});
