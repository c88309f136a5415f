// What an aggregation counted, read-only: the Aggregator hands it out once the decks are in and
// buildDocuments turns it into documents, so the document build can never change the counts.
import type { Event, Rule } from '../schemas.ts';
import type { CardTally } from './cardTally.ts';
import type { PlacedEvent } from './events.ts';
import type { DeckRef, GroupLimits, GroupView } from './groupAccumulator.ts';
import type { RuleCatalogView } from './ruleCatalog.ts';
import type { CitedDeck } from './segments.ts';
import type { WeeklyResult } from './weekly.ts';

export interface AggregateLimits extends GroupLimits {
  /** card_stats rows per rule (spec: at most 200). */
  cardStats: number;
  recentDecks: number;
  recentEvents: number;
}

export interface AggregateInput {
  /** Validated rules (engine/rules `validateRules`). */
  rules: readonly Rule[];
  /** Documents of the `cards` collection. */
  cards: readonly Record<string, unknown>[];
  /** Documents of the `events` collection. */
  events: readonly Record<string, unknown>[];
  /** The clock: every `updatedAt` of the documents. */
  asOf: string;
  /** Matchup cells with fewer games are flagged `thin`. */
  minGames: number;
  limits?: Partial<AggregateLimits>;
  /** The time windows' settings (engine/windows.ts): 現環境's start and the thin-window bar. */
  windows?: WindowSettings;
}

export interface WindowSettings {
  /** `yyyy-mm-dd` (JST) 現環境 starts in; default: the newest set's release before the clock. */
  currentSince?: string;
  /** Windows with fewer matched decks are too thin to rank (default DEFAULT_MIN_WINDOW_DECKS). */
  minDecks?: number;
}

/** An instant as stored (ISO 8601) and in epoch milliseconds. */
export interface DatedInstant {
  iso: string;
  ms: number;
}

export interface AggregateResult {
  readonly input: AggregateInput;
  readonly limits: AggregateLimits;
  readonly rules: RuleCatalogView;
  readonly totalDecks: number;
  readonly matchedDecks: number;
  /** The earliest and latest statistics dates of the decks (engine/deckDate.ts). */
  readonly oldest: DatedInstant | undefined;
  readonly newest: DatedInstant | undefined;
  readonly weekly: WeeklyResult;
  readonly recentDecks: readonly DeckRef[];
  /** Events, newest first. */
  readonly events: readonly Event[];
  readonly placements: ReadonlyMap<string, PlacedEvent[]>;
  /** Primary rule (or null when unclassified) of each deck the events' results name. */
  readonly primaryByDeck: ReadonlyMap<string, string | null>;
  /** The statistics date and rule matches of each deck the events' results name. */
  readonly citedDecks: ReadonlyMap<string, CitedDeck>;
  /** The card pages' counts (read only: the document build adds nothing). */
  readonly cards: Pick<CardTally, 'cellsByWeek' | 'factsVariants' | 'placedDecks'>;
  /** A rule's counts; an empty group when no deck matched it. */
  group(ruleId: string): GroupView;
  /** A sub-rule's counts, or undefined when no deck matched it. */
  variantGroup(ruleId: string, variantId: string): GroupView | undefined;
  /** Matched decks of a rule (0 when none). */
  matchedOf(ruleId: string): number;
}
