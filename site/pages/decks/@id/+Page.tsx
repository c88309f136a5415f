// /decks/{id}: a deck type's statistics (spec public §2 "Deck-type detail").
import type { PageContextServer } from 'vike/types';
import { CardAdoptionSection } from '../../../components/detail/CardAdoptionSection.tsx';
import { ConditionsSection } from '../../../components/detail/ConditionsSection.tsx';
import { ConsensusSection } from '../../../components/detail/ConsensusSection.tsx';
import { DeckTypeOverviewSection } from '../../../components/detail/DeckTypeOverviewSection.tsx';
import { DetailHeader } from '../../../components/detail/DetailHeader.tsx';
import { DetailToc } from '../../../components/detail/DetailToc.tsx';
import {
  deckLabelsOf,
  MATCHING_DECKS_PAGE_SIZE,
  MatchingDecksSection,
} from '../../../components/detail/MatchingDecksSection.tsx';
import { hasMatchups, MatchupsSection } from '../../../components/detail/MatchupsSection.tsx';
import {
  CategoryAveragesSection,
  PokemonStatsSection,
} from '../../../components/detail/PokemonStatsSection.tsx';
import { displayRuleName } from '../../../components/detail/ruleDisplayName.ts';
import { VariantsSection } from '../../../components/detail/VariantsSection.tsx';
import { WeeklyTrendSection } from '../../../components/detail/WeeklyTrendSection.tsx';
import { WindowSharesSection } from '../../../components/detail/WindowSharesSection.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { id, detail, consensus, unavailableVariants, windows } = pageContext.data as Data;
  if (id === '')
    return (
      <NotFound
        message="デッキタイプIDが指定されていません。"
        backHref="/decks"
        backLabel="デッキタイプ一覧へ"
      />
    );
  if (!detail) {
    return (
      <NotFound
        message="指定したデッキタイプが見つかりませんでした。"
        backHref="/decks"
        backLabel="デッキタイプ一覧へ"
      />
    );
  }
  const { rule, stats } = detail;
  const showVariants = stats.variants.length > 0;
  const showMatchups = hasMatchups(detail.matchups);
  const toc = [
    { id: 'overview', label: '概要' },
    { id: 'consensus', label: '標準的な60枚' },
    ...(windows.length > 0 ? [{ id: 'windows', label: '期間別シェア' }] : []),
    { id: 'conditions', label: '判定条件' },
    { id: 'averages', label: 'カテゴリ別平均採用枚数' },
    { id: 'pokemon-stats', label: 'ポケモン統計' },
    ...(showVariants ? [{ id: 'variants', label: 'サブルール' }] : []),
    { id: 'adoption', label: 'カード採用率' },
    { id: 'weekly', label: '週ごとの推移' },
    ...(showMatchups ? [{ id: 'matchups', label: '対戦成績' }] : []),
    { id: 'decks', label: '一致するデッキ' },
  ];
  return (
    <article className="detail-page">
      <DetailHeader
        backHref="/decks"
        backLabel="デッキタイプ一覧へ"
        kicker="デッキタイプ"
        title={displayRuleName(rule.name || rule.id)}
        description={rule.description}
        updatedAt={detail.updatedAt}
      />
      <DetailToc items={toc} />
      <DeckTypeOverviewSection rule={rule} />
      {/* The list comes first after the summary: what is in the deck is what players ask first. */}
      <ConsensusSection consensus={consensus} />
      {windows.length > 0 && <WindowSharesSection windows={windows} />}
      <ConditionsSection conditions={rule.conditions} />
      <CategoryAveragesSection stats={stats} empty={rule.matchedDecks === 0} />
      <PokemonStatsSection stats={stats} empty={rule.matchedDecks === 0} />
      {showVariants ? (
        <VariantsSection ruleId={rule.id} variants={stats.variants} unavailable={unavailableVariants} />
      ) : null}
      <CardAdoptionSection adoption={stats.cardAdoption} labelOf={deckLabelsOf(detail.decks.items)} />
      <WeeklyTrendSection weekly={stats.weekly} />
      {hasMatchups(detail.matchups) ? (
        <MatchupsSection ruleName={displayRuleName(rule.name || rule.id)} matchups={detail.matchups} />
      ) : null}
      <MatchingDecksSection decks={detail.decks} pageSize={MATCHING_DECKS_PAGE_SIZE} />
    </article>
  );
}
