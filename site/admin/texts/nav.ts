// The side navigation and the page titles.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

/** Side navigation (§2), in the spec's order. */
export const NAV = {
  /** Ours: the back office's name in every page title (`{product} | {page}（管理画面）`). */
  admin: '管理画面',
  dashboard: 'ダッシュボード',
  aggregations: '集約管理',
  rules: 'デッキルール管理',
  events: 'イベント一覧',
  sync: 'データ同期',
  export: 'エクスポート',
  deckJobs: 'デッキ取得キュー',
  settings: '設定',
  menu: 'メニュー',
} as const;
