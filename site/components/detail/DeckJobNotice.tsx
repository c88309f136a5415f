// Shown on /deck/{id} for a deck that is not published yet but has a fetch job: the job's status
// instead of the plain not-found message.
import type { DeckJobNotice as Job } from '../../../engine/documents.ts';
import { UpdatedAt } from '../UpdatedAt.tsx';
import { deckJobStatusHint, deckJobStatusLabel } from './deckJobStatus.ts';
import './detail.css';

export function DeckJobNotice({ job }: { job: Job }) {
  return (
    <section className="not-found detail-job-notice" data-job-status={job.status}>
      <h1>{job.status === 'error' ? 'デッキ情報の取得に失敗しました' : 'デッキ情報を取得しています'}</h1>
      <p>
        デッキ <code>{job.id}</code> はまだ公開されていません。取得状況:{' '}
        <strong className="detail-job-status">{deckJobStatusLabel(job.status)}</strong>
      </p>
      <p className="detail-job-hint">{deckJobStatusHint(job.status)}</p>
      <UpdatedAt iso={job.updatedAt} />
      <p>
        <a href="/">ホームへ戻る</a>
      </p>
    </section>
  );
}
