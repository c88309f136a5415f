// /deck/{id}: one deck's placements, its decklist, counts, matching rules and official links
// (spec public §2).
import type { PageContextServer } from 'vike/types';
import { consensusDiffOf } from '../../../../engine/aggregate/consensus.ts';
import { formatDateJst } from '../../../../engine/format.ts';
import { compareByPriorityThenId } from '../../../../engine/rules/order.ts';
import { ConsensusDiffSection } from '../../../components/detail/ConsensusDiffSection.tsx';
import { DeckCardImagesSection, hasCardImages } from '../../../components/detail/DeckCardImages.tsx';
import { DeckCards } from '../../../components/detail/DeckCards.tsx';
import { DeckJobNotice } from '../../../components/detail/DeckJobNotice.tsx';
import { DeckCompositionSection, DeckOverviewSection } from '../../../components/detail/DeckOverview.tsx';
import { DeckRulesSection } from '../../../components/detail/DeckRulesSection.tsx';
import { DetailHeader } from '../../../components/detail/DetailHeader.tsx';
import { displayRuleName } from '../../../components/detail/ruleDisplayName.ts';
import { Section } from '../../../components/detail/Section.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { deckLabel } from '../../../lib/deckLabel.ts';
import { deckTypePath, eventPath } from '../../../lib/paths.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { id, deck, job, consensus, typeName, typeHasPage } = pageContext.data as Data;
  if (id === '') return <NotFound message="デッキIDが指定されていません" />;
  if (!deck) return job ? <DeckJobNotice job={job} /> : <NotFound message="デッキが見つかりません" />;
  const primary = [...deck.matchedRules].sort(compareByPriorityThenId)[0];
  return (
    <article className="detail-page">
      <DetailHeader
        backHref={primary && typeHasPage ? deckTypePath(primary.id) : '/decks'}
        backLabel={
          primary && typeHasPage ? `${displayRuleName(primary.name || primary.id)} へ` : 'デッキタイプ一覧へ'
        }
        kicker="デッキ"
        title={deckLabel({
          id: deck.id,
          name: deck.name,
          typeName: primary ? displayRuleName(primary.name || primary.id) : null,
          createdAt: deck.createdAt,
        })}
      >
        {deck.placements && deck.placements.length > 0 ? (
          <ul className="deck-placements" data-testid="placements">
            {deck.placements.map((placement) => (
              <li key={`${placement.id}:${placement.rank}`}>
                <a href={eventPath(placement.id)}>{placement.title || placement.id}</a>{' '}
                <strong>{placement.rank === null ? '順位不明' : `${placement.rank}位`}</strong>{' '}
                <span className="detail-muted">{formatDateJst(placement.eventDate)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </DetailHeader>
      <DeckOverviewSection deck={deck} />
      <Section id="decklist" title="デッキリスト">
        {deck.cards.length === 0 ? (
          <EmptyState>データがありません</EmptyState>
        ) : (
          <DeckCards cards={deck.cards} deckCode={deck.id} />
        )}
      </Section>
      <DeckCompositionSection deck={deck} />
      {consensus && typeName ? (
        <ConsensusDiffSection
          typeName={displayRuleName(typeName)}
          diff={consensusDiffOf(deck.cards, consensus)}
        />
      ) : null}
      <DeckRulesSection rules={deck.matchedRules} />
      {hasCardImages(deck) ? <DeckCardImagesSection deck={deck} /> : null}
    </article>
  );
}
