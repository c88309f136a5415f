// The decks that play a card: a count that opens to the list (a row of raw ids made adoption rows
// 115–215 px tall). Each deck reads by its label (type, placing, date); the id is the link target.
import { DeckLink } from './PageLinks.tsx';

export function DeckIdList({
  ids,
  labelOf,
  includedDecks,
}: {
  ids: string[];
  /** The label of a listed deck; decks outside the page's deck list read by the start of their id. */
  labelOf: (id: string) => string | undefined;
  /** Decks that play the card in all (the list holds the first ones only). */
  includedDecks: number;
}) {
  if (ids.length === 0) return null;
  const summary =
    ids.length < includedDecks ? `${ids.length}件（全${includedDecks}件中）` : `${ids.length}件`;
  return (
    <details className="deck-id-more">
      <summary>{`デッキ${summary}`}</summary>
      <ul className="id-links">
        {ids.map((id) => (
          <li key={id}>
            <DeckLink id={id}>{labelOf(id) ?? `デッキ ${id.slice(0, 6)}…`}</DeckLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
