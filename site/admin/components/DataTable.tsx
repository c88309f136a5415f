// The admin's one table: a search box, sorting by each column with a sort value (click a header;
// again to reverse), pages with a page size and the total, and, when the screen has bulk actions, a
// checkbox per row whose selection the screen reads; or, `plain`, a short list shown whole in its
// own order. Each cell is labelled with its header (phones lay some tables out as cards). On a
// phone the columns marked `pin: 'end'` (a row's toggle and actions) move to the end and stay at
// the table's right edge while the rest scrolls, so they are never pushed off screen. The rows'
// logic is lib/tableView.ts.
import { type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PAGE_SIZES, type TableColumnSpec, type TableState, tableView } from '../lib/tableView.ts';
import { useNarrow } from '../lib/useNarrow.ts';
import { COMMON } from '../texts/common.ts';
import { TABLE as T } from '../texts/table.ts';

export interface DataColumn<Row> extends TableColumnSpec<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string | ((row: Row) => string);
  /** `end`: on a phone, shown last and kept in view at the right edge (a toggle, the actions). */
  pin?: 'end';
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  /** The row's React key; `index` (the place on the page) only for a plain list that has no ids. */
  rowKey: (row: Row, index: number) => string;
  testId?: string;
  /** Row attributes for tests and styling, e.g. `{ 'data-job-id': id }`. */
  rowProps?: (row: Row) => Record<string, string>;
  initialSort?: { key: string; direction: 'asc' | 'desc' };
  initialPageSize?: number;
  /** With selection: which rows can be chosen, the chosen keys and their setter. */
  selection?: {
    selectable: (row: Row) => boolean;
    selected: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
  };
  /** Shown above the table beside the search box (the bulk actions). */
  toolbar?: ReactNode;
  /** A short list shown whole in its own order: no search, no sorting, no pages. */
  plain?: boolean;
  /** The rows could not be read: one row of dashes (spec admin §8). */
  failed?: boolean;
}

/**
 * The columns in the order shown: on a phone the pinned ones last, each with its distance from
 * the right edge as a CSS variable the table sets once it has measured them (`--pin-0` the last).
 */
function shownColumns<Row>(columns: readonly DataColumn<Row>[], narrow: boolean) {
  const pinned = narrow ? columns.filter((column) => column.pin === 'end') : [];
  if (pinned.length === 0) return columns.map((column) => ({ column, pinStyle: undefined }));
  return [
    ...columns.filter((column) => column.pin !== 'end').map((column) => ({ column, pinStyle: undefined })),
    ...pinned.map((column, i) => ({
      column,
      pinStyle: { right: `var(--pin-${pinned.length - 1 - i}, 0px)` },
    })),
  ];
}

