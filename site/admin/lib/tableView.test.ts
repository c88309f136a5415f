import { describe, expect, it } from 'vitest';
import { type TableColumnSpec, type TableState, tableView } from './tableView.ts';

interface Job {
  id: string;
  attempts: number;
  nextRunAt: string | null;
}

const columns: TableColumnSpec<Job>[] = [
  { key: 'id', sortValue: (j) => j.id },
  { key: 'attempts', sortValue: (j) => j.attempts },
  { key: 'nextRunAt', sortValue: (j) => j.nextRunAt, searchText: () => '' },
];

const jobs: Job[] = [
  { id: 'deck10', attempts: 3, nextRunAt: '2026-01-02T00:00:00Z' },
  { id: 'deck2', attempts: 1, nextRunAt: null },
  { id: 'other', attempts: 5, nextRunAt: '2026-01-01T00:00:00Z' },
  { id: 'deck3', attempts: 1, nextRunAt: '2026-01-03T00:00:00Z' },
];

const base: TableState = { query: '', sortKey: null, direction: 'asc', page: 0, pageSize: 25 };

describe('tableView(rows, columns, state)', () => {
  it('keeps the rows in their order when no column is sorted', () => {
    expect(tableView(jobs, columns, base).rows.map((j) => j.id)).toEqual([
      'deck10',
      'deck2',
      'other',
      'deck3',
    ]);
  });

  it('sorts text naturally (deck2 before deck10) and reverses on desc', () => {
    const asc = tableView(jobs, columns, { ...base, sortKey: 'id' }).rows.map((j) => j.id);
    expect(asc).toEqual(['deck2', 'deck3', 'deck10', 'other']);
    const desc = tableView(jobs, columns, { ...base, sortKey: 'id', direction: 'desc' }).rows.map(
      (j) => j.id,
    );
    expect(desc).toEqual(['other', 'deck10', 'deck3', 'deck2']);
  });

  it('sorts numbers as numbers, ties in their original order', () => {
    const rows = tableView(jobs, columns, { ...base, sortKey: 'attempts' }).rows.map((j) => j.id);
    expect(rows).toEqual(['deck2', 'deck3', 'deck10', 'other']);
  });

  it('puts missing values last in both directions', () => {
    const asc = tableView(jobs, columns, { ...base, sortKey: 'nextRunAt' }).rows.map((j) => j.id);
    expect(asc).toEqual(['other', 'deck10', 'deck3', 'deck2']);
    const desc = tableView(jobs, columns, { ...base, sortKey: 'nextRunAt', direction: 'desc' }).rows.map(
      (j) => j.id,
    );
    expect(desc).toEqual(['deck3', 'deck10', 'other', 'deck2']);
  });

  it('searches every word, case-insensitively, in the searchable columns only', () => {
    expect(tableView(jobs, columns, { ...base, query: 'DECK 1' }).rows.map((j) => j.id)).toEqual([
      'deck10',
      'deck2',
      'deck3',
    ]);
    expect(tableView(jobs, columns, { ...base, query: '2026' }).total).toBe(0);
  });

  it('cuts pages of the page size, counts the total, and clamps a page past the end', () => {
    const view = tableView(jobs, columns, { ...base, sortKey: 'id', pageSize: 3, page: 1 });
    expect(view.rows.map((j) => j.id)).toEqual(['other']);
    expect(view).toMatchObject({ total: 4, page: 1, pageCount: 2 });
    const clamped = tableView(jobs, columns, { ...base, pageSize: 3, page: 9 });
    expect(clamped.page).toBe(1);
    const empty = tableView([], columns, base);
    expect(empty).toMatchObject({ total: 0, page: 0, pageCount: 1, rows: [] });
  });
});
