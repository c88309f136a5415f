import { describe, expect, it } from 'vitest';
import {
  hasAceSpecSuffix,
  normalizeCardName,
  plainCardName,
  stripAceSpecSuffix,
  stripParenthesized,
  stripSetSuffix,
} from './cardName.ts';

describe('normalizeCardName(name)', () => {
  it('applies NFKC, lowercases and removes every whitespace character', () => {
    expect(normalizeCardName('リザードン ex')).toBe('リザードンex');
    expect(normalizeCardName('リザードンＥＸ')).toBe('リザードンex');
    expect(normalizeCardName('ﾎﾟｹﾓﾝ　いれかえ')).toBe('ポケモンいれかえ');
    expect(normalizeCardName(' Pokémon\tTool\n')).toBe('pokémontool');
    expect(normalizeCardName('ポケバイタルＡ')).toBe('ポケバイタルa');
  });

  it('gives the same key to names that differ only in width, case and spacing', () => {
    expect(normalizeCardName('つりざお ＭＡＸ')).toBe(normalizeCardName('つりざおMAX'));
  });

  it('keys a name marked (ACE SPEC) as the card itself', () => {
    expect(normalizeCardName('アンフェアスタンプ(ACE SPEC)')).toBe('アンフェアスタンプ');
    expect(normalizeCardName('ポケバイタルＡ （ＡＣＥ　ＳＰＥＣ）')).toBe('ポケバイタルa');
    expect(normalizeCardName('(ACE SPEC)')).toBe('(acespec)');
  });
});

describe('hasAceSpecSuffix(name) and stripAceSpecSuffix(name)', () => {
  it('find and cut the mark in half- or full-width brackets, any case, with or without blanks', () => {
    for (const name of [
      'プレシャスキャリー(ACE SPEC)',
      'プレシャスキャリー（ACE SPEC）',
      'プレシャスキャリー (ACE SPEC) ',
      'プレシャスキャリー　（ ACE SPEC ）',
      'プレシャスキャリー(ace spec)',
      'プレシャスキャリー(ACESPEC)',
      'プレシャスキャリー（ＡＣＥ ＳＰＥＣ）',
      'プレシャスキャリー(ACE SPEC）',
    ]) {
      expect(hasAceSpecSuffix(name), name).toBe(true);
      expect(stripAceSpecSuffix(name), name).toBe('プレシャスキャリー');
    }
  });

  it('leave every other name alone', () => {
    for (const name of [
      'プレシャスキャリー',
      'ボスの指令（ゲーチス）',
      'サーフゴーex(SV3a 050/062)',
      '(ACE SPEC)',
      '（ACE SPEC）プレシャスキャリー',
      'プレシャスキャリー(ACE SPECS)',
      'プレシャスキャリー(ACE SPEC',
      '',
    ]) {
      expect(hasAceSpecSuffix(name), name).toBe(false);
      expect(stripAceSpecSuffix(name), name).toBe(name);
    }
  });

  it('reads a long hostile name in linear time', () => {
    const hostile = `${' '.repeat(200_000)}(${' '.repeat(200_000)}`;
    expect(hasAceSpecSuffix(hostile)).toBe(false);
    expect(hasAceSpecSuffix(`x${' '.repeat(200_000)}(ACE SPEC)`)).toBe(true);
  });
});

describe('plainCardName(printed)', () => {
  it('cuts the set and number and the (ACE SPEC) mark, in either order', () => {
    expect(plainCardName('プレシャスキャリー(ACE SPEC)')).toBe('プレシャスキャリー');
    expect(plainCardName('プレシャスキャリー(ACE SPEC)(SVLN 015/036)')).toBe('プレシャスキャリー');
    expect(plainCardName('プレシャスキャリー(SVLN 015/036)(ACE SPEC)')).toBe('プレシャスキャリー');
    expect(plainCardName(' サーフゴーex(SV3a 050/062) ')).toBe('サーフゴーex');
    expect(plainCardName('博士の研究（オーリム博士）')).toBe('博士の研究（オーリム博士）');
  });
});

describe('stripParenthesized(name)', () => {
  it('removes ASCII and full-width parenthesised text', () => {
    expect(stripParenthesized('ボスの指令（ゲーチス）')).toBe('ボスの指令');
    expect(stripParenthesized('サーフゴーex(SV3a 050/062)')).toBe('サーフゴーex');
    expect(stripParenthesized('博士の研究（オーリム博士） (SV4K 066/066)')).toBe('博士の研究');
  });

  it('removes mixed and nested brackets and tidies the blanks left behind', () => {
    expect(stripParenthesized('A (b（c）d) E')).toBe('A E');
    expect(stripParenthesized('A（b)')).toBe('A');
  });

  it('leaves names without brackets alone and never returns an empty name', () => {
    expect(stripParenthesized('ピカチュウex')).toBe('ピカチュウex');
    expect(stripParenthesized('(SV3a)')).toBe('(SV3a)');
  });
});

describe('stripSetSuffix(name)', () => {
  it('removes a trailing set code and collector number', () => {
    expect(stripSetSuffix('サーフゴーex(SV3a 050/062)')).toBe('サーフゴーex');
    expect(stripSetSuffix('サーフゴーex （SV3a 050/062）')).toBe('サーフゴーex');
    expect(stripSetSuffix('ピカチュウ(SV-P 123)')).toBe('ピカチュウ');
  });

  it('keeps brackets that belong to the card name', () => {
    expect(stripSetSuffix('博士の研究（オーリム博士）')).toBe('博士の研究（オーリム博士）');
    expect(stripSetSuffix('Ω（オメガ）連打')).toBe('Ω（オメガ）連打');
    expect(stripSetSuffix('博士の研究（フトゥー博士）(SV5M 071/071)')).toBe('博士の研究（フトゥー博士）');
  });
});
