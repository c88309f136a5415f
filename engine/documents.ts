// The shapes of the documents `tcg aggregate` emits and the public pages read (spec public §3,
// admin data model), as types inferred from their schemas (engine/documentSchemas/, one file per
// family; engine/documentRegistry.ts pairs each kind with its path). Timestamps are ISO strings;
// shares and rates are fractions 0..1 (pages format them).
import type { z } from 'zod';
import type { DocumentOf } from './documentRegistry.ts';
import type {
  AdoptionCategorySchema,
  CardAdoptionItemSchema,
  ConsensusCardSchema,
  ConsensusCopiesSchema,
  ConsensusListSchema,
  CopyHistogramSchema,
  DeckListItemSchema,
  MatchupOpponentSchema,
  PokemonStatsSchema,
  RecentEventItemSchema,
  WeekInfoSchema,
  WeeklyEntrySchema,
} from './documentSchemas/common.ts';

export type { Interval } from './documentSchemas/common.ts';

export type RecentEventItem = z.infer<typeof RecentEventItemSchema>;
export type PublicHome = DocumentOf<'home'>;
export type PublicEvents = DocumentOf<'events'>;
export type EventListItem = PublicEvents['items'][number];
export type PublicEventDetail = DocumentOf<'event'>;
export type WeekInfo = z.infer<typeof WeekInfoSchema>;
export type WeeklyEntry = z.infer<typeof WeeklyEntrySchema>;
export type PublicDecks = DocumentOf<'decks'>;
export type AdoptionCategory = z.infer<typeof AdoptionCategorySchema>;
export type CopyHistogram = z.infer<typeof CopyHistogramSchema>;
export type ConsensusCard = z.infer<typeof ConsensusCardSchema>;
export type ConsensusList = z.infer<typeof ConsensusListSchema>;
export type ConsensusCopies = z.infer<typeof ConsensusCopiesSchema>;
export type CardAdoptionItem = z.infer<typeof CardAdoptionItemSchema>;
export type DeckListItem = z.infer<typeof DeckListItemSchema>;
export type PokemonStats = z.infer<typeof PokemonStatsSchema>;
export type MatchupOpponent = z.infer<typeof MatchupOpponentSchema>;
export type DeckTypeDetail = DocumentOf<'deckType'>;
export type DeckConsensus = DocumentOf<'deckConsensus'>;
export type VariantDetail = DocumentOf<'variant'>;
export type PublicMatchups = DocumentOf<'matchups'>;
export type DeckDetail = DocumentOf<'deckDetail'>;
export type DeckJobNotice = DocumentOf<'deckJob'>;
export type WeeklySummary = DocumentOf<'weeklySummary'>;
export type RuleShareCounters = DocumentOf<'ruleShareCounters'>;
export type CardStatsRow = DocumentOf<'cardStats'>;
export type RuleStatsDocument = DocumentOf<'ruleStats'>;
export type PublicCardWindow = DocumentOf<'cardWindow'>;
export type PublicCard = DocumentOf<'card'>;
