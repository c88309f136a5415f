// /decks/{id}/variants/{variantId}: a sub-rule's statistics, like the deck-type page without the
// weekly trend and matchups (spec public §2 "Sub-rule detail").
import type { PageContextServer } from 'vike/types';
import { CardAdoptionSection } from '../../../../../components/detail/CardAdoptionSection.tsx';
import { DetailHeader } from '../../../../../components/detail/DetailHeader.tsx';
import { DetailToc } from '../../../../../components/detail/DetailToc.tsx';
import {
  deckLabelsOf,
  MATCHING_DECKS_PAGE_SIZE,
  MatchingDecksSection,
} from '../../../../../components/detail/MatchingDecksSection.tsx';
import {
  CategoryAveragesSection,
  PokemonStatsSection,
} from '../../../../../components/detail/PokemonStatsSection.tsx';
import { displayRuleName } from '../../../../../components/detail/ruleDisplayName.ts';
import { SUB_RULE_UNAVAILABLE } from '../../../../../components/detail/SubRuleAccordions.tsx';
import { VariantOverviewSection } from '../../../../../components/detail/VariantOverviewSection.tsx';
import { NotFound } from '../../../../../components/NotFound.tsx';
import { deckTypePath } from '../../../../../lib/paths.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

const TOC = [
  { id: 'overview', label: '概要' },
  { id: 'averages', label: 'カテゴリ別平均採用枚数' },
  { id: 'pokemon-stats', label: 'ポケモン統計' },
  { id: 'adoption', label: 'カード採用率' },
  { id: 'decks', label: '一致するデッキ' },
];

export default function Page(pageContext: PageContextServer) {
  const { ruleId, variantId, detail, unreadable } = pageContext.data as Data;
  if (ruleId === '' || variantId === '') {
    return (
      <NotFound
        message="ルールIDまたはサブルールIDが指定されていません。"
        backHref="/decks"
        backLabel="デッキタイプ一覧へ"
      />
    );
  }
  if (!detail) {
    return (
      <NotFound
        message={unreadable ? SUB_RULE_UNAVAILABLE : '指定したサブルールが見つかりませんでした。'}
        backHref={deckTypePath(ruleId)}
        backLabel="デッキタイプへ戻る"
      />
    );
  }
  const parentName = displayRuleName(detail.rule.name || detail.rule.id);
  return (
    <article className="detail-page">
      <DetailHeader
        backHref={deckTypePath(detail.rule.id)}
        backLabel={`${parentName} へ戻る`}
        kicker={`サブルール（親ルール: ${parentName}）`}
        title={detail.variant.name || detail.variant.id}
        description={detail.variant.description}
        updatedAt={detail.updatedAt}
      />
      <DetailToc items={TOC} />
      <VariantOverviewSection detail={detail} />
      <CategoryAveragesSection stats={detail.stats} empty={detail.summary.matchedDecks === 0} />
      <PokemonStatsSection stats={detail.stats} empty={detail.summary.matchedDecks === 0} />
      <CardAdoptionSection adoption={detail.stats.cardAdoption} labelOf={deckLabelsOf(detail.decks.items)} />
      <MatchingDecksSection decks={detail.decks} pageSize={MATCHING_DECKS_PAGE_SIZE} />
    </article>
  );
}
