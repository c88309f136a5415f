import { describe, expect, it } from 'vitest';
import { isNewRule, type WeeklyResult, weeklyEntriesOf, weeklySummaryOf } from '../aggregate/weekly.ts';
import { ruleWeeklyReader } from './ruleWeekly.ts';

const week = (key: string, matchedDecks: number, counts: [string, number][]) => ({
  key,
  label: key,
  start: `${key}T00:00:00+09:00`,
  end: `${key}T23:59:59+09:00`,
  totalDecks: matchedDecks + 2,
  matchedDecks,
  ruleCounts: new Map(counts),
});

const result: WeeklyResult = {
  weeks: [
    week('2026-03-27', 10, [
      ['a', 4],
      ['b', 6],
    ]),
    week('2026-04-03', 20, [
      ['a', 5],
      ['b', 12],
      ['c', 3],
    ]),
  ],
  currentWeekKey: '2026-04-03',
  firstSeen: new Map([
    ['a', '2026-03-27'],
    ['b', '2026-03-27'],
    ['c', '2026-04-03'],
  ]),
};

describe('ruleWeeklyReader: the admin figures with the public /decks definitions', () => {
  const reader = ruleWeeklyReader(weeklySummaryOf(result, new Map(), '2026-04-05T00:00:00Z'));

  it.each(['a', 'b', 'c', 'absent'])('agrees with the public weekly entries for rule %s', (id) => {
    const entries = weeklyEntriesOf(result, id);
    const [previous, current] = entries.slice(-2);
    expect(reader.of(id)).toEqual({
      currentCount: current!.count,
      previousCount: previous!.count,
      currentShare: current!.share,
      previousShare: previous!.share,
      diff: current!.delta,
      isNew: isNewRule(result, id),
    });
  });

  it('gives the figures themselves', () => {
    expect(reader.of('c')).toEqual({
      currentCount: 3,
      previousCount: 0,
      currentShare: 0.15,
      previousShare: 0,
      diff: 0.15,
      isNew: true,
    });
    expect(reader.of('a').diff).toBeCloseTo(0.25 - 0.4);
  });

  it('without a previous week: no previous share and no diff; without a summary: zeros', () => {
    const one = ruleWeeklyReader(weeklySummaryOf({ ...result, weeks: result.weeks.slice(1) }, new Map(), ''));
    expect(one.of('b')).toMatchObject({ previousCount: 0, previousShare: null, diff: null });
    expect(ruleWeeklyReader(undefined).of('a')).toEqual({
      currentCount: 0,
      previousCount: 0,
      currentShare: 0,
      previousShare: null,
      diff: null,
      isNew: false,
    });
  });
});
