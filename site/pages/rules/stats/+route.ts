// The rule-statistics list lives at the base path setting (TCG_RULE_STATS_PATH, default /rules/stats).
import { RULE_STATS_PATH } from '../../../lib/site.ts';

export default RULE_STATS_PATH;
