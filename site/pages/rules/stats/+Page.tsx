// /rules/stats: the spec leaves it open; we list every rule with its deck count and share,
// linking to its statistics page.
import type { PageContextServer } from 'vike/types';
import { formatShare } from '../../../../engine/format.ts';
import { displayRuleName } from '../../../components/detail/ruleDisplayName.ts';
import type { RuleStats } from '../../../components/detail/ruleStatsData.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SortableTable } from '../../../components/SortableTable.tsx';
import { ruleStatsPath } from '../../../lib/paths.ts';
import { RULE_STATS_PATH } from '../../../lib/site.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { rules } = pageContext.data as Data;
  return (
    <article className="detail-page">
      <header className="detail-header">
        <h1>ルール統計</h1>
        <p className="detail-description">各ルールに一致したデッキの統計です。ルール名から詳細を開けます。</p>
      </header>
      {rules.length === 0 ? (
        <EmptyState>データがありません</EmptyState>
      ) : (
        <SortableTable<RuleStats>
          rows={rules}
          rowKey={(rule) => rule.id}
          sortKey="decks"
          columns={[
            {
              key: 'name',
              label: 'ルール',
              defaultDirection: 'asc',
              value: (rule) => displayRuleName(rule.name || rule.id),
              render: (rule) => (
                <a href={ruleStatsPath(rule.id, RULE_STATS_PATH)}>{displayRuleName(rule.name || rule.id)}</a>
              ),
            },
            {
              key: 'decks',
              label: 'デッキ数',
              defaultDirection: 'desc',
              value: (rule) => rule.stats_total_decks,
              render: (rule) => rule.stats_total_decks,
            },
            {
              key: 'share',
              label: 'シェア',
              defaultDirection: 'desc',
              value: (rule) => rule.stats_share_rate,
              render: (rule) => formatShare(rule.stats_share_rate),
            },
          ]}
        />
      )}
    </article>
  );
}
