import { describe, expect, it } from 'vitest';
import {
  ADOPTION_CATEGORIES,
  ADOPTION_CATEGORY_LABELS,
  adoptionCategoryOf,
  CARD_KIND_LABELS,
  type CardKind,
  cardKindOf,
  cardKindOrder,
  countsByTypeGroup,
  DISPLAYED_ADOPTION_CATEGORIES,
  EVOLUTION_STAGE_LABELS,
  evolutionStageOf,
} from './cardKinds.ts';
import { AdoptionCategorySchema } from './documentSchemas/common.ts';

const ALL_KINDS = Object.keys(CARD_KIND_LABELS) as CardKind[];

describe('cardKindOrder(kind)', () => {
  it('orders the kinds as the spec lists them', () => {
    const sorted = [...ALL_KINDS].sort((a, b) => cardKindOrder(a) - cardKindOrder(b));
    expect(sorted).toEqual([
      'pokemon',
      'trainer',
      'supporter',
      'item',
      'stadium',
      'tool',
      'energy',
      'special_energy',
      'ace_spec',
      'other',
      'unknown',
    ]);
    expect(cardKindOrder('ace_spec')).toBe(8);
    expect(cardKindOrder('other')).toBe(500);
    expect(cardKindOrder('unknown')).toBe(999);
  });

  it('fails loudly on a value outside the closed set', () => {
    expect(() => cardKindOrder('spell' as CardKind)).toThrow(/unexpected value: spell/);
  });
});

describe('cardKindOf(typeText, name?)', () => {
  it.each([
    ['Pokemon', 'pokemon'],
    ['Pokémon', 'pokemon'],
    ['Stage 1', 'pokemon'],
    ['ポケモン', 'pokemon'],
    ['Trainer', 'trainer'],
    ['トレーナーズ', 'trainer'],
    ['Supporter', 'supporter'],
    ['サポート', 'supporter'],
    ['Item', 'item'],
    ['グッズ', 'item'],
    ['Tool', 'tool'],
    ['Pokémon Tool', 'tool'],
    ['pokemon_tool', 'tool'],
    ['ポケモンのどうぐ', 'tool'],
    ['どうぐ', 'tool'],
    ['Stadium', 'stadium'],
    ['スタジアム', 'stadium'],
    ['Energy', 'energy'],
    ['Basic Energy', 'energy'],
    ['basic_energy', 'energy'],
    ['エネルギー', 'energy'],
    ['基本エネルギー', 'energy'],
    ['Special Energy', 'special_energy'],
    ['special_energy', 'special_energy'],
    ['特殊エネルギー', 'special_energy'],
    ['ACE SPEC', 'ace_spec'],
    ['ace_spec', 'ace_spec'],
    ['ＳＵＰＰＯＲＴＥＲ', 'supporter'],
  ] as const)('maps %s to %s', (text, kind) => {
    expect(cardKindOf(text)).toBe(kind);
  });

  it('maps a known type by its type even when the name is an ACE SPEC card', () => {
    expect(cardKindOf('Item', 'マスターボール')).toBe('item');
  });

  it('maps a missing type to ace_spec for a listed name, else unknown', () => {
    expect(cardKindOf(undefined, 'マスターボール')).toBe('ace_spec');
    expect(cardKindOf('  ', 'つりざお ＭＡＸ')).toBe('ace_spec');
    expect(cardKindOf(null, 'ネストボール')).toBe('unknown');
    expect(cardKindOf(undefined)).toBe('unknown');
  });

  it('maps an unknown type text to other', () => {
    expect(cardKindOf('Spell')).toBe('other');
    expect(cardKindOf('ワザマシン?', 'マスターボール')).toBe('other');
  });
});

describe('adoption categories', () => {
  it('lists the displayed categories in order and keeps other last and hidden', () => {
    expect(DISPLAYED_ADOPTION_CATEGORIES).toEqual([
      'pokemon',
      'supporter',
      'goods',
      'tool',
      'stadium',
      'energy',
      'ace',
    ]);
    expect(ADOPTION_CATEGORIES.at(-1)).toBe('other');
    expect(ADOPTION_CATEGORY_LABELS.ace).toBe('ACE SPEC');
    expect(ADOPTION_CATEGORY_LABELS.goods).toBe('グッズ');
  });

  it("is the list the documents' schema accepts, in the same order", () => {
    expect(AdoptionCategorySchema.options).toEqual([...ADOPTION_CATEGORIES]);
  });

  it('sends an ACE SPEC card to ace whatever its kind', () => {
    for (const kind of ALL_KINDS) expect(adoptionCategoryOf(kind, true)).toBe('ace');
  });

  it('maps each kind to its category', () => {
    expect(adoptionCategoryOf('item', false)).toBe('goods');
    expect(adoptionCategoryOf('special_energy', false)).toBe('energy');
    expect(adoptionCategoryOf('energy', false)).toBe('energy');
    expect(adoptionCategoryOf('ace_spec', false)).toBe('ace');
    expect(adoptionCategoryOf('trainer', false)).toBe('other');
    expect(adoptionCategoryOf('unknown', false)).toBe('other');
  });
});

describe('countsByTypeGroup(kind, name?)', () => {
  it('groups trainers, energies and the rest', () => {
    expect(countsByTypeGroup('pokemon')).toBe('pokemon');
    for (const kind of ['trainer', 'supporter', 'item', 'stadium', 'tool'] as const) {
      expect(countsByTypeGroup(kind)).toBe('trainer');
    }
    expect(countsByTypeGroup('special_energy')).toBe('energy');
    expect(countsByTypeGroup('unknown')).toBe('other');
    expect(countsByTypeGroup('other')).toBe('other');
  });

  it('counts an ACE SPEC card of missing type by its printed kind', () => {
    expect(countsByTypeGroup('ace_spec', 'リッチエネルギー')).toBe('energy');
    expect(countsByTypeGroup('ace_spec', 'プライムキャッチャー')).toBe('trainer');
    expect(countsByTypeGroup('ace_spec')).toBe('trainer');
  });
});

describe('evolutionStageOf(stageText)', () => {
  it.each([
    ['Basic', 'basic'],
    ['たね', 'basic'],
    ['Stage1', 'stage1'],
    ['Stage 1', 'stage1'],
    ['1進化', 'stage1'],
    ['１進化', 'stage1'],
    ['Stage2', 'stage2'],
    ['stage_2', 'stage2'],
    ['2進化', 'stage2'],
    ['MEGA', 'other'],
    ['VMAX', 'other'],
    ['', 'other'],
    [undefined, 'other'],
  ] as const)('maps %s to %s', (text, stage) => {
    expect(evolutionStageOf(text)).toBe(stage);
  });

  it('labels the stages in Japanese', () => {
    expect(EVOLUTION_STAGE_LABELS).toEqual({
      basic: 'たね',
      stage1: '1進化',
      stage2: '2進化',
      other: 'その他',
    });
  });
});
