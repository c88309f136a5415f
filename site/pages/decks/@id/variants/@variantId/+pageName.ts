// Title of /decks/{id}/variants/{variantId} (spec: "sub-rule detail").
import type { PageContextServer } from 'vike/types';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function pageName(pageContext: PageContextServer): string {
  const { detail } = pageContext.data as Data;
  return detail ? `${detail.variant.name || detail.variant.id} のサブルール詳細` : 'サブルール詳細';
}
