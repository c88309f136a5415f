// A small results CSV in the community format (the columns of ../shared/data/
// cityleague_2023_results.csv, シティ年度 included), written by the tests: real-looking event
// names and shops, made-up deck IDs.

export const CSV_HEADER =
  '開催日,シティ年度,大会名,会場名,開催都道府県,大会カテゴリ,順位,獲得CSP,大会ID,詳細URL,deck_code';

export interface CsvEvent {
  id: string;
  date: string;
  title: string;
  shop: string;
  prefecture: string;
  league: string;
}

export const CSV_EVENT_A: CsvEvent = {
  id: '109310',
  date: '2023-05-28',
  title: 'シティリーグ2023 シーズン4 オープンリーグ',
  shop: '【CARDBOX】青馬堂矢向店',
  prefecture: '神奈川県',
  league: 'オープン',
};

export const CSV_EVENT_B: CsvEvent = {
  id: '46059',
  date: '2022-12-18',
  title: 'シティリーグ2023 シーズン2 オープンリーグ',
  shop: 'TSUTAYA柳町店',
  prefecture: '',
  league: '',
};

/** Deck IDs of the fixture rows. */
export const C1 = 'CsvAAA-000001-aaaaaa';
export const C2 = 'CsvBBB-000002-bbbbbb';
export const C3 = 'CsvCCC-000003-cccccc';
export const C4 = 'CsvDDD-000004-dddddd';

/** One CSV line of a result. */
export function csvRow(event: CsvEvent, rank: string, csp: string, deck: string): string {
  const url = deck === '' ? '' : `https://www.pokemon-card.com/deck/confirm.html/deckID/${deck}`;
  return [
    event.date,
    '2023',
    event.title,
    event.shop,
    event.prefecture,
    event.league,
    rank,
    csp,
    event.id,
    url,
    deck,
  ].join(',');
}

/** The fixture: event A with four results, event B with two (one of its decks is also in A). */
export function fixtureCsvLines(): string[] {
  return [
    CSV_HEADER,
    csvRow(CSV_EVENT_A, '1', '100', C1),
    csvRow(CSV_EVENT_A, '2', '75', C2),
    csvRow(CSV_EVENT_A, '3', '50', C3),
    csvRow(CSV_EVENT_A, '3', '50', C4),
    csvRow(CSV_EVENT_B, '1', '100', C4),
    csvRow(CSV_EVENT_B, '2', '75', C1),
  ];
}

export function csvText(lines: readonly string[]): string {
  return `${lines.join('\n')}\n`;
}
