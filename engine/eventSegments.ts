// The segments an event's decks are read by (docs/decisions.md "Segments by event"): the event's
// kind (シティリーグ, チャンピオンズリーグ, トレーナーズリーグ, ジムバトル, その他), its league
// (オープン / マスター, シニア, ジュニア), its region (the eight 地方, from the prefecture) and its
// size (participants, in buckets). Each is read from the stored event: the official API's fields
// (`official.kind`, `official.league`, `official.deck_count`, `official.capacity`) when stored,
// else the title and the address. Decks no event cites form their own segment (投稿デッキ).
import type { Event } from './schemas.ts';

export const EVENT_KINDS = ['city', 'cl', 'trainers', 'gym', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  city: 'シティリーグ',
  cl: 'チャンピオンズリーグ',
  trainers: 'トレーナーズリーグ',
  gym: 'ジムバトル',
  other: 'その他',
};

export function isEventKind(text: string): text is EventKind {
  return (EVENT_KINDS as readonly string[]).includes(text);
}

export const LEAGUES = ['open', 'senior', 'junior'] as const;
export type League = (typeof LEAGUES)[number];

export const LEAGUE_LABELS: Record<League, string> = {
  open: 'オープン / マスター',
  senior: 'シニア',
  junior: 'ジュニア',
};

export const REGIONS = [
  'hokkaido',
  'tohoku',
  'kanto',
  'chubu',
  'kinki',
  'chugoku',
  'shikoku',
  'kyushu',
] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_LABELS: Record<Region, string> = {
  hokkaido: '北海道',
  tohoku: '東北',
  kanto: '関東',
  chubu: '中部',
  kinki: '近畿',
  chugoku: '中国',
  shikoku: '四国',
  kyushu: '九州・沖縄',
};

/** The 47 prefectures by region (the usual eight-region division; 三重 in 近畿, 新潟 in 中部). */
export const PREFECTURES_BY_REGION: Record<Region, readonly string[]> = {
  hokkaido: ['北海道'],
  tohoku: ['青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県'],
  kanto: ['茨城県', '栃木県', '群馬県', '埼玉県', '千葉県', '東京都', '神奈川県'],
  chubu: ['新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県'],
  kinki: ['三重県', '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県'],
  chugoku: ['鳥取県', '島根県', '岡山県', '広島県', '山口県'],
  shikoku: ['徳島県', '香川県', '愛媛県', '高知県'],
  kyushu: ['福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県'],
};

/** Prefecture name (with and without its 都/府/県) -> region. */
const REGION_OF_PREFECTURE = new Map<string, Region>();
for (const region of REGIONS) {
  for (const name of PREFECTURES_BY_REGION[region]) {
    REGION_OF_PREFECTURE.set(name, region);
    if (name !== '北海道') REGION_OF_PREFECTURE.set(name.slice(0, -1), region);
  }
}

/**
 * Participant buckets, by the upper bound of each (inclusive): a City League holds up to 64 in
 * most shops, larger shops 128, a Champions League day over a thousand.
 */
export const SIZES = ['s', 'm', 'l', 'xl'] as const;
export type Size = (typeof SIZES)[number];
export const SIZE_UPPER_BOUNDS: Record<Size, number> = { s: 32, m: 64, l: 128, xl: Number.POSITIVE_INFINITY };
export const SIZE_LABELS: Record<Size, string> = {
  s: '32人以下',
  m: '33〜64人',
  l: '65〜128人',
  xl: '129人以上',
};

/** What an event says about its segments; null where it says nothing. */
export interface EventSegmentFacts {
  kind: EventKind;
  league: League | null;
  region: Region | null;
  /** The entrants (`deck_count`), else the capacity (定員); null when neither is stored. */
  participants: number | null;
  size: Size | null;
}

/** The kinds as the official API names them (`event_type_title`) and as titles spell them. */
const KIND_NAMES: [EventKind, RegExp][] = [
  ['city', /シティリーグ|シティ\s*リーグ|City\s*League/iu],
  ['cl', /チャンピオンズリーグ|Champions\s*League/iu],
  ['trainers', /トレーナーズリーグ|Trainers\s*League/iu],
  ['gym', /ジムバトル|Gym\s*Battle/iu],
];

function kindByName(text: string | undefined): EventKind | undefined {
  if (!text) return undefined;
  return KIND_NAMES.find(([, pattern]) => pattern.test(text))?.[0];
}

