// The shapes of the documents `tcg aggregate` emits and the public pages read (spec public §3,
// admin data model). One place for the contract between engine/aggregate and site/.
// Timestamps are ISO strings; shares and rates are fractions 0..1 (pages format them).

/** A Wilson 95% score interval for a proportion, as [low, high] fractions. */
export type Interval = [number, number];

export interface RecentEventItem {
  id: string;
  title: string;
  shop: string;
  eventDate: string | null;
  createdAt: string | null;
  resultsCount: number;
}

export interface PublicHome {
  counts: { cards: number; decks: number; events: number };
  recentEvents: RecentEventItem[];
  ruleRanking: { id: string; name: string; matchedDecks: number; share: number; shareInterval: Interval }[];
  recentDecks: {
    id: string;
    name: string;
    primaryRule: string | null;
    ruleNames: string[];
    createdAt: string | null;
    classificationUpdatedAt: string | null;
  }[];
  updatedAt: string;
}

export interface PublicEvents {
  items: RecentEventItem[];
  range: { start: string | null; end: string | null };
  updatedAt: string;
}

/** One event with its results: `public_events/{eventId}` (our addition for /events/{id}). */
export interface PublicEventDetail {
  id: string;
  title: string;
  shop: string;
  eventDate: string | null;
  createdAt: string | null;
  url: string | null;
  format: string | null;
  location: string | null;
  notes: string | null;
  results: {
    rank: number | null;
    deckName: string | null;
    deckType: string | null;
    deckId: string | null;
    /** The rule the result was attributed to (see matchup semantics), if any. */
    ruleId: string | null;
    ruleName: string | null;
  }[];
  updatedAt: string;
}

export interface WeekInfo {
  key: string;
  label: string;
  start: string;
  end: string;
  totalDecks: number;
  matchedDecks: number;
}

export interface WeeklyEntry {
  key: string;
  label: string;
  start: string;
  end: string;
  count: number;
  share: number;
  /** Wilson 95% interval of `share` (count out of the week's matched decks). */
  shareInterval?: Interval;
  /** This week's share minus the previous week's; null for the first week. */
  delta: number | null;
  totalDecks: number;
  matchedDecks: number;
}

export interface PublicDecks {
  index: {
    order: string[];
    rowsById: Record<
      string,
      {
        name: string;
        rank: number;
        total: { matchedDecks: number; share: number; totalDecks: number; shareInterval: Interval };
        /** Every week, oldest first (pages show the last 3 and a sparkline of all). */
        weekly: WeeklyEntry[];
        firstSeenWeek: string | null;
        isNew: boolean;
      }
    >;
    weeks: WeekInfo[];
    totalDecks: number;
    totalMatchedDecks: number;
    unclassifiedDecks: number;
    unclassifiedShare: number;
    unclassifiedShareInterval?: Interval;
    period: { start: string | null; end: string | null };
    generatedAt: string;
  };
  updatedAt: string;
}

export type AdoptionCategory =
  | 'pokemon'
  | 'supporter'
  | 'goods'
  | 'tool'
  | 'stadium'
  | 'energy'
  | 'ace'
  | 'other';

/**
 * How many of a group's decks play a card at 1, 2, 3, 4, or 5 or more copies (our addition; decks
 * without the card are in none). Pages show each as a share of the group's decks.
 */
export interface CopyHistogram {
  '1': number;
  '2': number;
  '3': number;
  '4': number;
  '5+': number;
}

/** One card of a deck type's consensus list (the "standard 60"). */
export interface ConsensusCard {
  /** The normalized name, as in card adoption. */
  id: string;
  name: string;
  category: AdoptionCategory;
  /** The copies the list plays: the card's most common copy count (cut at 60 in all). */
  copies: number;
  adoptionRate: number;
  adoptionRateInterval: Interval;
}

/**
 * The "standard 60" of a group (our addition): in adoption order, each card at its most common
 * copy count, until the list holds 60 cards; the cards in at least half of the decks come first.
 */
export interface ConsensusList {
  cards: ConsensusCard[];
  /** Copies in the list: 60, or fewer when the group's cards do not add up to 60. */
  total: number;
}

export interface CardAdoptionItem {
  id: string;
  name: string;
  adoptionRate: number;
  avgCopiesOverall: number;
  includedDecks: number;
  avgCopiesIncluding: number;
  totalDecks: number;
  /** Wilson 95% interval of `adoptionRate` (included decks out of the group's decks). */
  adoptionRateInterval?: Interval;
  abilityName: string | null;
  abilityText: string | null;
  attacks: { name: string; text: string; damage: string; energy: string }[];
  deckIds: string[];
  copies?: CopyHistogram;
}

export interface DeckListItem {
  id: string;
  name: string;
  primaryRuleId: string | null;
  primaryRuleName: string | null;
  ruleNames: string[];
  createdAt: string | null;
  updatedAt: string | null;
  events: { id: string; title: string; eventDate: string | null; rank: number | null }[];
}

