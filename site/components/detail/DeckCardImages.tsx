// The deck's card images (spec §9: one image per copy) when `card_pict` is known: lazy-loaded,
// and hidden when they fail, like the deck image.
import { cardImageUrl } from '../../../engine/deckId.ts';
import type { DeckDetail } from '../../../engine/documents.ts';
import { Section } from './Section.tsx';

export function hasCardImages(deck: DeckDetail): boolean {
  return deck.cards.some((card) => card.pict);
}

export function DeckCardImagesSection({ deck }: { deck: DeckDetail }) {
  const copies = deck.cards.flatMap((card) =>
    card.pict ? Array.from({ length: Math.max(0, Math.min(card.count, 60)) }, (_, i) => ({ card, i })) : [],
  );
  return (
    <Section id="card-images" title="カード画像">
      <ul className="card-images" data-testid="card-images">
        {copies.map(({ card, i }) => (
          <li key={`${card.key}-${i}`}>
            <img
              src={cardImageUrl(card.pict!)}
              alt={card.name}
              loading="lazy"
              decoding="async"
              referrerPolicy="no-referrer"
              width={90}
              height={126}
              data-hide-on-error=""
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
