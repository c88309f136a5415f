// The closed sets of card kinds, adoption categories and evolution stages, with their display
// order and Japanese labels, and the mapping from the type/stage texts found in data to them.
import { aceSpecBaseKind, isAceSpecName } from './aceSpec.ts';
import { keptAnswers } from './keptAnswers.ts';
import { internalError } from './userError.ts';

export type CardKind =
  | 'pokemon'
  | 'trainer'
  | 'supporter'
  | 'item'
  | 'stadium'
  | 'tool'
  | 'energy'
  | 'special_energy'
  | 'ace_spec'
  | 'other'
  | 'unknown';

/** Display order of card kinds on rule statistics (spec public §3). */
export function cardKindOrder(kind: CardKind): number {
  switch (kind) {
    case 'pokemon':
      return 0;
    case 'trainer':
      return 1;
    case 'supporter':
      return 2;
    case 'item':
      return 3;
    case 'stadium':
      return 4;
    case 'tool':
      return 5;
    case 'energy':
      return 6;
    case 'special_energy':
      return 7;
    case 'ace_spec':
      return 8;
    case 'other':
      return 500;
    case 'unknown':
      return 999;
    default:
      return assertNever(kind);
  }
}

export const CARD_KIND_LABELS: Readonly<Record<CardKind, string>> = {
  pokemon: 'ポケモン',
  trainer: 'トレーナーズ',
  supporter: 'サポート',
  item: 'グッズ',
  stadium: 'スタジアム',
  tool: 'ポケモンのどうぐ',
  energy: 'エネルギー',
  special_energy: '特殊エネルギー',
  ace_spec: 'ACE SPEC',
  other: 'その他',
  unknown: '不明',
};

/**
 * Case, width, accents (Pokémon), spaces, `_` and `-` do not matter in type texts. Kept by text: a
 * build asks for the kind of every card on every page, of a few type texts.
 */
const typeKey = keptAnswers(
  (text) =>
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/é/gu, 'e')
      .replace(/[\s_-]+/gu, ''),
  1_000,
);

// Type texts seen in data (official site, tcgdex, tournament aggregates, our own kind names),
// keyed by `typeKey`. Pokémon stage names appear as the type in some aggregates.
const KIND_BY_TYPE_KEY: ReadonlyMap<string, CardKind> = new Map<string, CardKind>([
  ...keys('pokemon', ['pokemon', 'ポケモン', 'basic', 'basicpokemon', 'stage1', 'stage2', 'mega']),
  ...keys('pokemon', ['たね', 'たねポケモン', '1進化', '2進化']),
  ...keys('trainer', ['trainer', 'trainers', 'トレーナーズ', 'トレーナー']),
  ...keys('supporter', ['supporter', 'サポート', 'サポーター']),
  ...keys('item', ['item', 'goods', 'グッズ']),
  ...keys('tool', [
    'tool',
    'pokemontool',
    'ポケモンのどうぐ',
    'どうぐ',
    'technicalmachine',
    'テクニカルマシン',
  ]),
  ...keys('stadium', ['stadium', 'スタジアム']),
  ...keys('energy', ['energy', 'basicenergy', 'エネルギー', '基本エネルギー']),
  ...keys('special_energy', ['specialenergy', '特殊エネルギー']),
  ...keys('ace_spec', ['acespec', 'エーススペック']),
  ...keys('other', ['other']),
  ...keys('unknown', ['unknown']),
]);

function keys(kind: CardKind, texts: string[]): [string, CardKind][] {
  return texts.map((text) => [typeKey(text), kind]);
}

/**
 * The kind of a card from its type text. A missing type gives `ace_spec` when the name is on the
 * ACE SPEC list (spec: the list applies when the type is missing), else `unknown`; a type text
 * this project does not know gives `other`.
 */
export function cardKindOf(typeText: string | null | undefined, name?: string | null): CardKind {
  const key = typeText == null ? '' : typeKey(typeText);
  if (key === '') return isAceSpecName(name) ? 'ace_spec' : 'unknown';
  return KIND_BY_TYPE_KEY.get(key) ?? 'other';
}

/**
 * Adoption categories in display order; `other` is last and never shown on pages. The documents'
 * schema (engine/documentSchemas/common.ts) takes its enum from this list.
 */
