import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextWeekKey, previousWeekKey, weekKeyOf, weekOf, weekOfKey, weekRange } from './week.ts';

const at = (iso: string) => Date.parse(iso);

describe('weekOf(ms)', () => {
  it('describes the week with JST bounds, an exclusive end and a label of first to last day', () => {
    expect(weekOf(at('2026-04-05T10:00:00+09:00'))).toEqual({
      key: '2026-04-03',
      start: '2026-04-03T00:00:00+09:00',
      end: '2026-04-10T00:00:00+09:00',
      label: '2026/04/03〜2026/04/09',
      startMs: at('2026-04-02T15:00:00Z'),
      endMs: at('2026-04-09T15:00:00Z'),
    });
  });

  it('starts the week at Friday 00:00 JST: Thursday 14:59:59Z is the previous week', () => {
    expect(weekOf(at('2026-04-02T14:59:59.999Z')).key).toBe('2026-03-27');
    expect(weekOf(at('2026-04-02T15:00:00Z')).key).toBe('2026-04-03');
    expect(weekKeyOf(at('2026-04-02T14:59:59Z'))).toBe('2026-03-27');
    expect(weekKeyOf(at('2026-04-02T15:00:00Z'))).toBe('2026-04-03');
  });

  it('keeps a week whole across the year boundary', () => {
    const week = weekOf(at('2026-01-01T23:00:00+09:00'));
    expect(week.key).toBe('2025-12-26');
    expect(week.label).toBe('2025/12/26〜2026/01/01');
    expect(weekKeyOf(at('2026-01-01T15:00:00Z'))).toBe('2026-01-02');
  });

  it('counts the leap day in its week', () => {
    expect(weekOf(at('2024-02-29T12:00:00+09:00')).label).toBe('2024/02/23〜2024/02/29');
    expect(weekOf(at('2024-02-29T15:00:00Z')).key).toBe('2024-03-01');
    expect(weekOf(at('2028-02-29T00:00:00+09:00')).label).toBe('2028/02/25〜2028/03/02');
  });

  it('handles instants before the epoch', () => {
    expect(weekOf(at('1969-12-31T00:00:00+09:00')).key).toBe('1969-12-26');
  });

  it('refuses a non-numeric time', () => {
    expect(() => weekKeyOf(Number.NaN)).toThrow(/not a time/);
  });
});

describe('weekKeyOf(ms)', () => {
  it('agrees with weekOf for every hour over two years', () => {
    const start = at('2025-01-01T00:00:00Z');
    for (let ms = start; ms < start + 2 * 366 * 24 * 3600_000; ms += 3600_000) {
      const key = weekKeyOf(ms);
      const week = weekOf(ms);
      expect(key).toBe(week.key);
      expect(ms >= week.startMs && ms < week.endMs).toBe(true);
    }
  });
});

describe('weekRange(fromKey, toKey)', () => {
  it('lists every week between two keys inclusive, so gaps show as weeks', () => {
    expect(weekRange('2025-12-19', '2026-01-09').map((w) => w.key)).toEqual([
      '2025-12-19',
      '2025-12-26',
      '2026-01-02',
      '2026-01-09',
    ]);
  });

  it('snaps any date to its week and gives nothing when from is after to', () => {
    expect(weekRange('2026-04-05', '2026-04-09').map((w) => w.key)).toEqual(['2026-04-03']);
    expect(weekRange('2026-04-10', '2026-04-03')).toEqual([]);
  });

  it('refuses text that is not a date', () => {
    expect(() => weekRange('2026-02-30', '2026-03-06')).toThrow(/not a week key/);
    expect(() => weekOfKey('2026/04/03')).toThrow(/not a week key/);
  });
});

describe('previousWeekKey / nextWeekKey', () => {
  it('steps one week across month and year boundaries', () => {
    expect(previousWeekKey('2026-01-02')).toBe('2025-12-26');
    expect(nextWeekKey('2025-12-26')).toBe('2026-01-02');
    expect(previousWeekKey('2024-03-01')).toBe('2024-02-23');
    expect(previousWeekKey('2026-04-05')).toBe('2026-03-27');
  });
});

describe('week boundaries under another machine time zone', () => {
  const original = process.env.TZ;
  beforeAll(() => {
    // Node re-reads TZ on assignment; a machine west of UTC would shift local-time code by a day.
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('still starts the week at Friday 00:00 JST', () => {
    expect(new Date(0).getHours()).toBe(16);
    expect(weekKeyOf(at('2026-04-02T14:59:59Z'))).toBe('2026-03-27');
    // Weeks no earlier test has put in the key cache.
    expect(weekKeyOf(at('2031-01-02T14:59:59Z'))).toBe('2030-12-27');
    expect(weekKeyOf(at('2031-01-02T15:00:00Z'))).toBe('2031-01-03');
    expect(weekOf(at('2026-04-02T15:00:00Z')).label).toBe('2026/04/03〜2026/04/09');
    expect(weekRange('2026-04-03', '2026-04-10').map((w) => w.start)).toEqual([
      '2026-04-03T00:00:00+09:00',
      '2026-04-10T00:00:00+09:00',
    ]);
  });
});
