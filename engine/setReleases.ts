// The release dates (JST) of the card sets that change the standard environment: the default
// start of the 現環境 window (the newest set released on or before the clock), which the
// aggregate's `currentSince` setting overrides. Promo cards and starter decks are left out: they
// do not start a new environment. Source: the official product pages, as listed in the SV and M
// sets' data the project's test data describes.
export interface SetRelease {
  id: string;
  name: string;
  /** `yyyy-mm-dd`, JST. */
  releaseDate: string;
}

export const SET_RELEASES: readonly SetRelease[] = [
  { id: 'SV8', name: '超電ブレイカー', releaseDate: '2024-10-18' },
  { id: 'SV8a', name: 'テラスタルフェスex', releaseDate: '2024-12-06' },
  { id: 'SV9', name: 'バトルパートナーズ', releaseDate: '2025-01-24' },
  { id: 'SV9a', name: '熱風のアリーナ', releaseDate: '2025-03-14' },
  { id: 'SV10', name: 'ロケット団の栄光', releaseDate: '2025-04-18' },
  { id: 'SV11B', name: 'ブラックボルト', releaseDate: '2025-06-06' },
  { id: 'SV11W', name: 'ホワイトフレア', releaseDate: '2025-06-06' },
  { id: 'M1L', name: 'メガブレイブ', releaseDate: '2025-08-01' },
  { id: 'M1S', name: 'メガシンフォニア', releaseDate: '2025-08-01' },
  { id: 'M2', name: 'インフェルノX', releaseDate: '2025-09-26' },
  { id: 'M2a', name: 'MEGAドリームex', releaseDate: '2025-11-28' },
  { id: 'M3', name: 'ムニキスゼロ', releaseDate: '2026-01-23' },
  { id: 'M4', name: 'ニンジャスピナー', releaseDate: '2026-03-13' },
  { id: 'M5', name: 'アビスアイ', releaseDate: '2026-05-22' },
  { id: 'M6', name: 'ストームエメラルダ', releaseDate: '2026-07-31' },
];

/**
 * The newest set released on or before `asOfMs` (its release day in JST has begun), or
 * undefined when every set of `releases` is later.
 */
export function newestSetAt(
  asOfMs: number,
  releases: readonly SetRelease[] = SET_RELEASES,
): SetRelease | undefined {
  let newest: SetRelease | undefined;
  for (const set of releases) {
    if (Date.parse(`${set.releaseDate}T00:00:00+09:00`) > asOfMs) continue;
    if (newest === undefined || set.releaseDate > newest.releaseDate) newest = set;
  }
  return newest;
}
