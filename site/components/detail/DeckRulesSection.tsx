// The rules a deck matches, by priority: name (to its rule statistics), priority, id, and the
// plain list of rule IDs (spec public §2 "Deck detail"), behind a toggle: players read the deck type
// in the page header, and priorities and ids are the back office's words.
import type { DeckDetail } from '../../../engine/documents.ts';
import { compareByPriorityThenId } from '../../../engine/rules/order.ts';
import { ruleStatsPath } from '../../lib/paths.ts';
import { RULE_STATS_PATH } from '../../lib/site.ts';
import { EmptyState } from '../EmptyState.tsx';
import { displayRuleName } from './ruleDisplayName.ts';
import { Section } from './Section.tsx';

export function DeckRulesSection({ rules }: { rules: DeckDetail['matchedRules'] }) {
  const sorted = [...rules].sort(compareByPriorityThenId);
  return (
    <Section id="rules" title="一致したルール">
      {sorted.length === 0 ? (
        <EmptyState>一致するルールがありません</EmptyState>
      ) : (
        <details className="detail-rules-more">
          <summary>判定ルールの詳細（優先度・ID）</summary>
          <table className="detail-table">
            <thead>
              <tr>
                <th scope="col">ルール</th>
                <th scope="col">優先度</th>
                <th scope="col">ID</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((rule) => (
                <tr key={rule.id}>
                  <th scope="row">
                    <a href={ruleStatsPath(rule.id, RULE_STATS_PATH)}>
                      {displayRuleName(rule.name || rule.id)}
                    </a>
                  </th>
                  <td data-label="優先度">{rule.priority}</td>
                  <td data-label="ID">{rule.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="detail-rule-ids">{`ルールID: ${sorted.map((rule) => rule.id).join(', ')}`}</p>
        </details>
      )}
    </Section>
  );
}
