// The shapes of the documents `tcg aggregate` emits and the public pages read (spec public §3,
// admin data model), as types inferred from their schemas (engine/documentSchemas/, one file per
// family; engine/documentRegistry.ts pairs each kind with its path). Timestamps are ISO strings;
// shares and rates are fractions 0..1 (pages format them).
import type { z } from 'zod';
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
import type { DeckDetailSchema, DeckJobNoticeSchema } from './documentSchemas/deckDocs.ts';
import type {
  DeckConsensusSchema,
  DeckTypeDetailSchema,
  VariantDetailSchema,
} from './documentSchemas/deckTypeDocs.ts';
import type {
  PublicDecksSchema,
  PublicEventDetailSchema,
  PublicEventsSchema,
  PublicHomeSchema,
  PublicMatchupsSchema,
  RuleShareCountersSchema,
  WeeklySummarySchema,
} from './documentSchemas/publicDocs.ts';
import type { CardStatsRowSchema, RuleStatsDocumentSchema } from './documentSchemas/ruleStatsDocs.ts';

export type { Interval } from './documentSchemas/common.ts';

export type RecentEventItem = z.infer<typeof RecentEventItemSchema>;
export type PublicHome = z.infer<typeof PublicHomeSchema>;
export type PublicEvents = z.infer<typeof PublicEventsSchema>;
export type EventListItem = PublicEvents['items'][number];
export type PublicEventDetail = z.infer<typeof PublicEventDetailSchema>;
export type WeekInfo = z.infer<typeof WeekInfoSchema>;
export type WeeklyEntry = z.infer<typeof WeeklyEntrySchema>;
export type PublicDecks = z.infer<typeof PublicDecksSchema>;
export type AdoptionCategory = z.infer<typeof AdoptionCategorySchema>;
export type CopyHistogram = z.infer<typeof CopyHistogramSchema>;
export type ConsensusCard = z.infer<typeof ConsensusCardSchema>;
export type ConsensusList = z.infer<typeof ConsensusListSchema>;
export type ConsensusCopies = z.infer<typeof ConsensusCopiesSchema>;
export type CardAdoptionItem = z.infer<typeof CardAdoptionItemSchema>;
export type DeckListItem = z.infer<typeof DeckListItemSchema>;
export type PokemonStats = z.infer<typeof PokemonStatsSchema>;
export type MatchupOpponent = z.infer<typeof MatchupOpponentSchema>;
export type DeckTypeDetail = z.infer<typeof DeckTypeDetailSchema>;
export type DeckConsensus = z.infer<typeof DeckConsensusSchema>;
export type VariantDetail = z.infer<typeof VariantDetailSchema>;
export type PublicMatchups = z.infer<typeof PublicMatchupsSchema>;
export type DeckDetail = z.infer<typeof DeckDetailSchema>;
export type DeckJobNotice = z.infer<typeof DeckJobNoticeSchema>;
export type WeeklySummary = z.infer<typeof WeeklySummarySchema>;
export type RuleShareCounters = z.infer<typeof RuleShareCountersSchema>;
export type CardStatsRow = z.infer<typeof CardStatsRowSchema>;
export type RuleStatsDocument = z.infer<typeof RuleStatsDocumentSchema>;
