// Every Japanese text of the back office, in one catalogue that the screens and the tests import.
// Texts the spec gives (admin §2, §5, §8) are verbatim; the §5 validation texts live in
// engine/messages.ts (the engine and the callables show them too) and are re-exported here.
// Labels the spec describes only in English are ours, marked so.
import {
  ADMIN_FORM_MESSAGES,
  DECK_ID_MESSAGES,
  RULE_JSON_MESSAGES,
  RULE_MESSAGES,
} from '../../engine/messages.ts';

export { ADMIN_FORM_MESSAGES, DECK_ID_MESSAGES, RULE_JSON_MESSAGES, RULE_MESSAGES };

/** Admin gate (§2 "Admin gate", §8 "Gate and settings"). */
export const GATE = {
  loading: 'loading',
  loginTitle: '管理者ログイン',
  loginSubtitle: 'Google アカウントでログインしてください', // ours: the identity provider is Google
  loginButton: 'ログイン',
  noAdminTitle: '権限がありません',
  noAdminNote: 'オーナーアカウントの場合は、下のボタンから自分に管理者権限を付与できます。',
  requestAdmin: '管理者権限をリクエスト',
  grantFailed: '管理者権限の付与に失敗しました',
  logout: 'ログアウト',
} as const;

/** E-mail sign-in (ours), in emulator builds only: a production bundle leaves these texts out. */
export const EMULATOR_LOGIN = {
  note: 'エミュレーター用のビルドです（本番では表示されません）',
  emailLabel: 'メールアドレス',
  passwordLabel: 'パスワード',
  button: 'メールアドレスでログイン',
} as const;

