// The rule editor screen and its panels: impact, near misses, matching decks.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.
import { ADMIN_FORM_MESSAGES } from '../../../engine/messages.ts';

/** Rule editor (§2 "Rule editor", §5 "Rule save" and "JSON apply"). */
export const EDITOR = {
  newTitle: 'ルールの新規作成',
  editTitle: 'ルールの編集',
  name: '名前',
  enabled: '有効',
  priority: '優先度',
  description: '説明',
  conditions: '条件',
  pattern: 'パターン（正規表現）',
  min: '最小枚数',
  max: '最大枚数',
  negate: '除外（否定）',
  moveUp: '上へ',
  moveDown: '下へ',
  remove: '削除',
  addCondition: '条件を追加',
  variants: 'サブルール',
  addVariant: 'サブルールを追加',
  removeVariant: 'サブルールを削除',
  variantId: 'ID',
  json: 'JSON 編集',
  reflect: '現在の内容を反映',
  applyJson: 'JSON を適用',
  applied: 'JSON を適用しました',
  save: '保存',
  delete: '削除',
  back: '戻る',
  saved: ADMIN_FORM_MESSAGES.saved,
  confirmDelete: ADMIN_FORM_MESSAGES.confirmDelete,
  /** Ours: leaving the editor with unsaved edits. */
  leaveConfirm: '保存していない変更があります。破棄してこのページを離れますか？',
  saveUnauthenticated: ADMIN_FORM_MESSAGES.saveUnauthenticated,
  toggleUnauthenticated: ADMIN_FORM_MESSAGES.toggleUnauthenticated,
  toggleRuleMissing: ADMIN_FORM_MESSAGES.toggleRuleMissing,
} as const;

/** Rule-change impact (ours, beyond the spec). */
export const IMPACT = {
  title: '変更の影響',
  run: '影響を確認',
  running: '計算中…',
  gain: (n: number) => `このルールに新たに一致: ${n} 件`,
  lose: (n: number) => `このルールから外れる: ${n} 件`,
  none: '分類が変わるデッキはありません',
  from: '移動元',
  to: '移動先',
  unmatched: '未分類',
  examples: '例（最大20件）',
  showCards: 'カードを表示',
  hideCards: '閉じる',
  failed: '影響の計算に失敗しました',
  decksTotal: (n: number) => `対象デッキ ${n} 件`,
} as const;

/** Near misses of a rule: decks failing exactly one of its conditions (ours). */
export const NEAR_MISS = {
  title: 'ニアミス（条件を1つだけ満たさないデッキ）',
  run: 'ニアミスを調べる',
  rerun: '再計算',
  running: '計算中…',
  failed: 'ニアミスの計算に失敗しました',
  none: '条件を1つだけ満たさないデッキはありません',
  newRule: 'ニアミスは保存したルールについて表示されます',
  total: (n: number) => `${n} 件のデッキが条件を1つだけ満たしません`,
  condition: '満たさない条件',
  decks: 'デッキ数',
  deck: 'デッキ',
  count: '枚数',
  primary: '現在の分類',
  unmatched: '未分類',
  wants: (min: number, max: number | null, negate: boolean) =>
    `${negate ? '含まない: ' : ''}${max === null ? `${min} 枚以上` : `${min}〜${max} 枚`}`,
  listed: (shown: number, total: number) => `先頭 ${shown} 件 / ${total} 件`,
} as const;

/** A rule's matching decks in the editor (ours), 20 a server page. */
export const RULE_DECKS = {
  title: 'このルールに一致するデッキ',
  colDeckId: 'デッキID',
  colCards: '枚数',
  colRules: '一致したルール',
  colClassified: '分類日時',
  empty: 'このルールに一致するデッキはありません',
  loadFailed: '一致するデッキの取得に失敗しました',
  total: (shown: number, total: number) =>
    shown < total ? `全 ${total} 件中 新しい ${shown} 件を読み込み済み` : `全 ${total} 件`,
  loadMore: (shown: number, total: number) => `続きを読み込む（${shown} / ${total} 件表示中）`,
} as const;
