import { describe, expect, it } from 'vitest';
import {
  EVENT_KINDS,
  eventKindOf,
  eventSegmentFactsOf,
  leagueOf,
  PREFECTURES_BY_REGION,
  REGIONS,
  regionOf,
  regionOfPrefecture,
  sizeOf,
} from './eventSegments.ts';
import { EventSchema } from './schemas.ts';

const event = (doc: Record<string, unknown>) => EventSchema.parse({ id: 'e', results: [], ...doc });

describe('event segment facts', () => {
  it('reads the two real official events as ingestion stores them', () => {
    // The `event` objects of ../shared/data/official/events/event_result_detail_search.{952669,981571}.json,
    // merged with their event_search entries (data/official/eventDocument.ts `eventFields`).
    const city = event({
      event_title: 'シティリーグ2026 シーズン4 オープンリーグ',
      prefecture: '北海道',
      address: '北海道札幌市中央区南二条西1-3',
      official: {
        shop_id: 18867,
        event_type: 3,
        kind: 'シティリーグ',
        league: 'オープン',
        csp: 1,
        capacity: 64,
      },
    });
    expect(eventSegmentFactsOf(city)).toEqual({
      kind: 'city',
      league: 'open',
      region: 'hokkaido',
      participants: 64,
      size: 'm',
    });
    const cl = event({
      event_title: 'チャンピオンズリーグ2026 愛知 May マスターリーグDay2',
      prefecture: '愛知県',
      location: 'Aichi Sky Expo　展示ホールD・E',
      official: { event_type: 3, kind: '大型大会', league: 'マスター', capacity: 1200, deck_count: '' },
    });
    expect(eventSegmentFactsOf(cl)).toEqual({
      kind: 'cl',
      league: 'open',
      region: 'chubu',
      participants: 1200,
      size: 'xl',
    });
  });

  it('reads a results-CSV event (大会カテゴリ as the league) and titles alone', () => {
    // A row of ../shared/data/cityleague_2023_results.csv as data/official/resultsCsv.ts stores it.
    const csv = event({
      event_title: 'シティリーグ2023 シーズン1 シニアリーグ',
      prefecture: '神奈川県',
      official: { league: 'シニア' },
    });
    expect(eventSegmentFactsOf(csv)).toMatchObject({
      kind: 'city',
      league: 'senior',
      region: 'kanto',
      size: null,
    });
    expect(eventKindOf(event({ event_title: 'トレーナーズリーグ（スタンダード）' }))).toBe('trainers');
    expect(eventKindOf(event({ event_title: 'ジムバトル 12月' }))).toBe('gym');
    expect(eventKindOf(event({ event_title: '店舗大会' }))).toBe('other');
    expect(eventKindOf(event({}))).toBe('other');
    // 大型大会 alone names no kind of ours: the title decides.
    expect(eventKindOf(event({ event_title: '日本代表決定戦', official: { kind: '大型大会' } }))).toBe(
      'other',
    );
    expect(leagueOf(event({ event_title: 'シティリーグ ジュニアリーグ' }))).toBe('junior');
    expect(leagueOf(event({ event_title: 'ジムバトル' }))).toBeNull();
    expect(EVENT_KINDS).toHaveLength(5);
  });

  it('maps all 47 prefectures to the eight regions, with or without 都/府/県', () => {
    const all = REGIONS.flatMap((region) => PREFECTURES_BY_REGION[region]);
    expect(all).toHaveLength(47);
    expect(new Set(all).size).toBe(47);
    expect(REGIONS.map((region) => PREFECTURES_BY_REGION[region].length)).toEqual([1, 6, 7, 9, 7, 5, 4, 8]);
    expect(regionOfPrefecture('東京')).toBe('kanto');
    expect(regionOfPrefecture('沖縄県')).toBe('kyushu');
    expect(regionOfPrefecture('三重県')).toBe('kinki');
    expect(regionOfPrefecture('新潟')).toBe('chubu');
    expect(regionOfPrefecture('オンライン')).toBeNull();
    // No prefecture stored: the address's, else the location's.
    expect(regionOf({ address: '広島県広島市中区1-1' })).toBe('chugoku');
    expect(regionOf({ address: '東京都渋谷区', location: '大阪府' })).toBe('kanto');
    expect(regionOf({ location: '香川県高松市' })).toBe('shikoku');
    expect(regionOf({})).toBeNull();
  });

  it('buckets participants at 32, 64 and 128, entrants before capacity', () => {
    expect([1, 32, 33, 64, 65, 128, 129, 5000].map(sizeOf)).toEqual([
      's',
      's',
      'm',
      'm',
      'l',
      'l',
      'xl',
      'xl',
    ]);
    expect(sizeOf(null)).toBeNull();
    expect(eventSegmentFactsOf(event({ official: { deck_count: '20', capacity: 64 } })).size).toBe('s');
    expect(eventSegmentFactsOf(event({ official: { deck_count: 0, capacity: 0 } })).participants).toBeNull();
  });
});