/** Side navigation (§2), in the spec's order. */
export const NAV = {
  /** Ours: the back office's name in every page title (`{page} | 管理画面 | {product}`). */
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

export const COMMON = {
  loading: '読み込み中…',
  running: '実行中…',
  dash: '—',
  back: '戻る',
  reload: '再読み込み',
  more: 'もっと見る',
  yes: 'はい',
  no: 'いいえ',
  disabled: '無効',
  enabled: '有効',
  unknownError: '不明なエラー',
} as const;

/** The admin tables' search, sorting, pages and selection (ours). */
export const TABLE = {
  search: '検索',
  searchPlaceholder: 'キーワードで絞り込み',
  pageSize: '表示件数',
  total: (total: number, from: number, to: number) =>
    total === 0 ? '0 件' : `全 ${total} 件中 ${from}〜${to} 件`,
  prev: '前へ',
  next: '次へ',
  page: (page: number, count: number) => `${page} / ${count} ページ`,
  sortAsc: '昇順',
  sortDesc: '降順',
  selectAll: 'このページをすべて選択',
  selectRow: '選択',
  selected: (n: number) => `${n} 件を選択中`,
  clearSelection: '選択を解除',
  noMatch: '検索に一致する行はありません',
} as const;

/**
 * Failures the web SDK reports in English (ours): no answer from the server, a timeout, a
 * cancelled call, a server error without a message. The screens show these instead.
 */
export const NETWORK = {
  unreachable: 'サーバーに接続できませんでした。ネットワークを確認してください。',
  timeout: 'サーバーから時間内に応答がありませんでした。しばらくしてから再実行してください。',
  unavailable: 'サーバーが一時的に利用できません。しばらくしてから再実行してください。',
  cancelled: '呼び出しが中断されました',
  internal: 'サーバーでエラーが発生しました',
  denied: '権限がありません',
  invalid: '送信した内容が正しくありません',
  notFound: '対象が見つかりませんでした',
  precondition: '実行できる状態ではありません',
  other: 'サーバーとの通信に失敗しました',
  signInCancelled: 'ログインが中断されました',
  badCredentials: 'ログイン情報が正しくありません',
  signInFailed: 'ログインに失敗しました',
} as const;

/** Settings (§2 "Settings screen", §5 eventOffset). */
export const SETTINGS = {
  title: '設定',
  subtitle: 'イベント取得時のオフセット（eventOffset）を管理します。',
  eventOffsetLabel: 'eventOffset',
  currentSinceLabel: '現環境の開始日',
  currentSinceHelp:
    '公開サイトの「現環境」の集計開始日（YYYY-MM-DD）。空欄なら最新弾の発売日から。次の集約から反映されます。',
  currentSinceInvalid: ADMIN_FORM_MESSAGES.currentSinceInvalid,
  save: '保存',
  invalid: ADMIN_FORM_MESSAGES.eventOffsetInvalid,
  saved: ADMIN_FORM_MESSAGES.saved,
  saveFailed: '保存に失敗しました',
} as const;

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

/** Dashboard (§2 "Dashboard", §8 "Dashboard" and "Actions"). */
export const DASHBOARD = {
  title: 'ダッシュボード',
  cacheRebuild: 'キャッシュ再構築',
  rebuildAll: '全集約を再構築',
  rebuildShare: 'ルールシェアを再集計',
  deckCleanup: 'デッキクリーンアップ',
  totalCards: 'カード総数',
  totalDecks: 'デッキ総数',
  totalEvents: 'イベント総数',
  unmatchedDecks: '未分類デッキ',
  lastEventSync: '最終自動イベント同期',
  recentCards: '最近更新されたカード',
  ranking: 'ルールシェア ランキング（上位10）',
  allTimeShare: '累計シェア',
  weekShare: '今週シェア',
  recentDecks: '最近追加されたデッキ',
  recentEvents: '最近追加されたイベント',
  deployTitle: '静的サイトのデプロイ',
  deploy: 'デプロイ',
  classifyDeploy: '分類してデプロイ',
  deployNote: 'デプロイはワークフローを起動し、数分かかります。',
  runClassification: '分類を実行',
  openPublic: '公開統計サイトを開く',
  countsFailed: '件数の取得に失敗しました',
  weeklyFailed: '週次シェアの取得に失敗しました',
  cacheFailed: '再構築に失敗しました: ',
  rebuildAllFailed: '全集約再構築に失敗しました: ',
  shareFailed: 'ルールシェア再集計に失敗しました: ',
  cleanupFailed: 'デッキクリーンアップに失敗しました: ',
  deployFailed: 'デプロイ起動に失敗しました: ',
  classifyDeployFailed: '分類/デプロイに失敗しました: ',
  cacheDone: 'キャッシュを再構築しました',
  rebuildAllDone: (events: number, rules: number, decks: number) =>
    `全集約を再構築しました（イベント ${events} 件、ルール ${rules} 件、デッキ ${decks} 件）`,
  shareDone: (rules: number, matched: number, unique: number) =>
    `ルールシェアを再集計しました（ルール ${rules} 件、マッチ ${matched} 件、デッキ ${unique} 件）`,
  cleanupDone: (deleted: number, checked: number, cutoff: string) =>
    `デッキクリーンアップが完了しました（削除 ${deleted} 件 / 確認 ${checked} 件、基準日 ${cutoff}）`,
  deployStarted: 'デプロイを開始しました',
  // Confirmations before the heavy or destructive actions (ours).
  cleanupChecking: '削除対象のデッキを確認しています…',
  cleanupNone: (checked: number) => `削除対象のデッキはありません（確認 ${checked} 件）`,
  cleanupConfirm: (deleted: number, cutoff: string) =>
    `${cutoff} より前の空のデッキ ${deleted} 件を削除します。元に戻せません。実行しますか？`,
  cleanupCancelled: 'デッキクリーンアップを中止しました',
  rebuildAllConfirm: 'すべての集約を再構築します。数分かかることがあります。実行しますか？',
  /** `missing`: the names of deploySettings, joined. */
  deployNotConfigured: (missing: string) =>
    `デプロイが設定されていないため実行できません（未設定: ${missing}）`,
  deploySettings: { repository: 'DEPLOY_REPOSITORY（owner/name）', token: 'DEPLOY_GITHUB_TOKEN' },
  deployStatusFailed: 'デプロイ設定の確認に失敗しました',
  classifyDeployConfirm: 'すべてのデッキを再分類してからデプロイします。時間がかかります。実行しますか？',
  classifyDeployDone: '再分類が完了し、デプロイを開始しました',
  matchedRules: '一致ルール',
  rule: 'ルール',
  created: '作成',
  updated: '更新',
  // The deck queue card (ours: the scheduled deck-fetch function, README "Back office").
  queueTitle: 'デッキ取得キュー',
  queueDone24h: '直近24時間の取得完了',
  queuePending: '待機中のジョブ',
  queueLastRun: '最終自動実行',
  queueNoRun: 'まだ実行されていません',
  queueRunCounts: (done: number, failed: number, retried: number, left: number) =>
    `完了 ${done} 件 / 失敗 ${failed} 件 / 再試行待ち ${retried} 件 / 残り ${left} 件`,
  queueStoppedBy: {
    empty: '取得対象のジョブがなくなりました',
    batch: '1回の上限件数に達しました',
    budget: '実行時間の上限に達しました',
  },
  queueLink: 'キューを開く',
} as const;

/** The dashboard's first-run guide (ours): what to run when decks are unclassified or the public documents are missing. */
export const FIRST_RUN = {
  title: 'はじめに',
  intro: '公開サイトに表示するには、次の順に実行してください。',
  classifyStep: (unmatched: number, decks: number) =>
    `1. デッキを分類する（分類されていないデッキ ${unmatched} 件 / 全 ${decks} 件）`,
  classifyDoneStep: '1. デッキを分類する（完了）',
  classify: 'デッキ分類を実行',
  classifyDone: (processed: number, updated: number) =>
    `分類しました（処理 ${processed} 件、更新 ${updated} 件）`,
  classifyFailed: '分類に失敗しました: ',
  rebuildStep: (missing: string) => `2. 公開ドキュメントを再構築する（未作成: ${missing}）`,
  rebuildDoneStep: '2. 公開ドキュメントを再構築する（完了）',
  rebuild: 'すべて再構築',
  rebuildDone: '公開ドキュメントを再構築しました',
  rebuildFailed: '再構築に失敗しました: ',
} as const;

/** Rule list (§2 "Rule list", §8 "Classification", "Unmatched", "Rules"). */
/** A rule's weekly figures (engine/admin/ruleWeekly.ts) in the rule list and on the dashboard. */
export const WEEKLY = {
  current: '今週',
  previous: '先週',
  diff: '前週比',
  isNew: 'NEW',
  count: (n: number) => `${n}件`,
} as const;

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
} as const;

