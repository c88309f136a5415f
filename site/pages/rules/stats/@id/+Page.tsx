// /rules/stats/{id}: one rule's statistics (spec public §2 "Rule statistics").
import type { PageContextServer } from 'vike/types';
import { CardStatsSection } from '../../../../components/detail/CardStatsSection.tsx';
import { DetailHeader } from '../../../../components/detail/DetailHeader.tsx';
import { DetailToc } from '../../../../components/detail/DetailToc.tsx';
import {
  MATCHING_DECKS_PAGE_SIZE,
  MatchingDecksSection,
} from '../../../../components/detail/MatchingDecksSection.tsx';
import { RuleStatsSections } from '../../../../components/detail/RuleStatsSections.tsx';
import { displayRuleName } from '../../../../components/detail/ruleDisplayName.ts';
import { SubRuleAccordions } from '../../../../components/detail/SubRuleAccordions.tsx';
import { NotFound } from '../../../../components/NotFound.tsx';
import { deckTypePath } from '../../../../lib/paths.ts';
import { RULE_STATS_PATH } from '../../../../lib/site.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

const TOC = [
  { id: 'overview', label: '概要' },
  { id: 'averages', label: '種類別平均枚数' },
  { id: 'evolution', label: '進化段階の比率' },
  { id: 'hp', label: 'HP帯の比率' },
  { id: 'ability', label: '特性持ちの比率' },
  { id: 'variants', label: 'サブルール' },
  { id: 'cards', label: 'カード採用率' },
  { id: 'decks', label: '一致するデッキ' },
];

export default function Page(pageContext: PageContextServer) {
  const { id, page } = pageContext.data as Data;
  if (id === '')
    return (
      <NotFound
        message="ルールIDまたはサブルールIDが指定されていません。"
        backHref={RULE_STATS_PATH}
        backLabel="ルール統計へ"
      />
    );
  if (!page)
    return (
      <NotFound message="統計の取得に失敗しました" backHref={RULE_STATS_PATH} backLabel="ルール統計へ" />
    );
  const { stats } = page;
  return (
    <article className="detail-page">
      <DetailHeader
        backHref={RULE_STATS_PATH}
        backLabel="ルール統計一覧へ"
        kicker="ルール統計"
        title={displayRuleName(stats.name || id)}
        description={stats.description}
        updatedAt={stats.stats_updated_at ?? null}
      >
        {page.hasDeckType ? (
          <p>
            <a href={deckTypePath(id)}>デッキタイプの詳細を見る</a>
          </p>
        ) : null}
      </DetailHeader>
      <DetailToc items={TOC} />
      <RuleStatsSections stats={stats} />
      <SubRuleAccordions ruleId={id} subRules={page.subRules} />
      <CardStatsSection rows={page.cards} />
      <MatchingDecksSection decks={page.decks} pageSize={MATCHING_DECKS_PAGE_SIZE} />
    </article>
  );
}
