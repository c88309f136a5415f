// /cards/{id}: one card over 全期間: its image and メルカリ link, its adoption overall and in each
// deck type (with the copies histogram), its weekly trend and the 入賞 decks that play it.
import type { PageContextServer } from 'vike/types';
import { ADOPTION_CATEGORY_LABELS } from '../../../../engine/cardKinds.ts';
import type { PublicCard } from '../../../../engine/documents.ts';
import { formatCopies, formatDateJst, formatShare } from '../../../../engine/format.ts';
import { CardImage } from '../../../components/CardImage.tsx';
import { CopyHistogram } from '../../../components/CopyHistogram.tsx';
import { DetailTable } from '../../../components/DetailTable.tsx';
import { Section } from '../../../components/detail/Section.tsx';
import { WeeklySection } from '../../../components/detail/WeeklyTrendSection.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { MarketLink } from '../../../components/MarketLink.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { DeckLink, DeckTypeLink } from '../../../components/PageLinks.tsx';
import { bestPlacing, deckLabel } from '../../../lib/deckLabel.ts';
import { eventPath } from '../../../lib/paths.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { card } = pageContext.data as Data;
  if (!card)
    return (
      <NotFound message="指定したカードが見つかりませんでした。" backHref="/cards" backLabel="カード一覧へ" />
    );
  return (
    <>
      <h1>{card.name}</h1>
      <div className="card-overview">
        {card.pict ? (
          <CardImage
            className="card-image"
            pict={card.pict}
            name={card.name}
            width={180}
            height={252}
            onError="hide"
          />
        ) : null}
        <dl className="facts" data-testid="card-facts">
          <dt>種類</dt>
          <dd>{ADOPTION_CATEGORY_LABELS[card.kind]}</dd>
          <dt>採用率（全期間）</dt>
          <dd data-testid="card-adoption">
            {formatShare(card.adoption)}（{card.includedDecks.toLocaleString('ja-JP')} /{' '}
            {card.totalDecks.toLocaleString('ja-JP')}デッキ）
          </dd>
          <dt>平均枚数（採用時）</dt>
          <dd>{formatCopies(card.avgCopies, 2)}</dd>
        </dl>
        <p>
          <MarketLink cardName={card.name} />
        </p>
      </div>
      <TypesSection types={card.types} />
      <CardWeeklySection weekly={card.weekly} />
      <PlacedSection placed={card.placedDecks} />
      <p>
        <a href="/cards">カード一覧へ</a>
      </p>
    </>
  );
}

function TypesSection({ types }: { types: PublicCard['types'] }) {
  return (
    <Section id="types" title="デッキタイプ別の採用率">
      {types.length === 0 ? (
        <EmptyState>このカードを採用したデッキタイプはありません</EmptyState>
      ) : (
        <DetailTable
          columns={['デッキタイプ', '採用率', '採用デッキ', '平均枚数（採用時）', '枚数分布']}
          testId="card-types"
        >
          <tbody>
            {types.map((type) => (
              <tr key={type.id}>
                <th scope="row">
                  <DeckTypeLink id={type.id}>{type.name}</DeckTypeLink>
                </th>
                <td data-label="採用率">{formatShare(type.adoption)}</td>
                <td data-label="採用デッキ">
                  {type.includedDecks} / {type.typeDecks}
                </td>
                <td data-label="平均枚数（採用時）">{formatCopies(type.avgCopies, 2)}</td>
                <td data-label="枚数分布">
                  <CopyHistogram copies={type.copies} totalDecks={type.typeDecks} />
                </td>
              </tr>
            ))}
          </tbody>
        </DetailTable>
      )}
    </Section>
  );
}

function CardWeeklySection({ weekly }: { weekly: PublicCard['weekly'] }) {
  return (
    <WeeklySection
      title="週ごとの採用率"
      caption="週ごとの採用率の推移"
      weekly={weekly}
      value={(week) => week.adoption}
      count={(week) => week.includedDecks}
      columns={['採用デッキ', '採用率']}
      cells={(week) => (
        <>
          <td data-label="採用デッキ">
            {week.includedDecks} / {week.totalDecks}
          </td>
          <td data-label="採用率">{week.totalDecks > 0 ? formatShare(week.adoption) : '-'}</td>
        </>
      )}
    />
  );
}

function PlacedSection({ placed }: { placed: PublicCard['placedDecks'] }) {
  return (
    <Section id="placed" title="入賞デッキ">
      {placed.items.length === 0 ? (
        <EmptyState>このカードを採用した入賞デッキはありません</EmptyState>
      ) : (
        <>
          <p className="note">
            大会結果に載ったデッキのうち、このカードを採用した{placed.total}件
            {placed.total > placed.items.length ? `（新しい${placed.items.length}件を表示）` : ''}。
          </p>
          <DetailTable columns={['デッキ', '枚数', 'デッキタイプ', '大会']} testId="card-placed">
            <tbody>
              {placed.items.map((deck) => (
                <tr key={deck.deckId}>
                  <th scope="row">
                    {/* By its type, best placing and date, as every deck list reads (deckLabel). */}
                    <DeckLink id={deck.deckId}>{placedLabel(deck)}</DeckLink>
                  </th>
                  <td data-label="枚数">{deck.copies}枚</td>
                  <td data-label="デッキタイプ">
                    {deck.typeId && deck.typeName ? (
                      <DeckTypeLink id={deck.typeId}>{deck.typeName}</DeckTypeLink>
                    ) : (
                      '未分類'
                    )}
                  </td>
                  <td data-label="大会">
                    {deck.events.map((event, n) => (
                      <span key={event.id}>
                        {n > 0 ? '、' : ''}
                        <a href={eventPath(event.id)}>{event.title || event.id}</a>
                        <small>
                          （{formatDateJst(event.eventDate)}
                          {event.rank !== null ? `・${event.rank}位` : ''}）
                        </small>
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </DetailTable>
        </>
      )}
    </Section>
  );
}

function placedLabel(deck: PublicCard['placedDecks']['items'][number]): string {
  const best = bestPlacing(deck.events);
  return deckLabel({
    id: deck.deckId,
    name: null,
    typeName: deck.typeName,
    rank: best?.rank,
    eventDate: best?.eventDate,
  });
}
