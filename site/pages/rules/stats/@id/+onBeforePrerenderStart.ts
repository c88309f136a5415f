// Every top-level rule with statistics gets its page (sub-rules are accordions on it).

import { listRuleStats } from '../../../../components/detail/ruleStatsData.ts';
import { urlDocs } from '../../../../lib/docs.ts';
import { ruleStatsPath } from '../../../../lib/paths.ts';
import { RULE_STATS_PATH } from '../../../../lib/site.ts';

export function onBeforePrerenderStart(): string[] {
  return listRuleStats(urlDocs).map((rule) => ruleStatsPath(rule.id, RULE_STATS_PATH));
}
