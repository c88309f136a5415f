// Columns several admin tables share: a deck's id linking to its admin page, and a date and time
// sorted by time and left out of the search.
import { Link } from 'react-router';
import { adminDeckHref } from '../lib/links.ts';
import type { DataColumn } from './DataTable.tsx';
import { DateTime } from './ui.tsx';

/** The deck's id, linking to its admin page. */
export function deckIdColumn<Row>(header: string, idOf: (row: Row) => string): DataColumn<Row> {
  return {
    key: 'deckId',
    header,
    sortValue: idOf,
    cell: (row) => <Link to={adminDeckHref(idOf(row))}>{idOf(row)}</Link>,
  };
}

/** A date and time of the row (none sorts as none), not searched. */
export function dateColumn<Row>(
  key: string,
  header: string,
  iso: (row: Row) => string | null | undefined,
): DataColumn<Row> {
  return {
    key,
    header,
    sortValue: (row) => {
      const at = iso(row);
      return at ? Date.parse(at) : null;
    },
    searchText: () => '',
    cell: (row) => <DateTime iso={iso(row)} />,
  };
}
