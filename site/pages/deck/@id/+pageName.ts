// Title of /deck/{id}.
import type { PageContextServer } from 'vike/types';
import { deckJobStatusLabel } from '../../../components/detail/deckJobStatus.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function pageName(pageContext: PageContextServer): string {
  const { id, deck, job } = pageContext.data as Data;
  if (deck) return `デッキ ${deck.name || id}`;
  return job ? `デッキ ${id}（${deckJobStatusLabel(job.status)}）` : 'デッキ詳細';
}
