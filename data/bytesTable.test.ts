import { describe, expect, it } from 'vitest';
import { BytesTable } from './bytesTable.ts';

/** Each part of `parts` in one buffer, as [start, end) byte ranges. */
function layout(parts: string[]): { buf: Buffer; at: (i: number) => [number, number] } {
  const bufs = parts.map((part) => Buffer.from(part));
  const starts = bufs.map((_, i) => bufs.slice(0, i).reduce((n, b) => n + b.length, 0));
  return { buf: Buffer.concat(bufs), at: (i) => [starts[i]!, starts[i]! + bufs[i]!.length] };
}

describe('BytesTable', () => {
  it('finds a value by its bytes, tells colliding hashes apart, and keeps at most its bound', () => {
    const { buf, at } = layout([
      'ピカチュウ',
      'ピカチュウ',
      'ライチュウ',
      'x'.repeat(100),
      `${'x'.repeat(99)}y`,
    ]);
    const get = (table: BytesTable<string>, i: number, hash: number) => table.get(buf, ...at(i), hash);
    const add = (table: BytesTable<string>, i: number, value: string) => table.add(buf, ...at(i), value);
    // Every entry under one hash: only the bytes decide.
    const table = new BytesTable<string>(2);
    expect(get(table, 0, 7)).toBeUndefined();
    add(table, 0, 'pika');
    expect(get(table, 1, 7)).toBe('pika');
    expect(get(table, 2, 7)).toBeUndefined();
    add(table, 2, 'rai');
    expect(get(table, 2, 7)).toBe('rai');
    // Full: a third entry is not kept.
    expect(get(table, 3, 7)).toBeUndefined();
    add(table, 3, 'x');
    expect(get(table, 3, 7)).toBeUndefined();
    // Long ranges (compared natively) are told apart by their last byte.
    const wide = new BytesTable<string>(4);
    expect(get(wide, 3, 1)).toBeUndefined();
    add(wide, 3, 'x');
    expect(get(wide, 4, 1)).toBeUndefined();
    expect(get(wide, 3, 1)).toBe('x');
  });
});
