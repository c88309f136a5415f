// The ACE SPEC cards of the current card pool (facts from the official card list), with the
// kind each one is printed as, so an ACE SPEC energy still counts as energy in a deck's totals.
// A name the official deck page marks `(ACE SPEC)` is one too, listed or not.
import { hasAceSpecSuffix, normalizeCardName } from './cardName.ts';
import { keptAnswers } from './keptAnswers.ts';

/** The printed kind of an ACE SPEC card (every one is a trainer or a special energy). */
export type AceSpecBaseKind = 'item' | 'tool' | 'stadium' | 'special_energy';

export const ACE_SPEC_CARDS: readonly { name: string; kind: AceSpecBaseKind }[] = [
  { name: 'きらめく結晶', kind: 'tool' },
  { name: 'つりざおMAX', kind: 'item' },
  { name: 'アンフェアスタンプ', kind: 'item' },
  { name: 'エネルギー転送PRO', kind: 'item' },
  { name: 'サバイブギプス', kind: 'tool' },
  { name: 'シークレットボックス', kind: 'item' },
  { name: 'スクランブルスイッチ', kind: 'item' },
  { name: 'デラックスボム', kind: 'tool' },
  { name: 'デンジャラス光線', kind: 'item' },
  { name: 'トレジャーガジェット', kind: 'item' },
  { name: 'ニュートラルセンター', kind: 'stadium' },
  { name: 'ネオアッパーエネルギー', kind: 'special_energy' },
  { name: 'ハイパーアロマ', kind: 'item' },
  { name: 'パーフェクトミキサー', kind: 'item' },
  { name: 'ヒーローマント', kind: 'tool' },
  { name: 'プライムキャッチャー', kind: 'item' },
  { name: 'プレシャスキャリー', kind: 'item' },
  { name: 'ポケバイタルA', kind: 'item' },
  { name: 'ポケモン回収サイクロン', kind: 'item' },
  { name: 'マキシマムベルト', kind: 'tool' },
  { name: 'マスターボール', kind: 'item' },
  { name: 'ミラクルインカム', kind: 'item' },
  { name: 'メガトンブロアー', kind: 'item' },
  { name: 'リッチエネルギー', kind: 'special_energy' },
  { name: 'リブートポッド', kind: 'item' },
  { name: 'レガシーエネルギー', kind: 'special_energy' },
  { name: '偉大な大樹', kind: 'stadium' },
  { name: '希望のアミュレット', kind: 'tool' },
  { name: '覚醒のドラム', kind: 'item' },
];

/** The 29 names, as listed. */
export const ACE_SPEC_NAMES: readonly string[] = ACE_SPEC_CARDS.map((card) => card.name);

const BASE_KIND_BY_NORMALIZED_NAME: ReadonlyMap<string, AceSpecBaseKind> = new Map(
  ACE_SPEC_CARDS.map((card) => [normalizeCardName(card.name), card.kind]),
);

/**
 * Whether the name is an ACE SPEC card: listed (compared after `normalizeCardName` on both
 * sides), or marked `(ACE SPEC)` as the official deck page prints it.
 */
export function isAceSpecName(name: string | null | undefined): boolean {
  return name != null && aceSpecAnswer(name);
}

/** isAceSpecName's answers kept by name: a deck page asks about each of its cards. */
const aceSpecAnswer = keptAnswers(
  (name) => hasAceSpecSuffix(name) || BASE_KIND_BY_NORMALIZED_NAME.has(normalizeCardName(name)),
  20_000,
);

/** The printed kind of an ACE SPEC card, or undefined when the name is not one. */
export function aceSpecBaseKind(name: string | null | undefined): AceSpecBaseKind | undefined {
  return name == null ? undefined : BASE_KIND_BY_NORMALIZED_NAME.get(normalizeCardName(name));
}
