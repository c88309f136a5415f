// The sub-rule table of a deck type, shown only when the rule has variants.
import type { DeckTypeDetail } from '../../../engine/documents.ts';
import { formatShare } from '../../../engine/format.ts';
import { compareByPriorityThenId } from '../../../engine/rules/order.ts';
import { variantPath } from '../../lib/paths.ts';
import { DetailTable } from '../DetailTable.tsx';
import { ShareValue } from '../ShareValue.tsx';
import { Section } from './Section.tsx';
import { SUB_RULE_UNAVAILABLE } from './SubRuleAccordions.tsx';

export function VariantsSection({
  ruleId,
  variants,
  unavailable = [],
}: {
  ruleId: string;
  variants: DeckTypeDetail['stats']['variants'];
  /** Sub-rules whose document is missing or unreadable: no link, the spec's text in their row. */
  unavailable?: readonly string[];
}) {
  const sorted = [...variants].sort(compareByPriorityThenId);
  return (
    <Section id="variants" title="サブルール">
      <DetailTable
        columns={['サブルール', '優先度', '一致デッキ', 'ルール内シェア', '全体シェア', '特性持ち比率']}
      >
        <tbody>
          {sorted.map((variant) =>
            unavailable.includes(variant.id) ? (
              <tr key={variant.id} data-sub-rule-unavailable="">
                <th scope="row">{variant.name || variant.id}</th>
                <td colSpan={5} className="empty-state">
                  {SUB_RULE_UNAVAILABLE}
                </td>
              </tr>
            ) : (
              <tr key={variant.id}>
                <th scope="row">
                  <a href={variantPath(ruleId, variant.id)}>{variant.name || variant.id}</a>
                </th>
                <td data-label="優先度">{variant.priority}</td>
                <td data-label="一致デッキ">{variant.matchedDecks}</td>
                <td data-label="ルール内シェア">
                  <ShareValue share={variant.shareWithinRule} interval={variant.shareWithinRuleInterval} />
                </td>
                <td data-label="全体シェア">
                  <ShareValue share={variant.shareOverall} interval={variant.shareOverallInterval} />
                </td>
                <td data-label="特性持ち比率">{formatShare(variant.abilityRatio)}</td>
              </tr>
            ),
          )}
        </tbody>
      </DetailTable>
    </Section>
  );
}
