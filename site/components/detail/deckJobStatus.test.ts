import { describe, expect, it } from 'vitest';
import {
  DECK_JOB_STATUS_HINTS,
  DECK_JOB_STATUS_LABELS,
  deckJobStatusHint,
  deckJobStatusLabel,
} from './deckJobStatus.ts';

describe('deck job status labels', () => {
  it('names each status of a fetch job (waiting, processing, complete, failed)', () => {
    expect(deckJobStatusLabel('pending')).toBe('待機中');
    expect(deckJobStatusLabel('in_progress')).toBe('処理中');
    expect(deckJobStatusLabel('done')).toBe('完了');
    expect(deckJobStatusLabel('error')).toBe('失敗');
  });

  it('gives every status its own label', () => {
    const labels = Object.values(DECK_JOB_STATUS_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('reads an unknown or blank status as waiting', () => {
    expect(deckJobStatusLabel('queued')).toBe('待機中');
    expect(deckJobStatusLabel('')).toBe('待機中');
    expect(deckJobStatusHint('queued')).toBe(DECK_JOB_STATUS_HINTS.pending);
  });

  it('explains each status in its own words', () => {
    expect(deckJobStatusHint('error')).toContain('失敗');
    expect(deckJobStatusHint('done')).toContain('完了');
    expect(new Set(Object.values(DECK_JOB_STATUS_HINTS)).size).toBe(4);
  });
});
