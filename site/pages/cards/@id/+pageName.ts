// Title of /cards/{id}: the card's name.
import type { PageContextServer } from 'vike/types';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function pageName(pageContext: PageContextServer): string {
  const { card } = pageContext.data as Data;
  return card ? `${card.name} の採用率` : 'カード';
}
