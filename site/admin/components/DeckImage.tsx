// A deck's image from the official site (hidden when it fails to load, spec admin §1), linking
// to the official deck page.
import { deckImageUrl, officialDeckUrl } from '../../../engine/deckId.ts';

export function DeckImage({ id }: { id: string }) {
  return (
    <a href={officialDeckUrl(id)} target="_blank" rel="noreferrer" className="deck-image">
      <img
        src={deckImageUrl(id)}
        alt={id}
        loading="lazy"
        onError={(event) => {
          event.currentTarget.style.display = 'none';
        }}
      />
    </a>
  );
}
