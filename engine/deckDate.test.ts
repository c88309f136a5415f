import { describe, expect, it } from 'vitest';
import { deckDateOf } from './deckDate.ts';

const SUBMITTED = '2026-11-29T03:00:00Z';

describe('deckDateOf(submittedAt, citingEvents)', () => {
  it('is the submission time when no event cites the deck', () => {
    expect(deckDateOf(SUBMITTED, undefined)).toEqual({
      iso: SUBMITTED,
      ms: Date.parse(SUBMITTED),
      source: 'submitted',
    });
    expect(deckDateOf(SUBMITTED, [])).toMatchObject({ iso: SUBMITTED, source: 'submitted' });
  });

  it('is the earliest event citing the deck, before or after the submission', () => {
    const events = [
      { eventDate: '2023-02-05T00:00:00+09:00' },
      { eventDate: '2022-12-18T00:00:00+09:00' },
      { eventDate: '2024-01-07T00:00:00+09:00' },
    ];
    expect(deckDateOf(SUBMITTED, events)).toEqual({
      iso: '2022-12-18T00:00:00+09:00',
      ms: Date.parse('2022-12-18T00:00:00+09:00'),
      source: 'event',
    });
    // A deck registered before the event it is played in counts on the event's day too.
    expect(deckDateOf('2026-01-01T00:00:00Z', [{ eventDate: '2026-01-10T00:00:00+09:00' }]).iso).toBe(
      '2026-01-10T00:00:00+09:00',
    );
  });

  it('passes over events without a date or with one that does not parse', () => {
    const events = [{ eventDate: null }, { eventDate: 'not a date' }, { eventDate: '2023-05-04' }];
    expect(deckDateOf(SUBMITTED, events)).toMatchObject({ iso: '2023-05-04', source: 'event' });
    expect(deckDateOf(SUBMITTED, [{ eventDate: null }])).toMatchObject({
      iso: SUBMITTED,
      source: 'submitted',
    });
  });

  it('has no date without a cited event date and a submission time', () => {
    expect(deckDateOf(null, [{ eventDate: null }])).toEqual({ iso: null, ms: Number.NaN, source: null });
    // A submission time the caller found implausible (NaN) counts as none.
    expect(deckDateOf(SUBMITTED, [], Number.NaN)).toEqual({ iso: null, ms: Number.NaN, source: null });
  });
});