export const ADOPTION_CATEGORIES = [
  'pokemon',
  'supporter',
  'goods',
  'tool',
  'stadium',
  'energy',
  'ace',
  'other',
] as const;
export type AdoptionCategory = (typeof ADOPTION_CATEGORIES)[number];

/** The categories the public pages show, in order. */
export const DISPLAYED_ADOPTION_CATEGORIES: readonly AdoptionCategory[] = ADOPTION_CATEGORIES.filter(
  (category) => category !== 'other',
);

export const ADOPTION_CATEGORY_LABELS: Readonly<Record<AdoptionCategory, string>> = {
  pokemon: 'ポケモン',
  supporter: 'サポート',
  goods: 'グッズ',
  tool: 'ポケモンのどうぐ',
  stadium: 'スタジアム',
  energy: 'エネルギー',
  ace: 'ACE SPEC',
  other: 'その他',
};

/**
 * The adoption category of a card. An ACE SPEC card goes to `ace` whatever its kind; a trainer
 * of unknown subtype, `other` and `unknown` go to `other`.
 */
export function adoptionCategoryOf(kind: CardKind, isAceSpec: boolean): AdoptionCategory {
  if (isAceSpec) return 'ace';
  switch (kind) {
    case 'pokemon':
      return 'pokemon';
    case 'supporter':
      return 'supporter';
    case 'item':
      return 'goods';
    case 'tool':
      return 'tool';
    case 'stadium':
      return 'stadium';
    case 'energy':
    case 'special_energy':
      return 'energy';
    case 'ace_spec':
      return 'ace';
    case 'trainer':
    case 'other':
    case 'unknown':
      return 'other';
    default:
      return assertNever(kind);
  }
}

export type TypeGroup = 'pokemon' | 'trainer' | 'energy' | 'other';

/**
 * The group a card counts in for a deck's totals (deck detail `countsByType`). An `ace_spec`
 * kind (type missing) counts by the card's printed kind when the name is given, so the ACE SPEC
 * energies count as energy; otherwise as a trainer, which most ACE SPEC cards are.
 */
export function countsByTypeGroup(kind: CardKind, name?: string | null): TypeGroup {
  switch (kind) {
    case 'pokemon':
      return 'pokemon';
    case 'trainer':
    case 'supporter':
    case 'item':
    case 'stadium':
    case 'tool':
      return 'trainer';
    case 'ace_spec':
      return aceSpecBaseKind(name) === 'special_energy' ? 'energy' : 'trainer';
    case 'energy':
    case 'special_energy':
      return 'energy';
    case 'other':
    case 'unknown':
      return 'other';
    default:
      return assertNever(kind);
  }
}

export type EvolutionStage = 'basic' | 'stage1' | 'stage2' | 'other';

export const EVOLUTION_STAGES: readonly EvolutionStage[] = ['basic', 'stage1', 'stage2', 'other'];

export const EVOLUTION_STAGE_LABELS: Readonly<Record<EvolutionStage, string>> = {
  basic: 'たね',
  stage1: '1進化',
  stage2: '2進化',
  other: 'その他',
};

const STAGE_BY_KEY: ReadonlyMap<string, EvolutionStage> = new Map<string, EvolutionStage>(
  [
    ...['basic', 'basicpokemon', 'たね', 'たねポケモン'].map((t): [string, EvolutionStage] => [t, 'basic']),
    ...['stage1', '1進化', '1st'].map((t): [string, EvolutionStage] => [t, 'stage1']),
    ...['stage2', '2進化', '2nd'].map((t): [string, EvolutionStage] => [t, 'stage2']),
  ].map(([text, stage]) => [typeKey(text), stage]),
);

/**
 * The evolution stage of a Pokémon from its stage text (`Basic`, `Stage 1`, `たね`, `1進化`...).
 * Anything else, including a missing stage and `MEGA` (two cards of the data carry it; mega
 * evolutions of this card pool are otherwise printed as Basic, Stage 1 or Stage 2), is `other`.
 */
export function evolutionStageOf(stageText: string | null | undefined): EvolutionStage {
  if (stageText == null) return 'other';
  return STAGE_BY_KEY.get(typeKey(stageText)) ?? 'other';
}

function assertNever(value: never): never {
  throw internalError(`unexpected value: ${String(value)}`);
}
