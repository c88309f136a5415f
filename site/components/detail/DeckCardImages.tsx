// The deck's card images (spec §9: one image per copy) when `card_pict` is known: lazy-loaded,
// and hidden when they fail, like the deck image.
import type { DeckDetail } from '../../../engine/documents.ts';
import { CardImage } from '../CardImage.tsx';
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
            <CardImage pict={card.pict!} name={card.name} width={90} height={126} lazy onError="hide" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
