// The aggregation manager screen and its run log.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

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
