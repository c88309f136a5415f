// What an admin table shows of its rows: the ones the search box matches, sorted by one column,
// cut to one page. Pure, so the DataTable component and its unit test share one definition.

/** A sortable value of a cell; null and undefined sort last in either direction. */
export type SortValue = string | number | boolean | null | undefined;

export interface TableColumnSpec<Row> {
  key: string;
  /** The value the column sorts by; none: a column of actions or pictures, not sorted. */
  sortValue?: (row: Row) => SortValue;
  /** The text the search box looks in (default: the sort value as text, else nothing). */
  searchText?: (row: Row) => string;
}

export type SortDirection = 'asc' | 'desc';
export interface TableState {
  query: string;
  sortKey: string | null;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

export interface TableView<Row> {
  /** The rows the search matched, sorted (every page). */
  matched: Row[];
  /** The current page's rows. */
  rows: Row[];
  total: number;
  /** The page shown, clamped to the pages there are (0-based). */
  page: number;
  pageCount: number;
}

/** The first is every table's default: the spec's page of 20 (admin §9 "Matching decks page"). */
export const PAGE_SIZES = [20, 50, 100, 200] as const;

const collator = new Intl.Collator('ja', { numeric: true });

export function compareValues(a: SortValue, b: SortValue): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** Every whitespace-separated word of the query must occur in one of the row's columns. */
export function matchesQuery<Row>(
  row: Row,
  columns: readonly TableColumnSpec<Row>[],
  query: string,
): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = columns
    .map((column) => (column.searchText ? column.searchText(row) : String(column.sortValue?.(row) ?? '')))
    .join('\n')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

export function tableView<Row>(
  rows: readonly Row[],
  columns: readonly TableColumnSpec<Row>[],
  state: TableState,
): TableView<Row> {
  const matched = rows.filter((row) => matchesQuery(row, columns, state.query));
  const sortValue = columns.find((c) => c.key === state.sortKey)?.sortValue;
  if (sortValue) {
    const sign = state.direction === 'asc' ? 1 : -1;
    // Missing values stay last whichever way the column sorts; ties keep the server's order.
    const indexed = matched.map((row, i) => ({ row, i, value: sortValue(row) }));
    indexed.sort((a, b) => {
      const missing = compareValues(a.value, b.value);
      const aMissing = a.value === null || a.value === undefined || a.value === '';
      const bMissing = b.value === null || b.value === undefined || b.value === '';
      const order = aMissing || bMissing ? missing : sign * missing;
      return order || a.i - b.i;
    });
    matched.splice(0, matched.length, ...indexed.map((entry) => entry.row));
  }
  const pageSize = Math.max(1, state.pageSize);
  const pageCount = Math.max(1, Math.ceil(matched.length / pageSize));
  const page = Math.min(Math.max(0, state.page), pageCount - 1);
  return {
    matched,
    rows: matched.slice(page * pageSize, (page + 1) * pageSize),
    total: matched.length,
    page,
    pageCount,
  };
}
