// The sub-rules of a rule on its statistics page: one accordion each, opened from the URL anchor,
// only one open at a time (the detail client script enforces that; without JS each opens alone).

import { subRuleAnchor, variantPath } from '../../lib/paths.ts';
import { Accordion } from '../Accordion.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { averageCountFigures, ruleOverviewFigures } from './RuleStatsSections.tsx';
import type { RuleStats } from './ruleStatsData.ts';
import { Section } from './Section.tsx';
import { StatFigures } from './StatFigures.tsx';

/** Spec public §8: a sub-rule whose document is missing or unreadable at build time. */
export const SUB_RULE_UNAVAILABLE = 'サブルールの情報を取得できませんでした。';

/** A sub-rule and its statistics; `stats` null when its document is missing or unreadable. */
export interface SubRuleStats {
  variantId: string;
  name: string;
  stats: RuleStats | null;
}

export function SubRuleAccordions({ ruleId, subRules }: { ruleId: string; subRules: SubRuleStats[] }) {
  return (
    <Section id="variants" title="サブルール">
      {subRules.length === 0 ? (
        <EmptyState>データがありません</EmptyState>
      ) : (
        <div data-exclusive-accordions="">
          {subRules.map(({ variantId, name, stats }) =>
            stats ? (
              <Accordion
                key={variantId}
                id={subRuleAnchor(variantId)}
                title={`${stats.name || name || variantId}（${stats.stats_total_decks}件）`}
              >
                <StatFigures figures={[...ruleOverviewFigures(stats), ...averageCountFigures(stats)]} />
                <p>
                  <a href={variantPath(ruleId, variantId)}>サブルールの詳細を見る</a>
                </p>
              </Accordion>
            ) : (
              <Accordion key={variantId} id={subRuleAnchor(variantId)} title={name || variantId}>
                <EmptyState>{SUB_RULE_UNAVAILABLE}</EmptyState>
              </Accordion>
            ),
          )}
        </div>
      )}
    </Section>
  );
}
