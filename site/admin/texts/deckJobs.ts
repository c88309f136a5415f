// The deck job queue screen.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.
import { ADMIN_FORM_MESSAGES } from '../../../engine/messages.ts';

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
