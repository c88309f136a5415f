// The fetch-job states of a deck that is not published yet, as the deck page names them
// (spec public §4: pending = waiting, in_progress = processing, done = complete, error = failed).
import type { DeckJobNotice } from '../../../engine/documents.ts';

export const DECK_JOB_STATUS_LABELS: Readonly<Record<DeckJobNotice['status'], string>> = {
  pending: '待機中',
  in_progress: '処理中',
  done: '完了',
  error: '失敗',
};

/** The label of a status; an unknown one reads as waiting, as the job schema treats it. */
export function deckJobStatusLabel(status: string): string {
  return DECK_JOB_STATUS_LABELS[status as DeckJobNotice['status']] ?? DECK_JOB_STATUS_LABELS.pending;
}

/** What the status means for the visitor, shown under it. */
export const DECK_JOB_STATUS_HINTS: Readonly<Record<DeckJobNotice['status'], string>> = {
  pending: '取得の順番を待っています。公開までしばらくお待ちください。',
  in_progress: '公式サイトからデッキ情報を取得しています。',
  done: '取得は完了しました。次回のデータ更新で公開されます。',
  error: '取得に失敗しました。再取得されるまでこのデッキは表示できません。',
};

export function deckJobStatusHint(status: string): string {
  return DECK_JOB_STATUS_HINTS[status as DeckJobNotice['status']] ?? DECK_JOB_STATUS_HINTS.pending;
}
