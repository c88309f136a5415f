// Event API answers in the official formats, written by this project (DESIGN.md "Official
// sites"). Deck pages are in deckFixtures.ts.
/** An event as event_search lists it (DESIGN.md "Official sites"). */
export function officialEvent(
  id: number,
  date: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    event_holding_id: id,
    event_title: 'シティリーグ シーズン1 オープンリーグ',
    event_date_params: date.replaceAll('-', ''),
    shop_id: 1000 + (id % 100),
    shop_name: 'カードショップ テスト',
    prefecture_name: '東京都',
    deck_count: 16,
    event_type: 3,
    csp_flg: 1,
    event_league: 1,
    regulation: 'スタンダード',
    capacity: 64,
    leagueName: 'オープン',
    ...extra,
  };
}

/** A result row of event_result_detail_search. */
export function officialResult(rank: number, deckId: string | null, n = rank): Record<string, unknown> {
  return { player_id: `P${n}`, name: `プレイヤー${n}`, rank, point: 10 - Math.min(rank, 9), deck_id: deckId };
}
