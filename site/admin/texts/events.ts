// The admin events screens (list and detail).
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

/** Admin events (§2 "Admin events", §8 "Events"). */
export const EVENTS = {
  title: 'イベント一覧',
  colDate: '開催日',
  colName: 'イベント名',
  colShop: '店舗',
  colResults: '結果数',
  colAdded: '追加日',
  listFailed: 'イベントの取得に失敗しました',
  /** Ours: the next server page of the event table. */
  loadMore: (shown: number, total: number) => `続きを読み込む（${shown} / ${total} 件表示中）`,
  notFound: 'イベントが見つかりませんでした',
  noId: 'イベントIDが指定されていません',
  noResults: '結果の登録がありません',
  detailTitle: 'イベント詳細',
  id: 'ID',
  format: 'フォーマット',
  venue: '会場',
  url: 'URL',
  notes: 'メモ',
  colRank: '順位',
  colPlayer: 'プレイヤー',
  colDeck: 'デッキ',
  colDeckType: 'デッキタイプ',
  colNote: '備考',
  /** Public view mode (§2 "Admin events"): the published documents, public links. Ours. */
  viewAdmin: '管理表示',
  viewPublic: '公開表示',
  publicNote: '公開ページと同じ内容（公開済みのデータ）を表示しています。リンクは公開ページへ移動します。',
  notPublished: '公開用のイベント一覧はまだ作成されていません。集約管理から再構築してください。',
  openPublicPage: '公開ページを開く',
  range: '対象期間',
  publishedAt: '公開データの更新',
  unclassified: '未分類',
} as const;
