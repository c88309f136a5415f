// The data sync screen: event sync, the automatic sync's status, the results import.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.
import { ADMIN_FORM_MESSAGES, DECK_ID_MESSAGES } from '../../../engine/messages.ts';

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