/** Rule editor (§2 "Rule editor", §5 "Rule save" and "JSON apply"). */
export const EDITOR = {
  newTitle: 'ルールの新規作成',
  editTitle: 'ルールの編集',
  name: '名前',
  enabled: '有効',
  priority: '優先度',
  description: '説明',
  conditions: '条件',
  pattern: 'pattern（正規表現）',
  min: 'min',
  max: 'max',
  negate: 'negate',
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

/** A rule's history in the editor (ours, beyond the spec). */
export const HISTORY = {
  title: '変更履歴',
  empty: '変更履歴はまだありません',
  loadFailed: '変更履歴の取得に失敗しました',
  version: (n: number) => `#${n}`,
  total: (shown: number, total: number) =>
    shown < total ? `全 ${total} 件中 新しい ${shown} 件` : `全 ${total} 件`,
  /** Ours: the next (older) server page of the history. */
  loadMore: (shown: number, total: number) => `古い変更を読み込む（${shown} / ${total} 件表示中）`,
  actions: {
    create: '作成',
    save: '保存',
    toggle: '有効を切り替え',
    restore: '復元',
    delete: '削除',
  },
  restoredFrom: (n: number) => `#${n} の変更前に戻しました`,
  by: '変更者',
  changed: '変更した項目',
  unchanged: '変更なし',
  fields: {
    name: '名前',
    enabled: '有効',
    priority: '優先度',
    description: '説明',
    conditions: '条件',
    variants: 'サブルール',
  } as Record<string, string>,
  showDiff: '差分を表示',
  hideDiff: '差分を閉じる',
  restore: 'この変更の前に戻す',
  restoring: '復元中…',
  restored: (n: number) => `#${n} の変更前の内容に戻しました`,
  restoreFailed: '復元に失敗しました',
  confirmDiscard: '保存していない変更は破棄されます。この版に戻しますか？',
  /** The 有効 toggle's undo in the rule list. */
  toggled: (name: string, enabled: boolean) => `「${name}」を${enabled ? '有効' : '無効'}にしました`,
  undo: '元に戻す',
  undone: (name: string) => `「${name}」の切り替えを元に戻しました`,
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
  prefilled: (n: number) =>
    `未分類デッキ ${n} 件のグループから作成したルールの下書きです。条件と影響を確かめてから保存してください。`,
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

/** A rule's matching decks in the editor (ours), 200 a server page. */
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

/** Rule preview (§2 "Rule preview", §8 "Preview"). */
export const PREVIEW = {
  title: 'ルールプレビュー',
  deckId: 'デッキID',
  run: '実行',
  loading: 'プレビューを実行中…（最大180秒）',
  failed: 'プレビューに失敗しました',
  timeout: 'タイムアウトしました。再実行してください。',
  deckFailed: 'プレビューの実行に失敗しました',
  invalidId: DECK_ID_MESSAGES.invalidOnPreview,
  source: 'データ元',
  sourceFirestore: 'データベース',
  sourceOfficial: '公式サイト',
  invalidRules: '不正なルール',
  matchedRules: '一致したルール',
  noMatch: '一致するルールはありません',
  allVerdicts: 'すべてのルールの判定',
  colPattern: 'pattern',
  colMin: 'min',
  colMax: 'max',
  colNegate: 'negate',
  colCount: '枚数',
  colResult: '判定',
  ok: 'OK',
  ng: 'NG',
  matched: '一致',
  notMatched: '不一致',
} as const;

/** Data sync (§2 "Data sync page", §5 "Event sync", §8 "Sync"). */
export const SYNC = {
  title: 'データ同期',
  lookup: 'デッキID検索',
  open: '開く',
  invalidId: DECK_ID_MESSAGES.invalidOnLookup,
  eventSync: 'イベント同期',
  offset: 'オフセット',
  limit: '件数',
  run: '実行',
  rangeInvalid: ADMIN_FORM_MESSAGES.eventSyncRangeInvalid,
  failed: '実行に失敗しました。権限やネットワークを確認してください。',
  done: (fetched: number, created: number, skipped: number) =>
    `取得 ${fetched} 件、追加 ${created} 件、スキップ ${skipped} 件`,
} as const;

/** Export (§2 "Export page", §8 "Export"). */
export const EXPORT = {
  title: 'エクスポート',
  decksTitle: 'デッキ',
  decksNote: 'decks コレクションを JSON でダウンロードします。',
  rulesTitle: 'デッキルール',
  rulesNote: 'deck_rules コレクションを JSON でダウンロードします。',
  download: 'JSON をダウンロード',
  errorPrefix: 'エラーが発生しました: ',
  unknownError: '不明なエラー',
  hint: '権限やネットワークを確認してください。',
} as const;

/** Deck job queue (§2, §4 statuses, §5 stale-lock, §8 "Deck jobs"). */
export const JOBS = {
  title: 'デッキ取得キュー',
  status: { pending: '待機中', in_progress: '処理中', done: '完了', error: '失敗' },
  colDeckId: 'デッキID',
  colStatus: '状態',
  colAttempts: '試行',
  colPriority: '優先度',
  colNextRun: '次回実行',
  colUpdated: '更新',
  colLockedBy: 'ロック',
  colError: 'エラー',
  empty: '待機中のジョブはありません',
  listFailed: 'デッキ取得キューの取得に失敗しました',
  countsFailed: '件数の取得に失敗しました',
  staleTitle: '古いロックの解除',
  minutes: 'ロック経過（分）',
  limit: '最大件数',
  release: 'ロック解除',
  minutesInvalid: ADMIN_FORM_MESSAGES.staleLockMinutesInvalid,
  limitInvalid: ADMIN_FORM_MESSAGES.staleLockLimitInvalid,
  releaseFailed: 'ロック解除の呼び出しに失敗しました',
  noneMatched: '条件に一致するジョブはありませんでした。',
  released: (n: number, examples: readonly string[]) =>
    `${n} 件のジョブを待機中に戻しました${examples.length > 0 ? `（例: ${examples.join(', ')}）` : ''}`,
  // Running the queue now (ours: the scheduled run, at an admin's request).
  runTitle: 'キューの実行',
  runNote: '定期実行と同じ処理（期限の来たジョブを上限件数まで取得）を今すぐ1回実行します。',
  runNow: '今すぐ実行',
  runFailed: 'キューの実行に失敗しました: ',
  runDone: (done: number, failed: number, retried: number, left: number) =>
    `実行しました（完了 ${done} 件 / 失敗 ${failed} 件 / 再試行待ち ${retried} 件 / 残り ${left} 件）`,
  // The table's bulk re-queue and later pages (ours).
  requeue: (n: number) => `選択した失敗ジョブを再キュー（${n} 件）`,
  requeueFailed: '再キューに失敗しました: ',
  requeued: (n: number, skipped: number) =>
    `${n} 件のジョブを待機中に戻しました${skipped > 0 ? `（失敗状態でなかった ${skipped} 件はそのままです）` : ''}`,
  loadMore: (status: string, shown: number, total: number) =>
    `${status}の続きを読み込む（${shown} / ${total} 件表示中）`,
  moreFailed: '続きの取得に失敗しました',
} as const;

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

/** Aggregation manager (§2, §4 health, §8 "Aggregation manager"). */
export const AGGREGATIONS = {
  title: '集約管理',
  docs: {
    home: 'ホーム（public/home）',
    events: 'イベント（public/events）',
    decks: 'デッキタイプ（public/decks）',
    matchups: '対戦相性（public/matchups）',
  },
  health: { loading: '読み込み中', ok: '正常', missing: '未作成', error: 'エラー' },
  path: 'ドキュメント',
  lastUpdate: '最終更新',
  rebuild: '再構築',
  counters: { total: '合計', healthy: '正常', warnings: '警告', errors: 'エラー' },
  runLog: '関数の実行ログ',
  colName: '関数',
  colStatus: '状態',
  colStarted: '開始',
  colFinished: '終了',
  colError: 'エラー',
  runStatus: { running: '実行中', success: '成功', error: '失敗' },
  /** The run log's names (ours): every job that logs its runs, by its function name. */
  runNames: {
    refreshAdminCache: 'キャッシュ再構築',
    rebuildAllAggregations: '全集約の再構築',
    rebuildRuleShareSummary: 'ルールシェアの再集計',
    runDeckCleanup: 'デッキクリーンアップ',
    triggerHostingDeploy: 'デプロイ',
    runDeckClassification: 'デッキ分類',
    classifyDecks: '選択したデッキの分類',
    runEventSync: 'イベント同期',
    rebuildPublicHome: 'ホームの再構築',
    rebuildPublicEvents: 'イベントの再構築',
    rebuildPublicDeckTypes: 'デッキタイプの再構築',
    rebuildPublicMatchups: '対戦相性の再構築',
    resetStuckDeckJobs: '古いロックの解除',
    requeueDeckJobs: '失敗ジョブの再キュー',
    scheduledEventSync: '自動イベント同期',
    scheduledDeckJobs: 'デッキ取得キュー',
  } as Record<string, string>,
  noLogs: 'ログはありません',
  reload: '再読み込み',
  rebuildAll: 'すべて再構築',
  missing: 'ドキュメントが存在しません',
  updateFailed: (reason: string) => `更新に失敗しました: ${reason}`,
  rebuildAllFailed: (reason: string) => `全集約の再構築に失敗しました: ${reason}`,
  rebuildAllConfirm: 'すべての公開ドキュメントを再構築します。数分かかることがあります。実行しますか？',
  logFailed: (reason: string) => `ログの取得に失敗しました: ${reason}`,
  updated: (events: number, rules: number, decks: number) =>
    `更新しました（イベント ${events} 件、ルール ${rules} 件、デッキ ${decks} 件）`,
} as const;

/**
 * Ours: the official event API behind Cloudflare's browser check (engine/errors.ts
 * OFFICIAL_BROWSER_CHECK), on the データ同期 screen, with the same pointer as the CLI's line.
 */
export const BROWSER_CHECK = {
  title: '自動同期の状況',
  lastSuccess: '最終成功',
  lastFailure: '最終失敗',
  refused: (host: string) =>
    `公式サイト（${host}）がブラウザ確認（Cloudflare）で取得を拒否しました。ブラウザ以外からの取得は通らず、再試行しても結果は変わりません（ブラウザを装うことはしません）。`,
  pointer:
    '大会結果は、ブラウザで保存した結果の回答（event_result_detail_search）またはコミュニティの結果CSVを tcg events import で取り込んでください。',
  otherFailure: '自動同期に失敗しました: ',
} as const;

/** The results import on the data sync screen (ours: `tcg events import` in the back office). */
export const RESULT_IMPORT = {
  title: '結果ファイルの取り込み',
  note: 'イベント API が使えないときは、ブラウザで保存した event_result_detail_search の回答（.json、1 イベント 1 ファイル、ファイル名にイベントID）や大会結果の CSV（.csv）から取り込めます。',
  files: '結果ファイル（.json / .csv）',
  eventId: 'イベントID（ファイル名にない場合）',
  reading: 'ファイルを確認しています…',
  preview: (files: number, events: number, results: number, decks: number) =>
    `${files} ファイル: イベント ${events} 件、結果 ${results} 件、デッキ ${decks} 件`,
  plan: (created: number, updated: number, skipped: number, jobs: number) =>
    `取り込むと: 新規 ${created} 件、結果の追加 ${updated} 件、スキップ ${skipped} 件、取得するデッキ ${jobs} 件`,
  run: '取り込む',
  done: (created: number, updated: number, skipped: number, jobs: number) =>
    `取り込みました: 新規 ${created} 件、結果の追加 ${updated} 件、スキップ ${skipped} 件、デッキ取得ジョブ ${jobs} 件`,
  failed: '取り込みに失敗しました: ',
  previewFailed: 'ファイルを取り込めません: ',
} as const;
