// The card adoption table of the rule statistics, grouped by card kind in the kind display
// order of the spec (pokemon, trainer, supporter, item, stadium, tool, energy, ...), each group
// by adoption rate descending.
import { CARD_KIND_LABELS, type CardKind, cardKindOf, cardKindOrder } from '../../../engine/cardKinds.ts';
import { byCodeUnit } from '../../../engine/rules/order.ts';
import { DetailTable } from '../DetailTable.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { AdoptionCells } from './AdoptionCells.tsx';
import type { CardStatsRow } from './ruleStatsData.ts';
import { Section } from './Section.tsx';

export function groupByKind(rows: readonly CardStatsRow[]): { kind: CardKind; rows: CardStatsRow[] }[] {
  const groups = new Map<CardKind, CardStatsRow[]>();
  for (const row of rows) {
    const kind = cardKindOf(row.card_type, row.name);
    const group = groups.get(kind) ?? [];
    group.push(row);
    groups.set(kind, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => cardKindOrder(a) - cardKindOrder(b))
    .map(([kind, group]) => ({
      kind,
      rows: group.sort((a, b) => b.adoption_rate - a.adoption_rate || byCodeUnit(a.name, b.name)),
    }));
}

export function CardStatsSection({ rows }: { rows: CardStatsRow[] }) {
  const groups = groupByKind(rows);
  return (
    <Section id="cards" title="カード採用率">
      {groups.length === 0 ? (
        <EmptyState>カード採用データがありません</EmptyState>
      ) : (
        <DetailTable
          columns={['カード', '採用率', '採用デッキ', '平均枚数（採用時）', '平均枚数（全体）']}
          className="detail-card-stats"
        >
          {groups.map((group) => (
            <tbody key={group.kind}>
              <tr className="detail-group-row">
                <th scope="rowgroup" colSpan={5}>
                  {CARD_KIND_LABELS[group.kind]}（{group.rows.length}種）
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.normalized_name ?? row.name}>
                  <AdoptionCells
                    name={row.name}
                    figures={{
                      rate: row.adoption_rate,
                      interval: row.adoption_rate_interval,
                      includedDecks: row.included_decks,
                      totalDecks: row.total_decks,
                      avgCopiesIncluding: row.avg_copies_including,
                      avgCopiesOverall: row.avg_copies_overall,
                    }}
                  />
                </tr>
              ))}
            </tbody>
          ))}
        </DetailTable>
      )}
    </Section>
  );
}
