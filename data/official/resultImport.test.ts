// The import formats one field at a time: event ids from file names, Japanese dates, and the
// results CSV's tolerated variations (BOM, CRLF, column order, slashes in dates, a deck ID only
// in the URL, no deck at all). Whole files through the CLI: tests/import/eventsImport.test.ts.
import { describe, expect, it } from 'vitest';
import { jstDate } from './importedEvent.ts';
import { eventsFromResultsCsv } from './resultsCsv.ts';
import { eventIdFromFileName } from './savedResultAnswer.ts';

const origin = 'https://players.pokemon-card.com';

describe('eventIdFromFileName(name)', () => {
  it.each([
    ['event_result_detail_search.952685.json', '952685'],
    ['952685.json', '952685'],
    ['dir/sub 2/event_result_detail_search.952685 (1).json', '952685'],
    ['event_result_detail_search.json', undefined],
    ['2026-03-21 952685.json', undefined],
    // Ids are text in one form: leading zeros dropped, 17 digits kept exactly (not rounded).
    ['event_result_detail_search.000952685.json', '952685'],
    ['event_result_detail_search.12345678901234567.json', '12345678901234567'],
  ])('%s -> %s', (name, id) => {
    expect(eventIdFromFileName(name)).toBe(id);
  });
});

describe('jstDate(text)', () => {
  it.each([
    ['2023-05-28', '2023-05-28T00:00:00+09:00'],
    ['2023/05/28', '2023-05-28T00:00:00+09:00'],
    ['2024-02-29', '2024-02-29T00:00:00+09:00'],
    ['2023-02-29', undefined],
    ['20230528', undefined],
    ['', undefined],
  ])('%s -> %s', (text, date) => {
    expect(jstDate(text)).toBe(date);
  });
});

describe('eventsFromResultsCsv(file, text)', () => {
  it('reads a BOM, CRLF, another column order, slashed dates, and deck IDs from the URL when deck_code is blank', () => {
    const text = [
      '\uFEFFdeck_code,大会ID,順位,獲得CSP,開催日,大会名,会場名,開催都道府県,大会カテゴリ,詳細URL',
      ',5001,1,,2023/01/08,シティリーグ,店A,東京都,シニア,https://www.pokemon-card.com/deck/confirm.html/deckID/abcDEF-123456-ghiJKL',
      ',5001,2,75,2023/01/08,シティリーグ,店A,東京都,シニア,',
      '',
    ].join('\r\n');
    expect(eventsFromResultsCsv('x.csv', text, { eventsOrigin: origin })).toEqual([
      {
        id: '5001',
        source: 'x.csv:2',
        fields: {
          event_title: 'シティリーグ',
          event_date: '2023-01-08T00:00:00+09:00',
          url: `${origin}/event/detail/5001/result`,
          shop_name: '店A',
          prefecture: '東京都',
          official: { league: 'シニア' },
        },
        results: [
          { rank: 1, player_name: null, deck_id: 'abcDEF-123456-ghiJKL' },
          { rank: 2, player_name: null, point: 75 },
        ],
      },
    ]);
  });

  it('大会ID 109310 and 000109310 are one event; a 17-digit id stays exact', () => {
    const header = '開催日,大会名,会場名,開催都道府県,大会カテゴリ,順位,獲得CSP,大会ID,詳細URL,deck_code';
    const row = (id: string, rank: number) => `2023-05-28,シティリーグ,店A,東京都,オープン,${rank},,${id},,`;
    const events = eventsFromResultsCsv(
      'r.csv',
      [header, row('109310', 1), row('000109310', 2), row('12345678901234567', 1)].join('\n'),
      { eventsOrigin: origin },
    );
    expect(events.map((event) => [event.id, event.results.length])).toEqual([
      ['109310', 2],
      ['12345678901234567', 1],
    ]);
  });

  it('a header alone is a file without events', () => {
    expect(
      eventsFromResultsCsv(
        'x.csv',
        '開催日,大会名,会場名,開催都道府県,大会カテゴリ,順位,獲得CSP,大会ID,詳細URL,deck_code\n',
        {
          eventsOrigin: origin,
        },
      ),
    ).toEqual([]);
  });

  it('a URL without a deck ID, when deck_code is blank, names the row', () => {
    const text =
      '開催日,大会名,会場名,開催都道府県,大会カテゴリ,順位,獲得CSP,大会ID,詳細URL,deck_code\n2023-01-08,x,,,,1,,5001,https://example.com/,\n';
    expect(() => eventsFromResultsCsv('x.csv', text, { eventsOrigin: origin })).toThrow(
      'x.csv:2: 詳細URL "https://example.com/" holds no deck ID',
    );
  });
});