/** Sets `--pin-k` on the table: the widths of the pinned columns right of the k-th from the end. */
function usePinOffsets(table: RefObject<HTMLTableElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const element = table.current;
    if (!active || !element) return;
    const measure = () => {
      const pinned = [...element.querySelectorAll<HTMLElement>('thead th.pin-end')].reverse();
      let right = 0;
      pinned.forEach((cell, k) => {
        element.style.setProperty(`--pin-${k}`, `${right}px`);
        right += cell.getBoundingClientRect().width;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [table, active]);
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, rowKey, selection } = props;
  const narrow = useNarrow();
  const placed = useMemo(() => shownColumns(props.columns, narrow), [props.columns, narrow]);
  const columns = props.columns;
  const tableRef = useRef<HTMLTableElement>(null);
  usePinOffsets(
    tableRef,
    placed.some((p) => p.pinStyle),
  );
  const [state, setState] = useState<TableState>({
    query: '',
    sortKey: props.initialSort?.key ?? null,
    direction: props.initialSort?.direction ?? 'asc',
    page: 0,
    pageSize: props.initialPageSize ?? PAGE_SIZES[0],
  });
  const { plain } = props;
  const view = useMemo(() => tableView(rows, columns, state), [rows, columns, state]);
  const shown = plain ? rows : view.rows;
  const update = (patch: Partial<TableState>) => setState((s) => ({ ...s, ...patch }));
  const sortBy = (key: string) =>
    setState((s) =>
      s.sortKey === key
        ? { ...s, direction: s.direction === 'asc' ? 'desc' : 'asc', page: 0 }
        : { ...s, sortKey: key, direction: 'asc', page: 0 },
    );
  const pageKeys = selection ? view.rows.filter(selection.selectable).map((row) => rowKey(row, 0)) : [];
  const allOnPage = pageKeys.length > 0 && pageKeys.every((key) => selection?.selected.has(key));
  const toggle = (key: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  const togglePage = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of pageKeys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    selection.onChange(next);
  };
  const from = view.total === 0 ? 0 : view.page * state.pageSize + 1;
  const to = Math.min(view.total, (view.page + 1) * state.pageSize);
  return (
    <div className="data-table" data-testid={props.testId ? `${props.testId}-box` : undefined}>
      {!plain && (
        <div className="data-table-bar">
          <label className="data-table-search">
            <input
              type="search"
              aria-label={T.search}
              placeholder={T.searchPlaceholder}
              value={state.query}
              onChange={(e) => update({ query: e.target.value, page: 0 })}
            />
          </label>
          {selection && selection.selected.size > 0 && (
            <span className="data-table-selected" data-testid="table-selected">
              {T.selected(selection.selected.size)}
              <button type="button" className="link-button" onClick={() => selection.onChange(new Set())}>
                {T.clearSelection}
              </button>
            </span>
          )}
          {props.toolbar}
        </div>
      )}
      <div className="table-wrap">
        <table data-testid={props.testId} ref={tableRef}>
          <thead>
            <tr>
              {selection && (
                <th className="data-table-check">
                  <input
                    type="checkbox"
                    aria-label={T.selectAll}
                    checked={allOnPage}
                    disabled={pageKeys.length === 0}
                    onChange={(e) => togglePage(e.target.checked)}
                  />
                </th>
              )}
              {placed.map(({ column, pinStyle }) => {
                const pinClass = pinStyle ? 'pin-end' : undefined;
                if (plain || !column.sortValue)
                  return (
                    <th key={column.key} className={pinClass} style={pinStyle}>
                      {column.header}
                    </th>
                  );
                const sorted = state.sortKey === column.key;
                return (
                  <th
                    key={column.key}
                    className={pinClass}
                    style={pinStyle}
                    aria-sort={sorted ? (state.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <button type="button" className="sort-button" onClick={() => sortBy(column.key)}>
                      {column.header}
                      <span className="sort-mark" aria-hidden="true">
                        {sorted ? (state.direction === 'asc' ? '▲' : '▼') : ''}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {props.failed && (
              <tr>
                {placed.map(({ column, pinStyle }) => (
                  <td key={column.key} className={pinStyle ? 'pin-end' : undefined} style={pinStyle}>
                    {COMMON.dash}
                  </td>
                ))}
              </tr>
            )}
            {shown.map((row, index) => {
              const key = rowKey(row, index);
              const canSelect = selection?.selectable(row) ?? false;
              return (
                <tr key={key} {...props.rowProps?.(row)}>
                  {selection && (
                    <td className="data-table-check">
                      {canSelect && (
                        <input
                          type="checkbox"
                          aria-label={`${T.selectRow} ${key}`}
                          checked={selection.selected.has(key)}
                          onChange={(e) => toggle(key, e.target.checked)}
                        />
                      )}
                    </td>
                  )}
                  {placed.map(({ column, pinStyle }) => (
                    <td
                      key={column.key}
                      className={cellClass(column, row, pinStyle !== undefined)}
                      style={pinStyle}
                      data-label={column.header || undefined}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {view.total === 0 && rows.length > 0 && <p className="muted">{T.noMatch}</p>}
      {!plain && (
        <div className="data-table-pager">
          <span data-testid="table-total">{T.total(view.total, from, to)}</span>
          <label>
            {T.pageSize}
            <select
              value={state.pageSize}
              onChange={(e) => update({ pageSize: Number(e.target.value), page: 0 })}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <button type="button" disabled={view.page === 0} onClick={() => update({ page: view.page - 1 })}>
            {T.prev}
          </button>
          <span>{T.page(view.page + 1, view.pageCount)}</span>
          <button
            type="button"
            disabled={view.page >= view.pageCount - 1}
            onClick={() => update({ page: view.page + 1 })}
          >
            {T.next}
          </button>
        </div>
      )}
    </div>
  );
}

function cellClass<Row>(column: DataColumn<Row>, row: Row, pinned: boolean): string | undefined {
  const own = typeof column.className === 'function' ? column.className(row) : column.className;
  const classes = [own, pinned ? 'pin-end' : undefined].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}
