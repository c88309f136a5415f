// One deck's page document (`public_deck_details/{deckId}`) and the fetching notice of a deck
// that has none yet (`deck_jobs/{deckId}`).
import { z } from 'zod';
import { DECK_JOB_STATUSES } from '../deckJobStatus.ts';
import { AttackSchema, DeckPlacementSchema, OptionalTime } from './common.ts';

export const DeckDetailSchema = z.strictObject({
  id: z.string(),
  name: z.string().nullable(),
  cardsTotal: z.number(),
  createdAt: OptionalTime,
  updatedAt: OptionalTime,
  classificationUpdatedAt: OptionalTime,
  countsByType: z.strictObject({
    pokemon: z.number(),
    trainer: z.number(),
    energy: z.number(),
    other: z.number(),
  }),
  topCards: z.array(z.strictObject({ name: z.string(), count: z.number() })),
  matchedRules: z.array(z.strictObject({ id: z.string(), name: z.string(), priority: z.number() })),
  cards: z.array(
    z.strictObject({
      key: z.string(),
      name: z.string(),
      normalizedName: z.string(),
      type: z.string(),
      detailType: z.string().nullable(),
      abilityName: z.string().nullable(),
      abilityText: z.string().nullable(),
      attacks: z.array(AttackSchema),
      count: z.number(),
      /** The card image (`card_pict`), when known (our addition; the page repeats it per copy). */
      pict: z.string().optional(),
    }),
  ),
  /** The events the deck placed in, newest first; only when it placed (our addition). */
  placements: z.array(DeckPlacementSchema).optional(),
});

/**
 * The fetch job of a deck that has no detail document yet: `deck_jobs/{deckId}` (spec public §2,
 * deck detail: a missing deck with a fetch job shows a fetching notice with the job status).
 */
export const DeckJobNoticeSchema = z.strictObject({
  id: z.string(),
  status: z.enum(DECK_JOB_STATUSES),
  updatedAt: OptionalTime,
});
