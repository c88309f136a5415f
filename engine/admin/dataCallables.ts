// The admin SPA's reads and writes (spec admin §7 "Document reads and writes") as callables:
// the browser never touches Firestore (docs/decisions.md "Callables only"). Each entry names its
// payload schema and result shape; functions/ implements them, the SPA calls them.
import { z } from 'zod';
import { ADMIN_FORM_MESSAGES } from '../messages.ts';
import { DeckIdPayload, EmptyPayload } from './jobCallables.ts';
import { addressableId, documentIdPayload, isRealTime, ruleIdPayload } from './payloadIds.ts';
import {
  CardListItemShape,
  CountsShape,
  DeckJobShape,
  DeckJobStatusShape,
  DeckListItemShape,
  DeckShape,
  EventShape,
  EventSummaryShape,
  FunctionRunShape,
  IsoTime,
  IssueShape,
  PrizeEventShape,
  PublicEventDetailShape,
  PublicEventListShape,
  RuleRankingRowShape,
  RuleRowShape,
  RuleShape,
  SettingsShape,
} from './shapes.ts';

/** The collections `exportCollection` can read whole (the snapshot's collections). */
export const EXPORTABLE_COLLECTIONS = [
  'cards',
  'decks',
  'events',
  'deck_rules',
  'deck_jobs',
  'settings',
] as const;

/** The public documents whose `updatedAt` the aggregation manager shows. */
export const PUBLIC_DOC_PATHS = ['public/home', 'public/events', 'public/decks', 'public/matchups'] as const;

/** Ours: a page cursor that is not the `{date, id}` a previous page returned. */
const CURSOR_INVALID = 'ページ位置（cursor）が不正です';

const ruleId = ruleIdPayload;

/**
 * A rule as the editor sends it: any object; `validateRule` checks it with the spec's messages
 * (name required, conditions, patterns, min/max) and the callable answers invalid-argument.
 */
const RuleDraftPayload = z.record(z.string(), z.unknown());

const eventId = z
  .string({ error: 'イベントIDが指定されていません' })
  .trim()
  .min(1, { error: 'イベントIDが指定されていません' })
  .refine(addressableId, { error: 'イベントIDが不正です' });

const eventOffsetMessage = ADMIN_FORM_MESSAGES.eventOffsetInvalid;

/** A page cursor for lists ordered by a date, newest first: the last item's date and id. */
export const DateCursorShape = z.object({
  date: z.string({ error: CURSOR_INVALID }).refine(isRealTime, { error: CURSOR_INVALID }),
  id: documentIdPayload(CURSOR_INVALID),
});

