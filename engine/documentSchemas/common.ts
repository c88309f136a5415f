// The parts several documents share (intervals, weekly entries, deck list items, card adoption,
// Pokémon statistics, matchup opponents). Schemas have no transforms or defaults: a value that
// parses already has the inferred type, so readers may keep the value as it was read.
import { z } from 'zod';
import { ADOPTION_CATEGORIES } from '../cardKinds.ts';
import { DECK_TYPE_HP_BANDS } from '../hpBands.ts';

/** A Wilson 95% score interval for a proportion, as [low, high] fractions. */
export const IntervalSchema = z.tuple([z.number(), z.number()]);
export type Interval = z.infer<typeof IntervalSchema>;

/** An ISO timestamp, or null when unknown. */
export const OptionalTime = z.string().nullable();

export const RecentEventItemSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  shop: z.string(),
  eventDate: OptionalTime,
  createdAt: OptionalTime,
  resultsCount: z.number(),
});

export const WeekInfoSchema = z.strictObject({
  key: z.string(),
  label: z.string(),
  start: z.string(),
  end: z.string(),
  totalDecks: z.number(),
  matchedDecks: z.number(),
});

export const WeeklyEntrySchema = z.strictObject({
  key: z.string(),
  label: z.string(),
  start: z.string(),
  end: z.string(),
  count: z.number(),
  share: z.number(),
  /** Wilson 95% interval of `share` (count out of the week's matched decks). */
  shareInterval: IntervalSchema.optional(),
  /** This week's share minus the previous week's; null for the first week. */
  delta: z.number().nullable(),
  totalDecks: z.number(),
  matchedDecks: z.number(),
});

export const AdoptionCategorySchema = z.enum(ADOPTION_CATEGORIES);

/**
 * How many of a group's decks play a card at 1, 2, 3, 4, or 5 or more copies (our addition; decks
 * without the card are in none). Pages show each as a share of the group's decks.
 */
export const CopyHistogramSchema = z.strictObject({
  '1': z.number(),
  '2': z.number(),
  '3': z.number(),
  '4': z.number(),
  '5+': z.number(),
});

export const AttackSchema = z.strictObject({
  name: z.string(),
  text: z.string(),
  damage: z.string(),
  energy: z.string(),
});

/** One card of a deck type's consensus list (the "standard 60"). */
export const ConsensusCardSchema = z.strictObject({
  /** The normalized name, as in card adoption. */
  id: z.string(),
  name: z.string(),
  category: AdoptionCategorySchema,
  /** The copies the list plays: the card's most common copy count (cut at 60 in all). */
  copies: z.number(),
  adoptionRate: z.number(),
  adoptionRateInterval: IntervalSchema,
  /** The card image (`card_pict`), when known (our addition: the list's image mode). */
  pict: z.string().optional(),
});

/**
 * The "standard 60" of a group (our addition): in adoption order, each card at its most common
 * copy count, until the list holds 60 cards; the cards in at least half of the decks come first.
 */
export const ConsensusListSchema = z.strictObject({
  cards: z.array(ConsensusCardSchema),
  /** Copies in the list: 60, or fewer when the group's cards do not add up to 60. */
  total: z.number(),
});

/**
 * The consensus list as the deck pages compare with it: the cards and copies without the rates,
 * which move with every deck of the type (the list itself changes far less often).
 */
export const ConsensusCopiesSchema = z.strictObject({
  cards: z.array(ConsensusCardSchema.pick({ id: true, name: true, category: true, copies: true })),
  total: z.number(),
});

export const CardAdoptionItemSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  adoptionRate: z.number(),
  avgCopiesOverall: z.number(),
  includedDecks: z.number(),
  avgCopiesIncluding: z.number(),
  totalDecks: z.number(),
  /** Wilson 95% interval of `adoptionRate` (included decks out of the group's decks). */
  adoptionRateInterval: IntervalSchema.optional(),
  abilityName: z.string().nullable(),
  abilityText: z.string().nullable(),
  attacks: z.array(AttackSchema),
  deckIds: z.array(z.string()),
  copies: CopyHistogramSchema.optional(),
});

/** An event a deck placed in: the event, the deck's rank and the event's date. */
export const DeckPlacementSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  eventDate: OptionalTime,
  rank: z.number().nullable(),
});

export const DeckListItemSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  primaryRuleId: z.string().nullable(),
  primaryRuleName: z.string().nullable(),
  ruleNames: z.array(z.string()),
  createdAt: OptionalTime,
  updatedAt: OptionalTime,
  events: z.array(DeckPlacementSchema),
});

/** A group's newest decks, cut at the page's limit. */
export const DeckListSchema = z.strictObject({
  items: z.array(DeckListItemSchema),
  limited: z.boolean(),
  total: z.number(),
});

export const PokemonStatsSchema = z.strictObject({
  /** Average copies per deck of each adoption category. */
  cardTypeAverages: z.partialRecord(AdoptionCategorySchema, z.number()),
  evolutionRatio: z.strictObject({
    basic: z.number(),
    stage1: z.number(),
    stage2: z.number(),
    other: z.number(),
  }),
  hpRatios: z.record(z.enum(DECK_TYPE_HP_BANDS), z.number()),
  abilityRatio: z.number(),
  cardAdoption: z.record(AdoptionCategorySchema, z.array(CardAdoptionItemSchema)),
});

export const MatchupOpponentSchema = z.strictObject({
  ruleId: z.string(),
  ruleName: z.string(),
  wins: z.number(),
  losses: z.number(),
  winRate: z.number().nullable(),
  winRateInterval: IntervalSchema.nullable(),
  /** Fewer games than the minimum sample: pages grey the cell out. */
  thin: z.boolean(),
});

/** Shares of a sub-rule: within its rule and among all matched decks. */
export const VariantSharesSchema = z.strictObject({
  matchedDecks: z.number(),
  shareWithinRule: z.number(),
  shareOverall: z.number(),
  shareWithinRuleInterval: IntervalSchema.optional(),
  shareOverallInterval: IntervalSchema.optional(),
});
