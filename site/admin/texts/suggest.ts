// The unmatched decks' groups and the rules proposed for them.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

/** The unmatched decks' groups and their proposed rules (ours: 「このグループからルールを作成」). */
export const SUGGEST = {
  title: '似た構成のグループ',
  intro: 'どのルールにも一致しないデッキを、採用カードの近さでまとめ、ルールの下書きを提案します。',
  run: 'グループを調べる',
  rerun: '再計算',
  running: '計算中…',
  failed: 'グループの計算に失敗しました',
  summary: (unmatched: number, decks: number) => `全 ${decks} 件中、未分類 ${unmatched} 件`,
  none: (minSize: number) => `${minSize} 件以上のグループはありません`,
  groupSize: (n: number) => `${n} 件のデッキ`,
  signature: '特徴カード',
  share: (percent: number) => `採用率 ${percent}%`,
  elsewhere: (percent: number) => `他のデッキ ${percent}%`,
  averageCount: (n: number) => `平均 ${n} 枚`,
  examples: 'デッキの例',
  proposedRule: '提案ルール',
  priority: (n: number) => `優先度 ${n}`,
  takes: (n: number) => `未分類から ${n} 件を分類`,
  alsoMatches: (n: number) => `分類済みの ${n} 件にも一致`,
  createRule: 'このグループからルールを作成',
  /** A disabled rule already describes the group: re-enable it rather than add a duplicate. */
  disabledMatch: (name: string, matches: number, size: number) =>
    `無効のルール「${name}」がこのグループの ${matches} / ${size} 件に一致します。新しいルールを作らず、再有効化できます。`,
  reenable: '再有効化',
  reenabled: (name: string) => `ルール「${name}」を有効にしました`,
  reenableFailed: '再有効化に失敗しました',
  classifyOffer: '分類に反映するには、分類を実行してください。',
  classifyNow: '今すぐ分類',
  classified: (processed: number, updated: number) =>
    `分類しました: ${processed} 件を処理、${updated} 件を更新`,
  prefilled: (n: number) =>
    `未分類デッキ ${n} 件のグループから作成したルールの下書きです。条件と影響を確かめてから保存してください。`,
} as const;
