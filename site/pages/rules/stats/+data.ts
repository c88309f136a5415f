// Prerender-time data of /rules/stats: every top-level rule with its statistics.
import { listRuleStats } from '../../../components/detail/ruleStatsData.ts';

export function data() {
  return { rules: listRuleStats() };
}
