// The admin SPA's reads and writes (spec admin §7 "Document reads and writes") as callables:
// the browser never touches Firestore (docs/decisions.md "Callables only"). Each entry names its
// payload schema and result shape; functions/ implements them, the SPA calls them.
import { z } from 'zod';
import { isCurrentSinceDate } from '../currentSinceDate.ts';
import { ADMIN_FORM_MESSAGES } from '../messages.ts';
import { DeckIdPayload, EmptyPayload } from './jobCallables.ts';
import { addressableId, documentIdPayload, isRealTime, ruleIdPayload } from './payloadIds.ts';
import {
  CardListItemShape,
  CountsShape,
  DeckJobShape,
  DeckJobStatusShape,
  DeckListItemShape,
  DeckQueueStatusShape,
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
  RuleVersionShape,
  SettingsShape,
} from './shapes.ts';
import { PublicWindowShape, WindowKeyShape } from './windowShapes.ts';

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

/** Ours: a history page cursor that is not a version number above 1. */
const HISTORY_CURSOR_INVALID = '履歴のページ位置（before）が不正です';

/** Ours: the deck selection of classifyDecks. */
export const CLASSIFY_DECKS_LIMIT = 200;
export const CLASSIFY_DECKS_INVALID = `分類するデッキを1〜${CLASSIFY_DECKS_LIMIT}件選んでください`;

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
const currentSinceMessage = ADMIN_FORM_MESSAGES.currentSinceInvalid;
const requeueMessage = ADMIN_FORM_MESSAGES.requeueJobsInvalid;

/** The statuses the job table lists (done jobs are only counted). */
export const ListedJobStatusShape = z.enum(['pending', 'in_progress', 'error']);

/** A page cursor for lists ordered by a date, newest first: the last item's date and id. */
export const DateCursorShape = z.object({
  date: z.string({ error: CURSOR_INVALID }).refine(isRealTime, { error: CURSOR_INVALID }),
  id: documentIdPayload(CURSOR_INVALID),
});

/**
 * What one importEventResults call may carry (ours): the files' text, 10 MiB in all counted in
 * UTF-8 bytes (the 17,238-row results CSV of a City League season is 4 MB), and at most 200
 * files. Cloud Functions refuse a request body over 32 MB; the screen checks the same limits
 * before it sends anything.
 */
export const IMPORT_LIMITS = { bytes: 10 * 1024 * 1024, files: 200 } as const;

export const IMPORT_MESSAGES = {
  noFiles: 'ファイルを選択してください',
  tooManyFiles: `ファイルが多すぎます（${IMPORT_LIMITS.files} 件まで）`,
  tooLarge: `ファイルが大きすぎます（合計 ${IMPORT_LIMITS.bytes / 1024 / 1024} MB まで）。分けて取り込んでください`,
  eventIdInvalid: 'イベントIDは数字で指定してください',
} as const;

/** The UTF-8 length of a text, without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Files to import: each `{name, text}` (the name says the format and may hold the event id). */
export const ImportFilesPayload = z
  .array(z.object({ name: z.string().trim().min(1).max(300), text: z.string() }).strict(), {
    error: IMPORT_MESSAGES.noFiles,
  })
  .min(1, { error: IMPORT_MESSAGES.noFiles })
  .max(IMPORT_LIMITS.files, { error: IMPORT_MESSAGES.tooManyFiles })
  .refine((files) => files.reduce((sum, file) => sum + utf8Bytes(file.text), 0) <= IMPORT_LIMITS.bytes, {
    error: IMPORT_MESSAGES.tooLarge,
  });

