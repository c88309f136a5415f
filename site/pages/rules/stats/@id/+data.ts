// Prerender-time data of /rules/stats/{id}.
import type { PageContextServer } from 'vike/types';
import { readRuleStatsPage } from '../../../../components/detail/ruleStatsData.ts';

export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  return { id, page: id === '' ? null : readRuleStatsPage(id) };
}
