// Every top-level rule with statistics gets its page (sub-rules are accordions on it).
import { ruleStatsPath } from '../../../../components/detail/paths.ts';
import { listRuleStats } from '../../../../components/detail/ruleStatsData.ts';

export function onBeforePrerenderStart(): string[] {
  return listRuleStats().map((rule) => ruleStatsPath(rule.id));
}