export const dataCallables = {
  getAdminCounts: {
    timeoutSeconds: 60,
    runLog: false,
    payload: EmptyPayload,
    /**
     * Count queries, plus the last successful scheduled event sync (cron_status) and its last
     * failure when that came after it (`code`: the catalogue's, e.g. OFFICIAL_BROWSER_CHECK).
     */
    result: CountsShape.extend({
      lastEventSyncAt: IsoTime,
      lastEventSyncFailure: z
        .object({ at: z.string(), code: z.string().nullable(), message: z.string() })
        .nullable(),
    }),
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
      deckQueue: DeckQueueStatusShape,
    }),
  },
  listRules: {
    timeoutSeconds: 120,
    runLog: false,
    payload: EmptyPayload,
    /** Every rule, priority then id, with its deck count and weekly figures; `week` is the current week. */
    result: z.object({
      rules: z.array(RuleRowShape),
      totalMatchedDecks: z.number(),
      week: z.object({ key: z.string(), label: z.string() }).nullable(),
    }),
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
    payload: z
      .object({
        id: ruleId.optional(),
        rule: RuleDraftPayload,
        /** A restore from the history: the version whose earlier state `rule` is (kept in its entry). */
        restoredFrom: z.number().int().min(1).optional(),
      })
      .strict(),
    result: z.object({ rule: RuleShape, created: z.boolean() }),
  },
  listRuleHistory: {
    timeoutSeconds: 30,
    runLog: false,
    /**
     * The rule's changes, newest first, 50 a page: each save, toggle, restore and delete with the
     * version before and after it. A deleted rule's history stays readable under its id.
     * `before` (ours): the page of the versions numbered below it (the previous page's `nextBefore`).
     */
    payload: z
      .object({
        id: ruleId,
        before: z
          .number({ error: HISTORY_CURSOR_INVALID })
          .int({ error: HISTORY_CURSOR_INVALID })
          .min(2, { error: HISTORY_CURSOR_INVALID })
          .nullish(),
      })
      .strict(),
    result: z.object({
      ruleId: z.string(),
      total: z.number(),
      versions: z.array(RuleVersionShape),
      /** The `before` of the next (older) page; null when this page reached version 1. */
      nextBefore: z.number().nullable(),
    }),
  },
  checkRule: {
    timeoutSeconds: 60,
    runLog: false,
    /**
     * The save's check of an edited rule without saving it (the editor's JSON apply): every issue
     * a saveRule of the same payload would refuse with, none when it would pass.
     */
    payload: z.object({ id: ruleId.optional(), rule: RuleDraftPayload }).strict(),
    result: z.object({ issues: z.array(IssueShape) }),
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
  listEvents: {
    timeoutSeconds: 60,
    runLog: false,
    /** 50 events a page by event_date descending; `total`: every stored event (a count query). */
    payload: z.preprocess((v) => v ?? {}, z.object({ cursor: DateCursorShape.nullish() }).strict()),
    result: z.object({
      events: z.array(EventSummaryShape),
      nextCursor: DateCursorShape.nullable(),
      total: z.number(),
    }),
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
  getPublicWindow: {
    timeoutSeconds: 30,
    runLog: false,
    /**
     * Ours: a time window's published ranking (`public_windows/{window}`), the one the public / and
     * /decks show, for the dashboard's ranking and the rule list's share; null until an
     * aggregation has written it.
     */
    payload: z.object({ window: WindowKeyShape }).strict(),
    result: z.object({ window: PublicWindowShape.nullable() }),
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
        /** Ours: 現環境's start (`yyyy-mm-dd`), null for the sets' release dates; omitted: kept. */
        currentSince: z
          .string({ error: currentSinceMessage })
          .refine(isCurrentSinceDate, { error: currentSinceMessage })
          .nullable()
          .optional(),
      })
      .strict(),
    result: z.object({ settings: SettingsShape, auditId: z.string() }),
  },
  listDeckJobs: {
    timeoutSeconds: 60,
    runLog: false,
    /**
     * Nothing: the first page of every listed status. `status` and `cursor` (ours): the next page
     * of that status only, after the cursor (`nextRunAt` and job ID) the previous page returned.
     */
    payload: z.preprocess(
      (v) => v ?? {},
      z.object({ status: ListedJobStatusShape.optional(), cursor: DateCursorShape.nullish() }).strict(),
    ),
    /**
     * Up to 200 pending, in_progress and error jobs each, ordered pending, in_progress, error,
     * then nextRunAt ascending, then priority descending (a page is cut by nextRunAt and job ID);
     * a count per status; and per status listed in
     * this answer the cursor of its next page, null when the page was its last.
     */
    result: z.object({
      jobs: z.array(DeckJobShape),
      counts: z.record(DeckJobStatusShape, z.number()),
      more: z.partialRecord(ListedJobStatusShape, DateCursorShape.nullable()),
    }),
  },
  requeueDeckJobs: {
    timeoutSeconds: 120,
    runLog: true,
    /** Ours: failed jobs chosen in the table, back to pending and due now. */
    payload: z
      .object({
        jobIds: z
          .array(documentIdPayload(requeueMessage), { error: requeueMessage })
          .min(1, { error: requeueMessage })
          .max(200, { error: requeueMessage }),
      })
      .strict(),
    /** `requeued`: the jobs put back; `skipped`: the ones that were not failed (or not found). */
    result: z.object({ requeued: z.array(z.string()), skipped: z.array(z.string()) }),
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
  importEventResults: {
    timeoutSeconds: 540,
    runLog: false,
    /**
     * `tcg events import` from the back office: saved event_result_detail_search answers
     * (.json) and results CSVs (.csv), checked with the CLI's code. `dryRun`: count what the
     * files hold and what would be written, write nothing (the screen's preview).
     */
    payload: z
      .object({
        files: ImportFilesPayload,
        eventId: z.string().trim().regex(/^\d+$/, { error: IMPORT_MESSAGES.eventIdInvalid }).optional(),
        dryRun: z.boolean().optional(),
      })
      .strict(),
    result: z.object({
      files: z.number(),
      events: z.number(),
      results: z.number(),
      decks: z.number(),
      created: z.number(),
      updated: z.number(),
      skipped: z.number(),
      jobsEnqueued: z.number(),
      dryRun: z.boolean(),
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
  getDeployStatus: {
    timeoutSeconds: 30,
    runLog: false,
    payload: EmptyPayload,
    /**
     * Whether triggerHostingDeploy can start the workflow: `missing` names the settings it lacks
     * (DEPLOY_REPOSITORY as owner/name, the DEPLOY_GITHUB_TOKEN secret). The admin disables the
     * deploy buttons with the reason.
     */
    result: z.object({
      configured: z.boolean(),
      missing: z.array(z.enum(['repository', 'token'])),
    }),
  },
  runDeckQueue: {
    timeoutSeconds: 540,
    /** The run logs itself as scheduledDeckJobs, like the scheduled runs. */
    runLog: false,
    payload: EmptyPayload,
    /** One run of the deck queue now, as the schedule runs it (functions/src/jobs/deckQueue.ts). */
    result: z.object({
      leased: z.number(),
      fetched: z.number(),
      alreadyStored: z.number(),
      retried: z.number(),
      failed: z.number(),
      released: z.number(),
      left: z.number(),
      stoppedBy: z.enum(['empty', 'batch', 'budget']),
    }),
  },
} as const;
