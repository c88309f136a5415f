// The deck-type page document (`public/decks/types/{ruleId}`) and the sub-rule page document
// (`public/decks/variants/{ruleId}__{variantId}`).
import { z } from 'zod';
import { ConditionSchema } from '../rules/ruleSchema.ts';
import {
  ConsensusCopiesSchema,
  ConsensusListSchema,
  DeckListSchema,
  IntervalSchema,
  MatchupOpponentSchema,
  PokemonStatsSchema,
  VariantSharesSchema,
  WeeklyEntrySchema,
} from './common.ts';
import { CardStatsRowSchema, MatchingDeckIdsSchema } from './ruleStatsDocs.ts';

const CardStatsCountSchema = z.strictObject({ cardStatsCount: z.number() });

export const DeckTypeDetailSchema = z.strictObject({
  rule: z.strictObject({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    matchedDecks: z.number(),
    totalDecks: z.number(),
    share: z.number(),
    shareInterval: IntervalSchema,
    conditions: z.array(z.strictObject(ConditionSchema.shape)),
  }),
  summary: z.strictObject({
    matchedDecks: z.number(),
    totalDecks: z.number(),
    share: z.number(),
    shareInterval: IntervalSchema.optional(),
  }),
  stats: PokemonStatsSchema.extend({
    variants: z.array(
      VariantSharesSchema.extend({
        id: z.string(),
        name: z.string(),
        priority: z.number(),
        abilityRatio: z.number(),
      }),
    ),
    weekly: z.array(WeeklyEntrySchema),
  }),
  decks: DeckListSchema,
  /** The type's consensus list with each card's adoption rate (the deck-type page shows it). */
  consensus: ConsensusListSchema,
  meta: CardStatsCountSchema,
  /** Spec admin §3: the most adopted cards (the rule statistics' first card_stats rows). */
  top: z.array(CardStatsRowSchema).optional(),
  /** Spec admin §3: the newest matching deck ids (up to `limit`) and their total. */
  matchingDecks: MatchingDeckIdsSchema.optional(),
  matchups: z
    .strictObject({
      wins: z.number(),
      losses: z.number(),
      winRate: z.number().nullable(),
      /** Our additions: games, the win rate's Wilson 95% interval, and the thin-sample flag. */
      games: z.number().optional(),
      winRateInterval: IntervalSchema.nullable().optional(),
      thin: z.boolean().optional(),
      opponents: z.array(MatchupOpponentSchema),
    })
    .nullable(),
  updatedAt: z.string(),
});

export const VariantDetailSchema = z.strictObject({
  rule: z.strictObject({ id: z.string(), name: z.string(), matchedDecks: z.number() }),
  variant: z.strictObject({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    priority: z.number(),
  }),
  summary: VariantSharesSchema,
  stats: PokemonStatsSchema,
  decks: DeckListSchema,
  meta: CardStatsCountSchema,
  updatedAt: z.string(),
});

/**
 * `public/decks/consensus/{ruleId}`: a deck type's consensus list (the "standard 60") as the deck
 * pages compare each deck with it: its cards and copies in deck-list order (category, then name),
 * on its own so that they depend on nothing else of the type's statistics (the adoption rates and
 * order are in the deck-type document): a new deck or a narrowed rule re-renders only the deck
 * pages whose list changed.
 */
export const DeckConsensusSchema = z.strictObject({
  rule: z.strictObject({ id: z.string(), name: z.string() }),
  consensus: ConsensusCopiesSchema,
});
