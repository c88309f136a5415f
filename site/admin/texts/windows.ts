// The time windows of the dashboard's ranking and the rule list.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

/** Ours: the time windows of the dashboard's ranking and the rule list (the public site's windows). */
export const WINDOW_VIEW = {
  label: '集計期間',
  rule: 'ルール',
  share: (label: string) => `シェア（${label}）`,
  decks: 'デッキ数',
  change: '前期間比',
  summary: (label: string, matched: number, total: number) =>
    `${label}: 分類済み${matched.toLocaleString('ja-JP')}デッキ（全${total.toLocaleString('ja-JP')}デッキ）。公開サイトと同じ集計です。`,
  thin: (matched: number, min: number) =>
    `この期間の分類済みデッキは${matched}件で、順位をつけるには少なすぎます（${min}件未満）。`,
  missing:
    '期間別の集計がまだ公開されていません（全集約を再構築すると表示されます）。累計の上位を表示しています。',
  ruleListMissing: '期間別の集計がまだ公開されていないため、シェアは全期間の件数から計算しています。',
  failed: '期間別の集計の取得に失敗しました',
} as const;
