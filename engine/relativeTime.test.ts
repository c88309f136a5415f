import { describe, expect, it } from 'vitest';
import { relativeTimeJa } from './relativeTime.ts';

const AS_OF = '2026-04-05T12:00:00+09:00';

describe('relativeTimeJa(iso, asOf)', () => {
  it('says たった今 under one minute, including a time slightly in the future', () => {
    expect(relativeTimeJa('2026-04-05T12:00:00+09:00', AS_OF)).toBe('たった今');
    expect(relativeTimeJa('2026-04-05T11:59:00.001+09:00', AS_OF)).toBe('たった今');
    expect(relativeTimeJa('2026-04-05T12:05:00+09:00', AS_OF)).toBe('たった今');
  });

  it('counts whole minutes, then hours, then days', () => {
    expect(relativeTimeJa('2026-04-05T11:59:00+09:00', AS_OF)).toBe('1分前');
    expect(relativeTimeJa('2026-04-05T11:00:01+09:00', AS_OF)).toBe('59分前');
    expect(relativeTimeJa('2026-04-05T11:00:00+09:00', AS_OF)).toBe('1時間前');
    expect(relativeTimeJa('2026-04-04T12:00:01+09:00', AS_OF)).toBe('23時間前');
    expect(relativeTimeJa('2026-04-04T12:00:00+09:00', AS_OF)).toBe('1日前');
    expect(relativeTimeJa('2026-03-06T12:00:01+09:00', AS_OF)).toBe('29日前');
  });

  it('shows the JST date from 30 days on', () => {
    expect(relativeTimeJa('2026-03-06T12:00:00+09:00', AS_OF)).toBe('2026/03/06');
    expect(relativeTimeJa('2025-12-31T15:30:00Z', AS_OF)).toBe('2026/01/01');
  });

  it('says 更新履歴なし when there is no valid time', () => {
    expect(relativeTimeJa(undefined, AS_OF)).toBe('更新履歴なし');
    expect(relativeTimeJa(null, AS_OF)).toBe('更新履歴なし');
    expect(relativeTimeJa('', AS_OF)).toBe('更新履歴なし');
    expect(relativeTimeJa('yesterday', AS_OF)).toBe('更新履歴なし');
  });

  it('refuses an invalid clock', () => {
    expect(() => relativeTimeJa('2026-04-05T12:00:00Z', 'now')).toThrow(/asOf/);
  });
});
