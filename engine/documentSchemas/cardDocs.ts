// The card documents: one list per time window (`public_card_windows/{window}`, the /cards page)
// and one document per card seen in 全期間 (`public_cards/{cardId}`, the /cards/{card} page).
// Adoption is over every deck of the window (classified or not): a card is played whatever type.
import { z } from 'zod';
import { WINDOW_KEYS } from '../windows.ts';
import { AdoptionCategorySchema, CopyHistogramSchema, OptionalTime } from './common.ts';

/** A deck type that plays the card: its decks playing it, out of its decks in the window. */
const CardTypeShareSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** The type's decks that play the card. */
  includedDecks: z.number(),
  /** includedDecks / the type's decks in the window. */
  adoption: z.number(),
});

export const CardWindowRowSchema = z.strictObject({
  /** engine/ids.ts cardIdOf: the page /cards/{id} and the document public_cards/{id}. */
  id: z.string(),
  name: z.string(),
  kind: AdoptionCategorySchema,
  /** Decks of the window that play the card, and their share of the window's decks. */
  includedDecks: z.number(),
  adoption: z.number(),
  /** Copies per deck that plays it. */
  avgCopies: z.number(),
  /** The deck types that play it in the most decks (at most 3). */
  types: z.array(CardTypeShareSchema),
});

export const PublicCardWindowSchema = z.strictObject({
  key: z.enum(WINDOW_KEYS),
  label: z.string(),
  start: OptionalTime,
  end: OptionalTime,
  totalDecks: z.number(),
  /** Every card played in the window, most decks first (ties: name in code-unit order). */
  rows: z.array(CardWindowRowSchema),
  updatedAt: z.string(),
});

const CardTypeRowSchema = CardTypeShareSchema.extend({
  /** The type's decks (全期間). */
  typeDecks: z.number(),
  avgCopies: z.number(),
  copies: CopyHistogramSchema,
});

const CardWeekSchema = z.strictObject({
  key: z.string(),
  label: z.string(),
  totalDecks: z.number(),
  includedDecks: z.number(),
  adoption: z.number(),
});

const CardPlacedDeckSchema = z.strictObject({
  deckId: z.string(),
  copies: z.number(),
  /** The deck's primary type, null when unclassified or not public. */
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  /** The events it placed in, newest first. */
  events: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      eventDate: OptionalTime,
      rank: z.number().nullable(),
    }),
  ),
});

export const PublicCardSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  kind: AdoptionCategorySchema,
  /** The official card image (a path on the official site, or a URL), when known. */
  pict: z.string().nullable(),
  /** 全期間: every deck, those that play the card, and copies per deck that plays it. */
  totalDecks: z.number(),
  includedDecks: z.number(),
  adoption: z.number(),
  avgCopies: z.number(),
  /** Every public deck type that plays it, most decks first. */
  types: z.array(CardTypeRowSchema),
  /** Every week from the first to the last with decks, oldest first. */
  weekly: z.array(CardWeekSchema),
  /** The newest decks cited by event results (入賞) that play it, and how many there are in all. */
  placedDecks: z.strictObject({ items: z.array(CardPlacedDeckSchema), total: z.number() }),
  updatedAt: z.string(),
});
