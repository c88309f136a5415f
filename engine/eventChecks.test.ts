import { describe, expect, it } from 'vitest';
import { EVENT_ID_MAX_DIGITS, eventDayProblem, eventIdProblem } from './eventChecks.ts';

const NOW = Date.parse('2026-04-20T10:00:00Z');

describe('eventIdProblem(id)', () => {
  it('takes official holding ids and refuses what cannot name a document or is not one', () => {
    expect(eventIdProblem('952685')).toBeUndefined();
    expect(eventIdProblem('9'.repeat(EVENT_ID_MAX_DIGITS))).toBeUndefined();
    expect(eventIdProblem('9'.repeat(EVENT_ID_MAX_DIGITS + 1))).toBe('it has 19 digits (at most 18)');
    expect(eventIdProblem('9'.repeat(2000))).toBe(
      'it cannot name a document (an id longer than 1,500 bytes)',
    );
    expect(eventIdProblem('')).toBe('it cannot name a document (an empty id)');
    expect(eventIdProblem('12a')).toBe('it is not an event holding id (digits)');
  });
});

describe('eventDayProblem(day, nowMs)', () => {
  it('takes real days from the game’s first day to a day after now, in both spellings', () => {
    expect(eventDayProblem('20260419', NOW)).toBeUndefined();
    expect(eventDayProblem('2026-04-21', NOW)).toBeUndefined();
    expect(eventDayProblem('1996-10-20', NOW)).toBeUndefined();
  });

  it('refuses days that do not exist, are before 1996-10-20 or after tomorrow', () => {
    expect(eventDayProblem('20261399', NOW)).toBe('the date "20261399" is not a calendar day');
    expect(eventDayProblem('2026-02-30', NOW)).toBe('the date "2026-02-30" is not a calendar day');
    expect(eventDayProblem('99991231', NOW)).toBe('the date "99991231" is more than a day after now');
    expect(eventDayProblem('2026-04-23', NOW)).toBe('the date "2026-04-23" is more than a day after now');
    expect(eventDayProblem('19961019', NOW)).toBe(
      `the date "19961019" is before the game's first day (1996-10-20)`,
    );
    expect(eventDayProblem('2026/04/01', NOW)).toBe('the date "2026/04/01" is not a day (YYYY-MM-DD)');
  });
});
