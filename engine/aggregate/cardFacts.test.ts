import { describe, expect, it } from 'vitest';
import { CardFactsResolver } from './cardFacts.ts';
import type { DeckCardView } from './deckView.ts';

const card = (over: Partial<DeckCardView>): DeckCardView => ({
  name: 'x',
  normalizedName: undefined,
  type: undefined,
  count: 1,
  details: undefined,
  ...over,
});

const catalog = [
  {
    id: '1',
    name: 'リザードンex',
    card_type: 'Pokemon',
    stage: 'Stage2',
    hp: 330,
    attacks: [{ name: 'A', cost: ['Fire', 'Fire'], damage: 180, effect: 'e' }],
  },
  {
    id: '2',
    name: 'ネオアッパーエネルギー',
    type: '特殊エネルギー',
    image_url: 'https://img.example/neo.png',
  },
  { id: '3', name: 'プライムキャッチャー', type: 'グッズ', is_ace_spec: true },
];

describe('CardFactsResolver.factsOf(card)', () => {
  const resolver = new CardFactsResolver(catalog);

  it('takes facts from the deck card details before the cards collection', () => {
    const facts = resolver.factsOf(
      card({
        name: 'リザードンex',
        details: { type: 'ポケモン', stage: '1進化', hp: 999, ability: { name: 'X', text: 'Y' } },
      }),
    );
    expect(facts).toMatchObject({
      kind: 'pokemon',
      stage: 'stage1',
      hp: 999,
      hasAbility: true,
      abilityName: 'X',
    });
    // Attacks are missing from the details, so they come from the collection (cost joined).
    expect(facts.attacks).toEqual([{ name: 'A', text: 'e', damage: '180', energy: 'FireFire' }]);
  });

  it('takes the card image from the details card_pict, then the collection, else null', () => {
    const fromDetails = resolver.factsOf(
      card({ name: 'ピカチュウ', details: { card_pict: '/assets/images/card_images/large/SV1/1_P.jpg' } }),
    );
    expect(fromDetails.pict).toBe('/assets/images/card_images/large/SV1/1_P.jpg');
    expect(resolver.factsOf(card({ name: 'ネオアッパーエネルギー' })).pict).toBe(
      'https://img.example/neo.png',
    );
    expect(resolver.factsOf(card({ name: 'リザードンex' })).pict).toBeNull();
  });

  it('falls back to the cards collection by normalized name (width and spaces do not matter)', () => {
    const facts = resolver.factsOf(card({ name: 'リザードン ｅｘ' }));
    expect(facts).toMatchObject({
      key: 'リザードンex',
      kind: 'pokemon',
      stage: 'stage2',
      hp: 330,
      hasAbility: false,
    });
  });

  it('recognises ACE SPEC cards by flag, by kind and by the name list, keeping their type group', () => {
    expect(resolver.factsOf(card({ name: 'プライムキャッチャー' }))).toMatchObject({
      category: 'ace',
      group: 'trainer',
    });
    expect(resolver.factsOf(card({ name: 'ネオアッパーエネルギー' }))).toMatchObject({
      category: 'ace',
      group: 'energy',
    });
    expect(resolver.factsOf(card({ name: 'マスターボール' }))).toMatchObject({
      kind: 'ace_spec',
      category: 'ace',
    });
    expect(resolver.factsOf(card({ name: 'なにか', type: 'acespec' }))).toMatchObject({ isAceSpec: true });
  });

  it("counts a name stored with the page's (ACE SPEC) mark as the card: plain name and key, ACE SPEC, catalog facts", () => {
    const stored = resolver.factsOf(card({ name: 'プライムキャッチャー(ACE SPEC)', type: 'グッズ' }));
    const plain = resolver.factsOf(card({ name: 'プライムキャッチャー', type: 'エーススペック' }));
    expect(stored).toMatchObject({
      key: 'プライムキャッチャー',
      name: 'プライムキャッチャー',
      category: 'ace',
    });
    expect(stored.index).toBe(plain.index);
    // Marked but not on the list: still ACE SPEC.
    expect(resolver.factsOf(card({ name: '新しいカード（ACE SPEC）', type: 'グッズ' }))).toMatchObject({
      name: '新しいカード',
      kind: 'item',
      isAceSpec: true,
      category: 'ace',
      group: 'trainer',
    });
  });

  it('an ACE SPEC deck card whose details carry its printed kind keeps that kind and its group', () => {
    const facts = resolver.factsOf(
      card({ name: '新しいエネルギー', type: 'エーススペック', details: { type: '特殊エネルギー' } }),
    );
    expect(facts).toMatchObject({
      kind: 'special_energy',
      isAceSpec: true,
      category: 'ace',
      group: 'energy',
    });
  });

  it('prefers a specific kind over a generic one from another source', () => {
    const facts = resolver.factsOf(
      card({ name: 'ナンジャモ', type: 'supporter', details: { type: 'トレーナーズ' } }),
    );
    expect(facts).toMatchObject({ kind: 'supporter', category: 'supporter', detailType: 'トレーナーズ' });
  });

  it('gives unknown cards the unknown kind in the other category', () => {
    expect(resolver.factsOf(card({ name: '謎のカード' }))).toMatchObject({
      kind: 'unknown',
      category: 'other',
      group: 'other',
    });
  });
});
