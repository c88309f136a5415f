import { describe, expect, it } from 'vitest';
import { searchKey } from './searchKey.ts';

describe('searchKey(text)', () => {
  it('reads hiragana as katakana', () => {
    expect(searchKey('なんじゃも')).toBe(searchKey('ナンジャモ'));
    expect(searchKey('ぽけもんいれかえ')).toBe('ポケモンイレカエ');
  });

  it('reads half-width katakana, full-width letters and digits as their usual forms', () => {
    expect(searchKey('ﾅﾝｼﾞｬﾓ')).toBe('ナンジャモ');
    expect(searchKey('ＥＸ')).toBe('ex');
    expect(searchKey('ﾘｻﾞｰﾄﾞﾝ ｅｘ')).toBe(searchKey('リザードンex'));
  });

  it('ignores case and blanks, and keeps what differs', () => {
    expect(searchKey('Ace Spec')).toBe('acespec');
    expect(searchKey('ボスの指令')).not.toBe(searchKey('ボスの司令'));
  });
});
