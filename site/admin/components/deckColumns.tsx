// The columns the admin's deck lists share (a rule's matching decks, the unmatched decks): the deck's
// id linking to its admin page, and a date column sorted by time and left out of the search.
import { Link } from 'react-router';
import type { DeckListItem } from '../../../engine/admin/shapes.ts';
import { adminDeckHref } from '../lib/links.ts';
import type { DataColumn } from './DataTable.tsx';
import { DateTime } from './ui.tsx';

/** The deck's id, linking to its admin page. */
export function deckIdColumn(header: string): DataColumn<DeckListItem> {
  return {
    key: 'id',
    header,
    sortValue: (deck) => deck.id,
    cell: (deck) => <Link to={adminDeckHref(deck.id)}>{deck.id}</Link>,
  };
}

/** One of the deck's dates (none sorts as none), not searched. */
export function deckDateColumn(
  key: string,
  header: string,
  iso: (deck: DeckListItem) => string | null,
): DataColumn<DeckListItem> {
  return {
    key,
    header,
    sortValue: (deck) => {
      const at = iso(deck);
      return at ? Date.parse(at) : null;
    },
    searchText: () => '',
    cell: (deck) => <DateTime iso={iso(deck)} />,
  };
}
