// The decks' callables: the unmatched decks and their classification, a rule's decks, and the
// admin deck detail with its prize events.
import { z } from 'zod';
import { DateCursorShape } from './dateCursor.ts';
import { DeckIdPayload, EmptyPayload } from './jobCallables.ts';
import { documentIdPayload, ruleIdPayload } from './payloadIds.ts';
import { DeckJobShape, DeckListItemShape, DeckShape, PrizeEventShape } from './shapes.ts';

const ruleId = ruleIdPayload;

/** Ours: the deck selection of classifyDecks. */
export const CLASSIFY_DECKS_LIMIT = 200;
export const CLASSIFY_DECKS_INVALID = `分類するデッキを1〜${CLASSIFY_DECKS_LIMIT}件選んでください`;

export const deckCallables = {
  listUnmatchedDecks: {
    timeoutSeconds: 60,
    runLog: false,
    payload: EmptyPayload,
    /** Up to 100 decks with empty rule_matches, newest first. */
    result: z.object({ decks: z.array(DeckListItemShape) }),
  },
  countUnmatchedDecks: {
    timeoutSeconds: 60,
    runLog: false,
    payload: EmptyPayload,
    result: z.object({ count: z.number() }),
  },
  listRuleDecks: {
    timeoutSeconds: 60,
    runLog: false,
    /**
     * Decks whose rule_matches contains the rule, 200 a page (the callable page size), newest
     * first by created_at then id; `total`: how many decks the rule matches (a count query).
     */
    payload: z.object({ ruleId, cursor: DateCursorShape.nullish() }).strict(),
    result: z.object({
      decks: z.array(DeckListItemShape),
      nextCursor: DateCursorShape.nullable(),
      total: z.number(),
    }),
  },
  classifyDecks: {
    timeoutSeconds: 300,
    runLog: true,
    /**
     * Ours: the unmatched decks chosen in the table classified now with every valid rule (the
     * runDeckClassification of those decks only); each changed deck is written back as a whole
     * run writes it.
     */
    payload: z
      .object({
        deckIds: z
          .array(documentIdPayload(CLASSIFY_DECKS_INVALID), { error: CLASSIFY_DECKS_INVALID })
          .min(1, { error: CLASSIFY_DECKS_INVALID })
          .max(CLASSIFY_DECKS_LIMIT, { error: CLASSIFY_DECKS_INVALID }),
      })
      .strict(),
    /**
     * `matched`: the decks that now match at least one rule; `unmatched`: still none; `updated`:
     * decks written; `missing`: ids with no deck.
     */
    result: z.object({
      matched: z.array(z.string()),
      unmatched: z.array(z.string()),
      updated: z.number(),
      missing: z.array(z.string()),
    }),
  },
  getDeck: {
    timeoutSeconds: 60,
    runLog: false,
    /**
     * The deck (null when missing) with its fetch job (null when none) and the prize events among
     * the 200 latest events; older ones page through listDeckPrizeEvents.
     */
    payload: z.object({ deckId: DeckIdPayload }).strict(),
    result: z.object({
      deck: DeckShape.nullable(),
      job: DeckJobShape.nullable(),
      prizeEvents: z.array(PrizeEventShape),
      nextCursor: DateCursorShape.nullable(),
    }),
  },
  listDeckPrizeEvents: {
    timeoutSeconds: 60,
    runLog: false,
    /** Scans the next 50 events (event_date descending) after the cursor for the deck's placings. */
    payload: z.object({ deckId: DeckIdPayload, cursor: DateCursorShape }).strict(),
    result: z.object({ prizeEvents: z.array(PrizeEventShape), nextCursor: DateCursorShape.nullable() }),
  },
} as const;
