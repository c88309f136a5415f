// The overview of a sub-rule: its parent rule, priority, matched decks, share within the rule
// and overall, and the ability ratio (spec public §2 "Sub-rule detail").
import type { VariantDetail } from '../../../engine/documents.ts';
import { formatShare } from '../../../engine/format.ts';
import { deckTypePath } from '../../lib/paths.ts';
import { intervalText } from '../ShareValue.tsx';
import { displayRuleName } from './ruleDisplayName.ts';
import { Section } from './Section.tsx';
import { StatFigures } from './StatFigures.tsx';

export function VariantOverviewSection({ detail }: { detail: VariantDetail }) {
  const { rule, variant, summary, stats } = detail;
  return (
    <Section id="overview" title="概要">
      <p>
        親ルール: <a href={deckTypePath(rule.id)}>{displayRuleName(rule.name || rule.id)}</a>
        <span className="detail-muted">（一致デッキ {rule.matchedDecks}件）</span>
      </p>
      <StatFigures
        figures={[
          { label: '優先度', value: variant.priority },
          { label: '一致デッキ数', value: `${summary.matchedDecks}件` },
          {
            label: 'ルール内シェア',
            value: formatShare(summary.shareWithinRule),
            note: intervalText(summary.shareWithinRuleInterval),
          },
          {
            label: '全体シェア',
            value: formatShare(summary.shareOverall),
            note: intervalText(summary.shareOverallInterval),
          },
          { label: '特性持ち比率', value: formatShare(stats.abilityRatio) },
        ]}
      />
    </Section>
  );
}
