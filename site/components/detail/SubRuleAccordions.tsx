// The sub-rules of a rule on its statistics page: one accordion each, opened from the URL anchor,
// only one open at a time (the detail client script enforces that; without JS each opens alone).
import { Accordion } from '../Accordion.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { subRuleAnchor, variantPath } from './paths.ts';
import { averageCountFigures, ruleOverviewFigures } from './RuleStatsSections.tsx';
import type { RuleStats } from './ruleStatsData.ts';
import { Section } from './Section.tsx';
import { StatFigures } from './StatFigures.tsx';

export interface SubRuleStats {
  variantId: string;
  stats: RuleStats;
}

export function SubRuleAccordions({ ruleId, subRules }: { ruleId: string; subRules: SubRuleStats[] }) {
  return (
    <Section id="variants" title="サブルール">
      {subRules.length === 0 ? (
        <EmptyState>データがありません</EmptyState>
      ) : (
        <div data-exclusive-accordions="">
          {subRules.map(({ variantId, stats }) => (
            <Accordion
              key={variantId}
              id={subRuleAnchor(variantId)}
              title={`${stats.name || variantId}（${stats.stats_total_decks}件）`}
            >
              <StatFigures figures={[...ruleOverviewFigures(stats), ...averageCountFigures(stats)]} />
              <p>
                <a href={variantPath(ruleId, variantId)}>サブルールの詳細を見る</a>
              </p>
            </Accordion>
          ))}
        </div>
      )}
    </Section>
  );
}
