// Columns several admin tables share: a deck's id linking to its admin page, a date and time
// sorted by time and left out of the search, and the event lists' columns (admin and public view).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EventSummary } from '../../../engine/admin/shapes.ts';
import { formatDateJst } from '../../../engine/format.ts';
import { adminDeckHref } from '../lib/links.ts';
import { COMMON } from '../texts/common.ts';
import { EVENTS } from '../texts/events.ts';
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

/** An event list's columns (date, name, shop, results, added); `link` makes the name's link. */
export function eventColumns(
  link: (event: EventSummary, name: string) => ReactNode,
): DataColumn<EventSummary>[] {
  const nameOf = (event: EventSummary) => event.event_title ?? event.id;
  return [
    {
      key: 'date',
      header: EVENTS.colDate,
      sortValue: (event) => (event.event_date ? Date.parse(event.event_date) : null),
      searchText: (event) => (event.event_date ? formatDateJst(event.event_date) : ''),
      cell: (event) => formatDateJst(event.event_date),
    },
    {
      key: 'name',
      header: EVENTS.colName,
      sortValue: nameOf,
      searchText: (event) => `${event.event_title ?? ''} ${event.id}`,
      cell: (event) => link(event, nameOf(event)),
    },
    {
      key: 'shop',
      header: EVENTS.colShop,
      sortValue: (event) => event.shop_name,
      cell: (event) => event.shop_name ?? COMMON.dash,
    },
    {
      key: 'results',
      header: EVENTS.colResults,
      sortValue: (event) => event.result_count,
      searchText: () => '',
      cell: (event) => event.result_count,
    },
    dateColumn('added', EVENTS.colAdded, (event) => event.created_at),
  ];
}
