// Re-sorts a SortableTable's rows when a header button is clicked (buttons are keyboard-usable).
// The current column flips direction; another column starts at its default direction.

type Direction = 'asc' | 'desc';

export function enhanceSortableTables(doc: Document): void {
  for (const table of doc.querySelectorAll<HTMLTableElement>('table[data-sortable]')) {
    table.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-sort-column]');
      if (!button || !table.contains(button)) return;
      const key = button.dataset.sortColumn!;
      const direction: Direction =
        table.dataset.sortKey === key
          ? table.dataset.sortDir === 'asc'
            ? 'desc'
            : 'asc'
          : (button.dataset.defaultDir as Direction);
      sortTable(table, key, direction);
    });
  }
}

const collator = new Intl.Collator('ja');

export function sortTable(table: HTMLTableElement, key: string, direction: Direction): void {
  const headers = [...table.tHead!.rows[0]!.cells];
  const column = headers.findIndex((th) => th.querySelector(`[data-sort-column="${CSS.escape(key)}"]`));
  if (column < 0) return;
  const body = table.tBodies[0]!;
  const sign = direction === 'asc' ? 1 : -1;
  const rows = [...body.rows].map((row) => ({
    row,
    index: Number(row.dataset.index),
    value: row.cells[column]!.dataset.sortValue ?? '',
  }));
  rows.sort((a, b) => sign * compare(a.value, b.value) || a.index - b.index);
  for (const { row } of rows) body.appendChild(row);
  headers.forEach((th, i) => {
    if (i === column) th.setAttribute('aria-sort', direction === 'asc' ? 'ascending' : 'descending');
    else th.removeAttribute('aria-sort');
  });
  table.dataset.sortKey = key;
  table.dataset.sortDir = direction;
}

function compare(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (a !== '' && b !== '' && !Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return collator.compare(a, b);
}
