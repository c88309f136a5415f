import { describe, expect, it } from 'vitest';
import {
  checkReleaseRequest,
  checkSyncRequest,
  failedJob,
  leaseOrder,
  MAX_ATTEMPTS,
  newDeckJob,
  readDeckJob,
  retryDelayMs,
} from './deckJobQueue.ts';
import { deckSummary } from './deckSummary.ts';

const NOW = '2026-04-20T10:00:00.000Z';

describe('readDeckJob(raw, now)', () => {
  it('reads a snake_case job (as older writers stored it) into the camelCase shape', () => {
    const job = readDeckJob(
      {
        id: 'pWH5mU-PmwNXe-WIPle5',
        deck_id: 'pWH5mU-PmwNXe-WIPle5',
        status: 'in_progress',
        attempts: '1',
        next_run_at: '2026-04-19T22:15:00+09:00',
        created_at: '2026-04-19T22:10:00+09:00',
        locked_by: 'worker-1',
        sources: ['event_result'],
      },
      NOW,
    );
    expect(job).toMatchObject({
      deckId: 'pWH5mU-PmwNXe-WIPle5',
      status: 'in_progress',
      attempts: 1,
      priority: 0,
      lockedBy: 'worker-1',
      lockedAt: null,
      lastError: null,
      updatedAt: job.createdAt,
    });
  });

  it('reads camelCase and takes an unknown status as pending', () => {
    expect(readDeckJob({ id: 'x', deckId: 'y', status: 'weird', nextRunAt: NOW }, NOW)).toMatchObject({
      deckId: 'y',
      status: 'pending',
      nextRunAt: NOW,
    });
  });
});

describe('the job transitions', () => {
  it('a permanent failure is error at once; a transient one waits 5, 15, 45, 135 minutes, then error', () => {
    const job = newDeckJob('AAAAAA-BBBBBB-CCCCCC', 'manual', NOW);
    expect(failedJob(job, 'HTTP 404', false, NOW)).toMatchObject({
      status: 'error',
      attempts: 1,
      lastError: 'HTTP 404',
    });
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n) / 60_000)).toEqual([5, 15, 45, 135]);
    const last = failedJob({ ...job, attempts: MAX_ATTEMPTS - 1 }, 'timeout', true, NOW);
    expect(last.status).toBe('error');
  });

  it('leases higher priority first, then the longest waiting', () => {
    const a = { ...newDeckJob('a', 'event_result', '2026-04-20T09:00:00Z'), priority: 0 };
    const b = { ...newDeckJob('b', 'manual', '2026-04-20T09:30:00Z'), priority: 10 };
    const c = { ...newDeckJob('c', 'event_result', '2026-04-20T08:00:00Z'), priority: 0 };
    expect([a, b, c].sort(leaseOrder).map((job) => job.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('request limits (spec admin §5)', () => {
  it('event sync: offset ≥ 0, limit 1–100, defaults 0 and 50', () => {
    expect(checkSyncRequest(undefined, undefined)).toEqual({ offset: 0, limit: 50 });
    expect(checkSyncRequest('10', '100')).toEqual({ offset: 10, limit: 100 });
    expect(() => checkSyncRequest(0, 101)).toThrow('オフセットは0以上、件数は1〜100で指定してください。');
  });

  it('stale-lock release: minutes floored 5–1440 (default 30), limit 1–200 (default 50), non-numeric takes the default', () => {
    expect(checkReleaseRequest(undefined, 'abc')).toEqual({ olderThanMinutes: 30, limit: 50 });
    expect(checkReleaseRequest('5.9', 200)).toEqual({ olderThanMinutes: 5, limit: 200 });
    expect(() => checkReleaseRequest(4.9, 1)).toThrow(
      'ロック解除対象の分数は 5〜1440 の範囲で指定してください。',
    );
    expect(() => checkReleaseRequest(30, 201)).toThrow(
      '一度に解除する件数は 1〜200 の範囲で指定してください。',
    );
  });
});

describe('deckSummary(cards, times)', () => {
  it('counts by type group (an ACE SPEC energy as energy) and lists top cards with printings added up', () => {
    const summary = deckSummary(
      [
        { name: 'ナンジャモ', type: 'サポート', count: 2 },
        { name: 'ナンジャモ', type: 'サポート', count: 2 },
        { name: '基本超エネルギー', type: 'エネルギー', count: 3 },
        { name: 'ネオアッパーエネルギー', type: 'エーススペック', count: 1 },
        { name: 'サーナイトex', type: 'ポケモン', count: 2 },
      ],
      { createdAt: NOW, updatedAt: NOW },
    );
    expect(summary.counts_by_type).toEqual({ pokemon: 2, trainer: 4, energy: 4, other: 0 });
    expect(summary.cards_total).toBe(10);
    // An ACE SPEC card the list does not know counts by the printed kind of its details.
    const unlisted = deckSummary(
      [
        { name: '新しいエネルギー', type: 'エーススペック', count: 1, details: { type: '特殊エネルギー' } },
        { name: '新しいグッズ', type: 'エーススペック', count: 1, details: { type: 'グッズ' } },
        { name: '新しいカード', type: 'エーススペック', count: 1, details: { type: 'エーススペック' } },
      ],
      { createdAt: NOW, updatedAt: NOW },
    );
    expect(unlisted.counts_by_type).toEqual({ pokemon: 0, trainer: 2, energy: 1, other: 0 });
    expect(summary.top_cards.map((card) => [card.name, card.count])).toEqual([
      ['ナンジャモ', 4],
      ['基本超エネルギー', 3],
      ['サーナイトex', 2],
      ['ネオアッパーエネルギー', 1],
    ]);
  });
});
