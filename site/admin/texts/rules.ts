// The rule list screen, with each rule's weekly figures.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

/** Rule list (§2 "Rule list", §8 "Classification", "Unmatched", "Rules"). */
export const RULES = {
  title: 'デッキルール管理',
  actions: 'ルール操作',
  newRule: '新規ルール',
  preview: 'プレビュー',
  publicSite: '公開サイト',
  classification: 'デッキ分類',
  allRules: 'すべてのルール',
  disabledMark: '（無効）',
  run: '実行',
  processed: '処理件数',
  updatedCount: '更新件数',
  rulesUsed: '使用ルール数',
  mode: 'モード',
  modeAll: 'すべて',
  modeSingle: '単一ルール',
  runFailed: '実行に失敗しました',
  list: 'ルール一覧',
  colId: 'ID',
  colName: '名前',
  colEnabled: '有効',
  colPriority: '優先度',
  colShare: 'シェア',
  colDecks: 'デッキ数',
  colActions: '操作',
  edit: '編集',
  listFailed: 'ルール一覧の取得に失敗しました',
  unmatched: '未分類デッキ',
  unmatchedTotal: '総数',
  unmatchedFailed: '未分類デッキの取得に失敗しました',
  unmatchedTotalFailed: '未分類デッキ総数の取得に失敗しました',
  unmatchedEmpty: '未分類のデッキはありません',
  cards: '枚',
  /** Ours: the unmatched table's columns and the classification of a selection. */
  colDeckId: 'デッキID',
  colImage: '画像',
  colCards: '枚数',
  classifySelected: (n: number) => `選択したデッキを分類（${n}件）`,
  classifiedSelection: (matched: number, unmatched: number) =>
    `分類しました（ルールに一致: ${matched}件、一致なし: ${unmatched}件）`,
  classifySelectionFailed: '選択したデッキの分類に失敗しました: ',
  loadFailed: '読み込みに失敗しました',
  updateFailed: '更新に失敗しました',
  notFound: '指定のルールが見つかりません',
  saveFailed: '保存に失敗しました',
  deleteFailed: '削除に失敗しました',
  /** Ours: the save's check after a JSON apply could not run. */
  checkFailed: 'ルールの検査に失敗しました',
  /** Ours: the rule table's sub-rules and bulk enable/disable. */
  subRules: 'のサブルール',
  enableSelected: (n: number) => `選択したルールを有効にする（${n}件）`,
  disableSelected: (n: number) => `選択したルールを無効にする（${n}件）`,
  bulkDone: (n: number, enabled: boolean) => `${n}件のルールを${enabled ? '有効' : '無効'}にしました`,
  bulkPartial: (done: number, failed: number, enabled: boolean) =>
    `${done}件のルールを${enabled ? '有効' : '無効'}にしました。${failed}件は更新できませんでした`,
  bulkFailedRule: (name: string, reason: string) => `「${name}」: ${reason}`,
  /** Asked before a bulk change: the count, then the first names (`quoted`) so the admin sees what is chosen. */
  bulkConfirm: (n: number, enabled: boolean, names: string) =>
    `${n}件のルールを${enabled ? '有効' : '無効'}にしますか？\n${names}`,
  quoted: (name: string) => `「${name}」`,
  bulkMore: (n: number) => ` ほか${n}件`,
  bulkUndoOffer: (n: number) => `${n}件のルールの変更は元に戻せます`,
  bulkUndone: (n: number) => `${n}件のルールを元に戻しました`,
} as const;

/** A rule's weekly figures (engine/admin/ruleWeekly.ts) in the rule list and on the dashboard. */
export const WEEKLY = {
  current: '今週',
  previous: '先週',
  diff: '前週比',
  isNew: 'NEW',
  count: (n: number) => `${n}件`,
} as const;
