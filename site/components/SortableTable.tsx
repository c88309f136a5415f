// A table sorted at build time by its default column; header buttons re-sort it in the browser
// (client/sortTable.ts). Clicking the current column flips the direction; another column starts
// at its own default direction. Each cell carries its sort value so the script needs no data.
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface SortableColumn<Row> {
  key: string;
  label: ReactNode;
  defaultDirection: SortDirection;
  /** The value rows are ordered by; numbers compare numerically, strings with Japanese collation. */
  value: (row: Row) => number | string;
  render: (row: Row) => ReactNode;
  className?: string;
  /** False for a column that only shows (e.g. a sparkline): its header is not a button. */
  sortable?: boolean;
}

export function SortableTable<Row>({
  columns,
  rows,
  rowKey,
  sortKey,
  caption,
  rowClassName,
  className,
}: {
  columns: SortableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The column sorted initially, in its default direction. */
  sortKey: string;
  caption?: ReactNode;
  rowClassName?: (row: Row) => string | undefined;
  /** Extra classes of the table (e.g. its phone layout). */
  className?: string;
}) {
  const sortColumn = columns.find((column) => column.key === sortKey) ?? columns[0]!;
  const sorted = sortRows(rows, sortColumn.value, sortColumn.defaultDirection);
  return (
    <div className="table-scroll">
      <table
        className={className ? `sortable ${className}` : 'sortable'}
        data-sortable=""
        data-sort-key={sortColumn.key}
        data-sort-dir={sortColumn.defaultDirection}
      >
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className}
                aria-sort={column === sortColumn ? ariaSort(column.defaultDirection) : undefined}
              >
                {column.sortable === false ? (
                  column.label
                ) : (
                  <button
                    type="button"
                    data-sort-column={column.key}
                    data-default-dir={column.defaultDirection}
                  >
                    {column.label}
                    <span className="sort-indicator" aria-hidden="true" />
                  </button>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map(({ row, index }) => (
            <tr key={rowKey(row)} data-index={index} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.className} data-sort-value={String(column.value(row))}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ariaSort(direction: SortDirection): 'ascending' | 'descending' {
  return direction === 'asc' ? 'ascending' : 'descending';
}

/** Stable sort by value; ties keep the original order in either direction. */
export function sortRows<Row>(
  rows: Row[],
  value: (row: Row) => number | string,
  direction: SortDirection,
): { row: Row; index: number }[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => sign * compareValues(a.key, b.key) || a.index - b.index)
    .map(({ row, index }) => ({ row, index }));
}

const collator = new Intl.Collator('ja');

export function compareValues(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}
