import { describe, expect, it } from 'vitest';
import { ACE_SPEC_CARDS, ACE_SPEC_NAMES, aceSpecBaseKind, isAceSpecName } from './aceSpec.ts';

describe('ACE SPEC list', () => {
  it('holds 29 distinct names', () => {
    expect(ACE_SPEC_CARDS).toHaveLength(29);
    expect(new Set(ACE_SPEC_NAMES).size).toBe(29);
  });
});

describe('isAceSpecName(name)', () => {
  it('recognises every listed name as written', () => {
    for (const name of ACE_SPEC_NAMES) expect(isAceSpecName(name), name).toBe(true);
  });

  it('matches after width, case and whitespace normalisation', () => {
    expect(isAceSpecName('つりざおＭＡＸ')).toBe(true);
    expect(isAceSpecName('つりざお max')).toBe(true);
    expect(isAceSpecName('ポケバイタル Ａ')).toBe(true);
    expect(isAceSpecName(' マスター ボール ')).toBe(true);
  });

  it('recognises a name the deck page marks (ACE SPEC), listed or not', () => {
    expect(isAceSpecName('プレシャスキャリー(ACE SPEC)')).toBe(true);
    expect(isAceSpecName('アンフェアスタンプ（ACE SPEC）')).toBe(true);
    expect(isAceSpecName('まだ知らないカード (ACE SPEC)')).toBe(true);
    expect(aceSpecBaseKind('リッチエネルギー(ACE SPEC)')).toBe('special_energy');
  });

  it('rejects ordinary cards, near misses and missing names', () => {
    expect(isAceSpecName('ネストボール')).toBe(false);
    expect(isAceSpecName('つりざお')).toBe(false);
    expect(isAceSpecName('マスターボール改')).toBe(false);
    expect(isAceSpecName('')).toBe(false);
    expect(isAceSpecName(undefined)).toBe(false);
    expect(isAceSpecName(null)).toBe(false);
  });
});

describe('aceSpecBaseKind(name)', () => {
  it('gives the printed kind of an ACE SPEC card', () => {
    expect(aceSpecBaseKind('リッチエネルギー')).toBe('special_energy');
    expect(aceSpecBaseKind('偉大な大樹')).toBe('stadium');
    expect(aceSpecBaseKind('ヒーローマント')).toBe('tool');
    expect(aceSpecBaseKind('プライムキャッチャー')).toBe('item');
  });

  it('gives nothing for other cards', () => {
    expect(aceSpecBaseKind('ピカチュウex')).toBeUndefined();
    expect(aceSpecBaseKind(undefined)).toBeUndefined();
  });
});
