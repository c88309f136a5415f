import type { PageContextServer } from 'vike/types';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export function pageName(pageContext: PageContextServer): string {
  const { event } = pageContext.data as Data;
  return event?.title ? `イベント詳細 ${event.title}` : 'イベント詳細';
}
