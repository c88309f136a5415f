// The head figures of one deck: id, card total, times, counts by type group, top cards, the
// official image (hidden when it fails) and links to the official page.

import { deckDateOf } from '../../../engine/deckDate.ts';
import { officialDeckUrl } from '../../../engine/deckId.ts';
import type { DeckDetail } from '../../../engine/documents.ts';
import { formatDateJst, formatDateTimeJst } from '../../../engine/format.ts';
import { DeckImage } from '../DeckImage.tsx';
import { Section } from './Section.tsx';
import { StatFigures } from './StatFigures.tsx';

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
      <dl className="detail-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
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
      <StatFigures
        figures={[
          { label: 'ポケモン', value: `${countsByType.pokemon}枚` },
          { label: 'トレーナーズ', value: `${countsByType.trainer}枚` },
          { label: 'エネルギー', value: `${countsByType.energy}枚` },
          { label: 'その他', value: `${countsByType.other}枚` },
        ]}
      />
      {deck.topCards.length > 0 ? (
        <>
          <h3>主なカード</h3>
          <ol className="detail-top-cards">
            {deck.topCards.map((card) => (
              <li key={card.name}>
                {card.name} <span className="detail-muted">×{card.count}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Section>
  );
}