export const dataCallables = {
  getAdminCounts: {
    timeoutSeconds: 60,
    runLog: false,
    payload: EmptyPayload,
    /** Count queries, plus the last successful scheduled event sync (cron_status). */
    result: CountsShape.extend({ lastEventSyncAt: IsoTime }),
  },
  getDashboard: {
    timeoutSeconds: 60,
    runLog: false,
    payload: EmptyPayload,
    result: z.object({
      recentCards: z.array(CardListItemShape),
      recentEvents: z.array(EventSummaryShape),
      recentDecks: z.array(DeckListItemShape),
      /** Top 10 by all-time deck count; `week` is the current week (Friday start, JST). */
      ruleRanking: z.object({
        week: z.object({ key: z.string(), label: z.string() }).nullable(),
        rules: z.array(RuleRankingRowShape),
      }),
    }),
  },
  listRules: {
    timeoutSeconds: 120,
    runLog: false,
    payload: EmptyPayload,
    /** Every rule, priority then id, with its deck count. */
    result: z.object({ rules: z.array(RuleRowShape), totalMatchedDecks: z.number() }),
  },
  getRule: {
    timeoutSeconds: 30,
    runLog: false,
    payload: z.object({ id: ruleId }).strict(),
    /** not-found: 指定のルールが見つかりません */
    result: z.object({ rule: RuleShape, issues: z.array(IssueShape) }),
  },
  saveRule: {
    timeoutSeconds: 30,
    runLog: false,
    /**
     * `id` absent: a new rule, stored under its name (already-exists when taken). `id` given:
     * that rule is replaced (its statistics fields are kept). Records the caller's uid and e-mail.
     */
    payload: z.object({ id: ruleId.optional(), rule: RuleDraftPayload }).strict(),
    result: z.object({ rule: RuleShape, created: z.boolean() }),
  },
  setRuleEnabled: {
    timeoutSeconds: 30,
    runLog: false,
    /** not-found: 対象のルールが見つかりません */
    payload: z.object({ id: ruleId, enabled: z.boolean() }).strict(),
    result: z.object({ rule: RuleShape }),
  },
  deleteRule: {
    timeoutSeconds: 60,
    runLog: false,
    payload: z.object({ id: ruleId }).strict(),
    /** Deletes deck_rules/{id} and its card_stats rows. */
    result: z.object({ id: z.string(), deleted: z.boolean(), cardStatsDeleted: z.number() }),
  },
  previewRuleChange: {
    timeoutSeconds: 540,
    runLog: false,
    /**
     * Classifies every deck with the rule set as it would be after saving `rule` (under `id`, or
     * as a new rule), writing nothing. Twin of `tcg rules diff`.
     */
    payload: z
      .object({
        id: ruleId.optional(),
        rule: RuleDraftPayload,
        sampleLimit: z.number().int().min(0).max(200).default(20),
      })
      .strict(),
    result: z.object({
      ruleId: z.string(),
      checked: z.number(),
      /** Decks the rule matches before / after the change. */
      matchedBefore: z.number(),
      matchedAfter: z.number(),
      /** Decks that would gain / lose the rule, with up to sampleLimit ids each (code-unit order). */
      gained: z.object({ total: z.number(), ids: z.array(z.string()) }),
      lost: z.object({ total: z.number(), ids: z.array(z.string()) }),
      /** Decks whose primary (first) rule would change. */
      primaryChanged: z.object({ total: z.number(), ids: z.array(z.string()) }),
      /**
       * Where the decks that gain or lose the rule move: primary rule before → after, null when
       * unclassified, most first. The whole result is engine/rules/ruleImpact.ts's RuleImpact.
       */
      moves: z.array(z.object({ from: z.string().nullable(), to: z.string().nullable(), count: z.number() })),
    }),
  },
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
    /** Decks whose rule_matches contains the rule, 20 a page, newest first. */
    payload: z.object({ ruleId, cursor: DateCursorShape.nullish() }).strict(),
    result: z.object({ decks: z.array(DeckListItemShape), nextCursor: DateCursorShape.nullable() }),
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
  listEvents: {
    timeoutSeconds: 60,
    runLog: false,
    /** 50 events a page by event_date descending. */
    payload: z.preprocess((v) => v ?? {}, z.object({ cursor: DateCursorShape.nullish() }).strict()),
    result: z.object({ events: z.array(EventSummaryShape), nextCursor: DateCursorShape.nullable() }),
  },
  getEvent: {
    timeoutSeconds: 30,
    runLog: false,
    /** not-found: イベントが見つかりませんでした */
    payload: z.object({ eventId }).strict(),
    result: z.object({ event: EventShape }),
  },
  getPublicEvents: {
    timeoutSeconds: 30,
    runLog: false,
    payload: EmptyPayload,
    /**
     * The event pages' public view mode (spec admin §2): the published list `public/events`, as
     * the public /events page shows it; null until an aggregation has written it.
     */
    result: z.object({ list: PublicEventListShape.nullable() }),
  },
  getPublicEvent: {
    timeoutSeconds: 30,
    runLog: false,
    /** The published `public_events/{id}`; not-found: イベントが見つかりませんでした */
    payload: z.object({ eventId }).strict(),
    result: z.object({ event: PublicEventDetailShape }),
  },
  getSettings: {
    timeoutSeconds: 30,
    runLog: false,
    payload: EmptyPayload,
    result: z.object({ settings: SettingsShape.nullable() }),
  },
  saveSettings: {
    timeoutSeconds: 30,
    runLog: false,
    /** Writes settings/current and a settings_audit entry in one transaction. */
    payload: z
      .object({
        eventOffset: z
          .number({ error: eventOffsetMessage })
          .int({ error: eventOffsetMessage })
          .min(0, { error: eventOffsetMessage })
          .max(10000, { error: eventOffsetMessage }),
      })
      .strict(),
    result: z.object({ settings: SettingsShape, auditId: z.string() }),
  },
  listDeckJobs: {
    timeoutSeconds: 60,
    runLog: false,
    payload: EmptyPayload,
    /**
     * Up to 200 pending, in_progress and error jobs each, ordered pending, in_progress, error,
     * then nextRunAt ascending, then priority descending; and a count per status.
     */
    result: z.object({
      jobs: z.array(DeckJobShape),
      counts: z.record(DeckJobStatusShape, z.number()),
    }),
  },
  listFunctionRuns: {
    timeoutSeconds: 30,
    runLog: false,
    payload: EmptyPayload,
    result: z.object({ runs: z.array(FunctionRunShape) }),
  },
  getPublicDocStatus: {
    timeoutSeconds: 30,
    runLog: false,
    payload: EmptyPayload,
    /** The four public documents' existence and updatedAt (nothing else is read). */
    result: z.object({
      docs: z.array(z.object({ path: z.enum(PUBLIC_DOC_PATHS), exists: z.boolean(), updatedAt: IsoTime })),
    }),
  },
  exportCollection: {
    timeoutSeconds: 300,
    runLog: false,
    /**
     * One page of a whole-collection export, by document id (code-unit order); the SPA pages
     * until `nextAfter` is null and downloads the documents as one JSON file. Timestamps as ISO.
     */
    payload: z
      .object({
        collection: z.enum(EXPORTABLE_COLLECTIONS),
        /** The id of the last document of the previous page. */
        after: documentIdPayload('after にはドキュメントIDを指定してください').nullish(),
        limit: z.number().int().min(1).max(5000).default(1000),
      })
      .strict(),
    result: z.object({
      collection: z.enum(EXPORTABLE_COLLECTIONS),
      documents: z.array(z.record(z.string(), z.unknown())),
      nextAfter: z.string().nullable(),
    }),
  },
} as const;