export interface PokemonStats {
  /** Average copies per deck of each adoption category. */
  cardTypeAverages: Partial<Record<AdoptionCategory, number>>;
  evolutionRatio: { basic: number; stage1: number; stage2: number; other: number };
  hpRatios: Record<'0-50' | '60-70' | '80-130' | '140-210' | '220-300' | '310+', number>;
  abilityRatio: number;
  cardAdoption: Record<AdoptionCategory, CardAdoptionItem[]>;
}

export interface MatchupOpponent {
  ruleId: string;
  ruleName: string;
  wins: number;
  losses: number;
  winRate: number | null;
  winRateInterval: Interval | null;
  /** Fewer games than the minimum sample: pages grey the cell out. */
  thin: boolean;
}

export interface DeckTypeDetail {
  rule: {
    id: string;
    name: string;
    description: string;
    matchedDecks: number;
    totalDecks: number;
    share: number;
    shareInterval: Interval;
    conditions: { pattern: string; min: number; max: number | null; negate: boolean }[];
  };
  summary: { matchedDecks: number; totalDecks: number; share: number; shareInterval?: Interval };
  stats: PokemonStats & {
    variants: {
      id: string;
      name: string;
      priority: number;
      matchedDecks: number;
      abilityRatio: number;
      shareWithinRule: number;
      shareOverall: number;
      shareWithinRuleInterval?: Interval;
      shareOverallInterval?: Interval;
    }[];
    weekly: WeeklyEntry[];
  };
  decks: { items: DeckListItem[]; limited: boolean; total: number };
  meta: { cardStatsCount: number };
  consensus?: ConsensusList;
  /** Spec admin §3: the most adopted cards (the rule statistics' first card_stats rows). */
  top?: CardStatsRow[];
  /** Spec admin §3: the newest matching deck ids (up to `limit`) and their total. */
  matchingDecks?: { ids: string[]; limited: boolean; limit: number; total: number };
  matchups: {
    wins: number;
    losses: number;
    winRate: number | null;
    /** Our additions: games, the win rate's Wilson 95% interval, and the thin-sample flag. */
    games?: number;
    winRateInterval?: Interval | null;
    thin?: boolean;
    opponents: MatchupOpponent[];
  } | null;
  updatedAt: string;
}

export interface VariantDetail {
  rule: { id: string; name: string; matchedDecks: number };
  variant: { id: string; name: string; description: string; priority: number };
  summary: {
    matchedDecks: number;
    shareWithinRule: number;
    shareOverall: number;
    shareWithinRuleInterval?: Interval;
    shareOverallInterval?: Interval;
  };
  stats: PokemonStats;
  decks: { items: DeckListItem[]; limited: boolean; total: number };
  meta: { cardStatsCount: number };
  updatedAt: string;
}

export interface PublicMatchups {
  rows: {
    ruleId: string;
    ruleName: string;
    wins: number;
    losses: number;
    games: number;
    winRate: number | null;
    winRateInterval: Interval | null;
    /** Fewer games than `minGames`. */
    thin?: boolean;
    opponents: MatchupOpponent[];
  }[];
  minGames: number;
  updatedAt: string;
}

export interface DeckDetail {
  id: string;
  name: string | null;
  cardsTotal: number;
  createdAt: string | null;
  updatedAt: string | null;
  classificationUpdatedAt: string | null;
  countsByType: { pokemon: number; trainer: number; energy: number; other: number };
  topCards: { name: string; count: number }[];
  matchedRules: { id: string; name: string; priority: number }[];
  cards: {
    key: string;
    name: string;
    normalizedName: string;
    type: string;
    detailType: string | null;
    abilityName: string | null;
    abilityText: string | null;
    attacks: { name: string; text: string; damage: string; energy: string }[];
    count: number;
    /** The card image (`card_pict`), when known (our addition; the page repeats it per copy). */
    pict?: string;
  }[];
  /** When this document was generated (the deck's own update time is `updatedAt` above). */
  generatedAt: string;
}

/**
 * The fetch job of a deck that has no detail document yet: `deck_jobs/{deckId}` (spec public §2,
 * deck detail: a missing deck with a fetch job shows a fetching notice with the job status).
 */
export interface DeckJobNotice {
  id: string;
  status: 'pending' | 'in_progress' | 'done' | 'error';
  updatedAt: string | null;
}

export interface WeeklySummary {
  ruleNames: Record<string, string>;
  ruleFirstSeen: Record<string, string>;
  weeks: {
    key: string;
    start: string;
    end: string;
    label: string;
    totalDecks: number;
    matchedDecks: number;
    ruleCounts: Record<string, number>;
  }[];
  updatedAt: string;
}

export interface RuleShareCounters {
  total_matched_decks: number;
  total_unique_decks: number;
  rule_totals: Record<string, number>;
  updated_at: string;
}

// The rule-statistics documents (`deck_rules/{id}` and its card_stats rows) live beside.
import type { CardStatsRow } from './ruleStatsDocuments.ts';

export type { CardStatsRow, RuleStatsDocument } from './ruleStatsDocuments.ts';
