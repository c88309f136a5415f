// The admin deck detail screen.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

/** Admin deck detail (§2 "Admin deck detail", §8 "Deck"). */
export const DECK = {
  title: 'デッキ詳細',
  id: 'ID',
  cardCount: 'カード枚数',
  created: '作成',
  updated: '更新',
  classified: '分類更新',
  matchedRules: '一致ルール',
  matchedDetail: '一致ルールの詳細',
  cards: 'カード',
  colName: 'カード名',
  colType: '種類',
  colCount: '枚数',
  colAttacks: 'ワザ',
  imageUrls: 'カード画像URL一覧',
  prizeEvents: '入賞イベント',
  ruleTest: 'ルール一致テスト',
  runTest: 'テストを実行',
  backToUnmatched: '未分類デッキ一覧へ戻る',
  notFound: 'デッキが見つかりません',
  loadFailed: 'デッキの取得に失敗しました',
  noId: 'デッキIDが指定されていません',
  notFoundShort: 'デッキが見つかりませんでした',
  infoFailed: 'デッキ情報の取得に失敗しました',
  prizeFailed: '入賞イベントの取得に失敗しました',
  fetching: (status: string) => `このデッキは取得中です（ジョブの状態: ${status}）`,
  none: 'なし',
} as const;
