import { describe, expect, it } from 'vitest';
import { cardTextLines, cardTypeLabel } from './DeckCards.tsx';

describe('cardTypeLabel(card)', () => {
  it('shows known kinds in Japanese, whichever spelling the data uses', () => {
    expect(cardTypeLabel({ type: 'pokemon', name: 'ピカチュウ' })).toBe('ポケモン');
    expect(cardTypeLabel({ type: 'ace_spec', name: 'マスターボール' })).toBe('ACE SPEC');
    expect(cardTypeLabel({ type: 'グッズ', name: 'ネストボール' })).toBe('グッズ');
  });

  it('keeps an unknown type text and shows a dash for a missing one', () => {
    expect(cardTypeLabel({ type: 'なぞのカード', name: 'x' })).toBe('なぞのカード');
    expect(cardTypeLabel({ type: '', name: 'x' })).toBe('-');
  });
});

describe('cardTextLines(card, group, label)', () => {
  const base = {
    key: 'k',
    name: 'ドロンチ',
    normalizedName: 'ドロンチ',
    type: 'ポケモン',
    detailType: '1進化',
    abilityName: 'ていさつしれい',
    abilityText: '山札を見る。',
    count: 3,
  };
  it('gives the stage, the ability and the first two attacks, one line each', () => {
    const attacks = [
      { name: 'かみつく', energy: '超', damage: '30', text: '' },
      { name: 'ファントムダイブ', energy: '炎超', damage: '200', text: 'ベンチにも。' },
      { name: 'みっつめ', energy: '', damage: '', text: '' },
    ];
    expect(cardTextLines({ ...base, attacks }, 'pokemon', 'ポケモン')).toEqual([
      '1進化',
      '［特性］ていさつしれい　山札を見る。',
      'かみつく［超］ 30',
      'ファントムダイブ［炎超］ 200　ベンチにも。',
    ]);
  });
  it('gives nothing for a trainer its group names, and the kind of a card outside its group', () => {
    const trainer = {
      ...base,
      name: 'ボスの指令',
      type: 'サポート',
      detailType: null,
      abilityName: null,
      attacks: [],
    };
    expect(cardTextLines(trainer, 'supporter', 'サポート')).toEqual([]);
    expect(cardTextLines({ ...trainer, type: 'なぞのカード' }, 'other', 'その他')).toEqual(['なぞのカード']);
  });
});
