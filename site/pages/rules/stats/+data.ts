// Prerender-time data of /rules/stats: every top-level rule with its statistics.
import { listRuleStats } from '../../../components/detail/ruleStatsData.ts';
import { pageData } from '../../../lib/docs.ts';

export const data = pageData((docs) => ({ rules: listRuleStats(docs) }));
