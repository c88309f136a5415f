// The head figures of one deck: id, card total, times, counts by type group, top cards, the
// official image (hidden when it fails) and links to the official page.

import { deckDateOf } from '../../../engine/deckDate.ts';
import { officialDeckUrl } from '../../../engine/deckId.ts';
import type { DeckDetail } from '../../../engine/documents.ts';
import { formatDateJst, formatDateTimeJst } from '../../../engine/format.ts';
import { DeckImage } from '../DeckImage.tsx';
import { Section } from './Section.tsx';
import './deckCards.css';

export function DeckOverviewSection({ deck }: { deck: DeckDetail }) {
  // The statistics count the deck on its first event's day (engine/deckDate.ts): shown beside the
  // registration when it is another day, so an imported 2022 deck does not read as today's.
  const date = deckDateOf(deck.createdAt, deck.placements);
  const eventDay = date.source === 'event' ? formatDateJst(date.iso) : null;
  const facts: [string, string][] = [
    ['デッキID', deck.id],
    ['合計枚数', `${deck.cardsTotal}枚`],
    ...(eventDay !== null && eventDay !== formatDateJst(deck.createdAt)
      ? [['大会日', `${eventDay}（統計はこの日で集計）`] as [string, string]]
      : []),
    ['登録日時', formatDateTimeJst(deck.createdAt)],
    ['更新日時', formatDateTimeJst(deck.updatedAt)],
    ['分類更新日時', formatDateTimeJst(deck.classificationUpdatedAt)],
  ];
  return (
    <Section id="overview" title="概要">
      <dl className="dk-f">
        {facts.flatMap(([label, value]) => [
          <dt key={`${label}:t`}>{label}</dt>,
          <dd key={label}>{value}</dd>,
        ])}
      </dl>
      <figure className="detail-deck-image">
        <DeckImage deckId={deck.id} />
        <figcaption>
          <a href={officialDeckUrl(deck.id)} target="_blank" rel="noopener">
            公式サイトでデッキを見る
          </a>
        </figcaption>
      </figure>
    </Section>
  );
}

export function DeckCompositionSection({ deck }: { deck: DeckDetail }) {
  const { countsByType } = deck;
  return (
    <Section id="composition" title="構成">
      <dl className="dk-c">
        {(
          [
            ['ポケモン', countsByType.pokemon],
            ['トレーナーズ', countsByType.trainer],
            ['エネルギー', countsByType.energy],
            ['その他', countsByType.other],
          ] as const
        ).flatMap(([label, count]) => [
          <dt key={`${label}:t`}>{label}</dt>,
          <dd key={label}>{`${count}枚`}</dd>,
        ])}
      </dl>
      {deck.topCards.length > 0 ? (
        <>
          <h3>主なカード</h3>
          <ol className="detail-top-cards">
            {deck.topCards.map((card) => (
              <li key={card.name}>{`${card.name} ×${card.count}`}</li>
            ))}
          </ol>
        </>
      ) : null}
    </Section>
  );
}
