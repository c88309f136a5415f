import { describe, expect, it } from 'vitest';
import type { DeckDetail } from '../../engine/documents.ts';
import {
  FIXTURE_STANDARD_60,
  FIXTURE_STANDARD_60_TEXT,
} from '../../scripts/siteFixture/fixtureStandard60.ts';
import { deckListOfConsensus, deckListOfDeck, deckListText } from './deckList.ts';

const card = (name: string, type: string, count: number, detailType: string | null = null) =>
  ({
    key: name,
    name,
    normalizedName: name,
    type,
    detailType,
    abilityName: null,
    abilityText: null,
    attacks: [],
    count,
  }) satisfies DeckDetail['cards'][number];

describe('deckListOfDeck(cards)', () => {
  it('groups in the official order and puts an ACE SPEC card in its printed kind, marked', () => {
    const sections = deckListOfDeck([
      card('基本超エネルギー', 'energy', 8),
      card('ナンジャモ', 'supporter', 4),
      card('ドラパルトex', 'pokemon', 3),
      card('アンフェアスタンプ', 'エーススペック', 1),
      card('ネオアッパーエネルギー', 'ace_spec', 1),
      card('新しいエーススペック', 'エーススペック', 1, 'ポケモンのどうぐ'),
      card('ふうせん', 'tool', 2),
    ]);
    expect(
      sections.map((s) => [s.label, s.total, s.cards.map((c) => `${c.name}${c.aceSpec ? '*' : ''}`)]),
    ).toEqual([
      ['ポケモン', 3, ['ドラパルトex']],
      ['グッズ', 1, ['アンフェアスタンプ*']],
      ['ポケモンのどうぐ', 3, ['新しいエーススペック*', 'ふうせん']],
      ['サポート', 4, ['ナンジャモ']],
      ['エネルギー', 9, ['基本超エネルギー', 'ネオアッパーエネルギー*']],
    ]);
  });
});

describe('deckListText(sections)', () => {
  it('writes one `カード名 n` line per card, the groups separated by a blank line', () => {
    expect(deckListText(deckListOfConsensus(FIXTURE_STANDARD_60))).toBe(FIXTURE_STANDARD_60_TEXT);
  });
});
