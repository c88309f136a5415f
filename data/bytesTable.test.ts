import { describe, expect, it } from 'vitest';
import { BytesTable, PrefixTable } from './bytesTable.ts';

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

describe('PrefixTable', () => {
  it('finds an entry where its whole bytes start, within the end given, and keeps at most its bound', () => {
    const buf = Buffer.from('"ピカチュウex" "ピカチュウex!" "ピ" "ピカチュウex?" "ピカチュウex"');
    const first = buf.indexOf('"ピカチュウex"');
    const firstEnd = first + Buffer.byteLength('"ピカチュウex"');
    const longer = buf.indexOf('"ピカチュウex!"');
    const again = buf.lastIndexOf('"ピカチュウex"');
    const table = new PrefixTable<string>(8, 2);
    const hashAt = (at: number) => table.prefixHash(buf, at);
    expect(hashAt(first)).toBe(hashAt(longer));
    expect(table.findAt(buf, first, buf.length, hashAt(first))).toBe(-1);
    table.add(buf, first, firstEnd, hashAt(first), 'pika');
    const found = table.findAt(buf, again, buf.length, hashAt(again));
    expect(found).toBeGreaterThanOrEqual(0);
    expect([table.valueOf(found), table.lengthOf(found)]).toEqual(['pika', firstEnd - first]);
    // The same first bytes, other bytes after them: not this entry.
    expect(table.findAt(buf, longer, buf.length, hashAt(longer))).toBe(-1);
    // The entry would run past the end given.
    expect(table.findAt(buf, again, buf.length - 1, hashAt(again))).toBe(-1);
    // Shorter than the prefix: not kept.
    const short = buf.indexOf('"ピ"');
    table.add(buf, short, short + Buffer.byteLength('"ピ"'), 0, 'short');
    expect(table.findAt(buf, short, buf.length, 0)).toBe(-1);
    // At its bound, a new entry is not kept.
    table.add(buf, longer, longer + Buffer.byteLength('"ピカチュウex!"'), hashAt(longer), 'bang');
    const third = buf.indexOf('"ピカチュウex?"');
    table.add(buf, third, third + Buffer.byteLength('"ピカチュウex?"'), hashAt(third), 'question');
    expect(table.findAt(buf, longer, buf.length, hashAt(longer))).toBeGreaterThanOrEqual(0);
    expect(table.findAt(buf, third, buf.length, hashAt(third))).toBe(-1);
  });
});
