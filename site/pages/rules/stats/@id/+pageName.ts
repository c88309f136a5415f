// Title of /rules/stats/{id}.
import type { PageContextServer } from 'vike/types';
import { displayRuleName } from '../../../../components/detail/ruleDisplayName.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function pageName(pageContext: PageContextServer): string {
  const { id, page } = pageContext.data as Data;
  return page ? `${displayRuleName(page.stats.name || id)} のルール統計` : 'ルール統計';
}
