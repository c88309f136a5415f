// The dashboard screen and its first-run guide.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

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