/**
 * The kind: the official API's kind name when it is one of ours (its 大型大会 covers more than the
 * Champions League, so it says nothing by itself), else the title's, else その他.
 */
export function eventKindOf(event: Pick<Event, 'event_title' | 'official'>): EventKind {
  return kindByName(event.official?.kind) ?? kindByName(event.event_title) ?? 'other';
}

function leagueByName(text: string | undefined): League | undefined {
  if (!text) return undefined;
  if (/シニア|Senior/iu.test(text)) return 'senior';
  if (/ジュニア|Junior/iu.test(text)) return 'junior';
  if (/オープン|マスター|Open|Master/iu.test(text)) return 'open';
  return undefined;
}

/** The league: the official API's (`leagueName`, the results CSV's 大会カテゴリ), else the title's. */
export function leagueOf(event: Pick<Event, 'event_title' | 'official'>): League | null {
  return leagueByName(event.official?.league) ?? leagueByName(event.event_title) ?? null;
}

/** The region of a prefecture name (`東京都` or `東京`), or null. */
export function regionOfPrefecture(name: string | undefined): Region | null {
  if (!name) return null;
  return REGION_OF_PREFECTURE.get(name.trim()) ?? null;
}

/** The prefecture an address starts with (`愛知県常滑市…` -> 愛知県), or undefined. */
function prefectureAtStart(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const match = /^\s*(北海道|東京都|京都府|大阪府|[^\s都道府県]{2,3}県)/u.exec(address);
  return match?.[1];
}

/** The region: of the stored prefecture, else of the prefecture the address or location starts with. */
export function regionOf(event: Pick<Event, 'prefecture' | 'address' | 'location'>): Region | null {
  return (
    regionOfPrefecture(event.prefecture) ??
    regionOfPrefecture(prefectureAtStart(event.address)) ??
    regionOfPrefecture(prefectureAtStart(event.location))
  );
}

/** The entrants the API reports (`deck_count`), else the capacity (定員); null when neither is above 0. */
export function participantsOf(event: Pick<Event, 'official'>): number | null {
  const { deck_count: entrants, capacity } = event.official ?? {};
  if (entrants !== undefined && entrants > 0) return entrants;
  if (capacity !== undefined && capacity > 0) return capacity;
  return null;
}

export function sizeOf(participants: number | null): Size | null {
  if (participants === null) return null;
  return SIZES.find((size) => participants <= SIZE_UPPER_BOUNDS[size]) ?? null;
}

export function eventSegmentFactsOf(event: Event): EventSegmentFacts {
  const participants = participantsOf(event);
  return {
    kind: eventKindOf(event),
    league: leagueOf(event),
    region: regionOf(event),
    participants,
    size: sizeOf(participants),
  };
}

/** The segments read in the browser (everything but the event kind, which has its own pages). */
export type SegmentDimension = 'league' | 'region' | 'size' | 'submitted';

/** A browser segment's id, as its URL names it (`?segment=region-kanto`): dimension-key. */
export type SegmentId = `league-${League}` | `region-${Region}` | `size-${Size}` | 'submitted';

export const SUBMITTED_LABEL = '投稿デッキ';

/** Every browser segment, in the order the page lists them, with its label. */
export const BROWSER_SEGMENTS: readonly { id: SegmentId; dimension: SegmentDimension; label: string }[] = [
  ...LEAGUES.map((key) => ({
    id: `league-${key}` as const,
    dimension: 'league' as const,
    label: LEAGUE_LABELS[key],
  })),
  ...REGIONS.map((key) => ({
    id: `region-${key}` as const,
    dimension: 'region' as const,
    label: REGION_LABELS[key],
  })),
  ...SIZES.map((key) => ({
    id: `size-${key}` as const,
    dimension: 'size' as const,
    label: SIZE_LABELS[key],
  })),
  { id: 'submitted', dimension: 'submitted', label: SUBMITTED_LABEL },
];

/** The browser segments an event's decks belong to. */
export function browserSegmentsOf(facts: EventSegmentFacts): SegmentId[] {
  const ids: SegmentId[] = [];
  if (facts.league) ids.push(`league-${facts.league}`);
  if (facts.region) ids.push(`region-${facts.region}`);
  if (facts.size) ids.push(`size-${facts.size}`);
  return ids;
}

export const DIMENSION_LABELS: Record<SegmentDimension | 'kind', string> = {
  kind: '大会の種類',
  league: 'リーグ',
  region: '地方',
  size: '大会の規模',
  submitted: '投稿',
};
