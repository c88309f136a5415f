// The official deck image (png). Hidden when it fails: the client script hides images that
// already failed before it ran (complete && naturalWidth === 0) and listens for later errors.
import { deckImageUrl } from '../../engine/deckId.ts';

export function DeckImage({ deckId, alt }: { deckId: string; alt?: string }) {
  return (
    <img
      className="deck-image"
      src={deckImageUrl(deckId)}
      alt={alt ?? `デッキ ${deckId} の画像`}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      data-hide-on-error=""
    />
  );
}
