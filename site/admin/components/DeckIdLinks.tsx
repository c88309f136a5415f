// Text with every deck ID in it linked to the deck's admin detail (the run log's messages).
import { Link } from 'react-router';
import { adminDeckHref } from '../lib/links.ts';

const DECK_IDS = /(?<![A-Za-z0-9-])[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{6}(?![A-Za-z0-9-])/g;

/** The text in pieces: plain text and deck IDs, in order. */
export function deckIdPieces(text: string): { text: string; deckId: boolean }[] {
  const pieces: { text: string; deckId: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(DECK_IDS)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), deckId: false });
    pieces.push({ text: match[0], deckId: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), deckId: false });
  return pieces;
}

export function DeckIdLinks({ text }: { text: string }) {
  return (
    <>
      {deckIdPieces(text).map((piece, i) =>
        piece.deckId ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in a fixed order
          <Link key={i} to={adminDeckHref(piece.text)}>
            {piece.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}
