import { describe, expect, it } from 'vitest';
import {
  eventOffsetValid,
  eventSyncValid,
  STALE_LOCK_DEFAULTS,
  staleLockInput,
  staleLockIssues,
} from './limits.ts';

describe('eventOffsetValid(text)', () => {
  it.each([
    ['0', 0],
    ['10000', 10000],
    ['42', 42],
  ])('accepts %s', (text, value) => expect(eventOffsetValid(text)).toBe(value));
  it.each(['', '-1', '10001', '1.5', 'abc'])('refuses %j', (text) =>
    expect(eventOffsetValid(text)).toBeNull(),
  );
});

describe('eventSyncValid(offset, limit)', () => {
  it('takes the defaults for blanks', () => expect(eventSyncValid('', '')).toEqual({ offset: 0, limit: 50 }));
  it('accepts the limits', () => {
    expect(eventSyncValid('0', '1')).toEqual({ offset: 0, limit: 1 });
    expect(eventSyncValid('500', '100')).toEqual({ offset: 500, limit: 100 });
  });
  it.each([
    ['-1', '50'],
    ['0', '0'],
    ['0', '101'],
    ['0', '2.5'],
  ])('refuses offset %s limit %s', (offset, limit) => expect(eventSyncValid(offset, limit)).toBeNull());
});

describe('stale-lock release input', () => {
  it('floors numbers and resets non-numeric input to the default', () => {
    expect(staleLockInput('5.9', 30)).toBe(5);
    expect(staleLockInput('abc', STALE_LOCK_DEFAULTS.minutes)).toBe(30);
    expect(staleLockInput('', STALE_LOCK_DEFAULTS.limit)).toBe(50);
  });
  it('reports minutes outside 5..1440 and counts outside 1..200', () => {
    expect(staleLockIssues(5, 1)).toEqual({ minutes: false, limit: false });
    expect(staleLockIssues(1440, 200)).toEqual({ minutes: false, limit: false });
    expect(staleLockIssues(4, 0)).toEqual({ minutes: true, limit: true });
    expect(staleLockIssues(1441, 201)).toEqual({ minutes: true, limit: true });
  });
});
