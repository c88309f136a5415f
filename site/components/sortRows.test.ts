import { describe, expect, it } from 'vitest';
import { compareValues, sortRows } from './SortableTable.tsx';

describe('sortRows(rows, value, direction)', () => {
  const rows = [
    { name: 'リザードン', n: 2 },
    { name: 'サーフゴー', n: 5 },
    { name: 'ドラパルト', n: 2 },
  ];
  it('sorts numbers descending and keeps ties in their original order', () => {
    expect(sortRows(rows, (r) => r.n, 'desc').map((x) => x.row.name)).toEqual([
      'サーフゴー',
      'リザードン',
      'ドラパルト',
    ]);
  });
  it('sorts Japanese text ascending with collation', () => {
    expect(sortRows(rows, (r) => r.name, 'asc').map((x) => x.index)).toEqual([1, 2, 0]);
  });
  it('compares numbers numerically, not as text', () => {
    expect(compareValues(10, 9)).toBeGreaterThan(0);
  });
});
