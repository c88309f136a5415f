import { describe, expect, it } from 'vitest';
import { isNewRule, WeeklyAccumulator, weeklyEntriesOf } from './weekly.ts';

const ms = (iso: string) => Date.parse(iso);

describe('WeeklyAccumulator', () => {
  it('lists every week between the first and the last, empty ones included, oldest first', () => {
    const weekly = new WeeklyAccumulator();
    weekly.add(ms('2026-05-01T00:00:00+09:00'), ['A']);
    weekly.add(ms('2026-04-03T12:00:00+09:00'), ['A', 'B']);
    weekly.add(Number.NaN, ['A']); // no creation time: in no week
    const result = weekly.result();
    expect(result.weeks.map((w) => w.key)).toEqual([
      '2026-04-03',
      '2026-04-10',
      '2026-04-17',
      '2026-04-24',
      '2026-05-01',
    ]);
    expect(result.weeks.map((w) => w.totalDecks)).toEqual([1, 0, 0, 0, 1]);
    expect(result.currentWeekKey).toBe('2026-05-01');
    const entries = weeklyEntriesOf(result, 'B');
    expect(entries.map((e) => e.share)).toEqual([1, 0, 0, 0, 0]);
    expect(entries.map((e) => e.delta)).toEqual([null, -1, 0, 0, 0]);
    expect(isNewRule(result, 'A')).toBe(false);
  });

  it("runs up to the clock's week, empty weeks included, so the current week is the clock's", () => {
    const weekly = new WeeklyAccumulator();
    weekly.add(ms('2026-04-03T12:00:00+09:00'), ['A']);
    weekly.add(ms('2026-04-10T12:00:00+09:00'), ['B']);
    // The clock is on Saturday 2026-04-25, JST: its week began on Friday the 24th.
    const result = weekly.result(ms('2026-04-25T09:00:00+09:00'));
    expect(result.weeks.map((w) => w.key)).toEqual(['2026-04-03', '2026-04-10', '2026-04-17', '2026-04-24']);
    expect(result.currentWeekKey).toBe('2026-04-24');
    expect(result.weeks.at(-1)).toMatchObject({ totalDecks: 0, matchedDecks: 0 });
    // B was first seen two weeks before the current one: not new this week.
    expect(isNewRule(result, 'B')).toBe(false);
    // A clock before the newest deck's week does not cut the weeks.
    expect(weekly.result(ms('2026-04-05T09:00:00+09:00')).currentWeekKey).toBe('2026-04-10');
  });

  it('gives no weeks and no current week without dated decks', () => {
    const result = new WeeklyAccumulator().result();
    expect(result).toMatchObject({ weeks: [], currentWeekKey: null });
    expect(isNewRule(result, 'A')).toBe(false);
  });
});
