// Title of /deck/{id}.
import type { PageContextServer } from 'vike/types';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function pageName(pageContext: PageContextServer): string {
  const { id, deck } = pageContext.data as Data;
  return deck ? `デッキ ${deck.name || id}` : 'デッキ詳細';
}
