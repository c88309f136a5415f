// Shapes the admin callables return, shared by functions/ and the admin SPA. Field names follow
// the spec's data model (snake_case for decks, cards and events; camelCase for settings, jobs,
// rules' audit fields and run logs, as the spec spells them); timestamps are ISO 8601 strings.
import { z } from 'zod';
import { DECK_JOB_STATUSES } from '../deckJobStatus.ts';
import { PublicEventDetailSchema, PublicEventsSchema } from '../documentSchemas/publicDocs.ts';
import { ConditionSchema, RuleSchema, VariantSchema } from '../rules/ruleSchema.ts';
import { RuleWeeklyShape } from './ruleWeekly.ts';

/** A timestamp as ISO 8601 text, or null when the document has none. */
export const IsoTime = z.string().nullable();

/**
 * The spec's per-issue validation report (`variants[0].conditions[1].pattern` + message), with the
 * technical detail (the regular-expression engine's English) the screens keep behind 詳細.
 */
export const IssueShape = z.object({ path: z.string(), message: z.string(), detail: z.string().optional() });
export type Issue = z.infer<typeof IssueShape>;

/** The rule shape is the engine's (engine/rules/ruleSchema.ts); the callables add audit fields. */
export const ConditionShape = ConditionSchema;

export const ConditionDetailShape = ConditionShape.extend({ count: z.number(), inRange: z.boolean() });

export const VariantShape = VariantSchema;

/** A rule as the editor edits it (spec admin §3 Rule, without the statistics fields). */
export const RuleShape = RuleSchema.extend({
  updatedAt: IsoTime,
  updatedBy: z.string().nullable(),
  updatedByEmail: z.string().nullable(),
});
export type AdminRule = z.infer<typeof RuleShape>;

/** A rule's definition as its history keeps it (the editor's fields, without id and audit fields). */
export const RuleDefinitionShape = RuleShape.pick({
  name: true,
  enabled: true,
  priority: true,
  description: true,
  conditions: true,
  variants: true,
});
export type RuleDefinition = z.infer<typeof RuleDefinitionShape>;

export const RULE_VERSION_ACTIONS = ['create', 'save', 'toggle', 'restore', 'delete'] as const;
export type RuleVersionAction = (typeof RULE_VERSION_ACTIONS)[number];

/**
 * One change of a rule (rule_history/{ruleId}/versions/{n}): the version it replaced (`before`,
 * null for a create) and the one it wrote (`after`, null for a delete), who and when.
 */
export const RuleVersionShape = z.object({
  n: z.number(),
  action: z.enum(RULE_VERSION_ACTIONS),
  at: IsoTime,
  by: z.string().nullable(),
  byEmail: z.string().nullable(),
  /** The definition fields that differ between before and after. */
  changed: z.array(z.string()),
  before: RuleDefinitionShape.nullable(),
  after: RuleDefinitionShape.nullable(),
  /** A restore: the version whose `before` it brought back. */
  restoredFrom: z.number().nullable(),
});
export type RuleVersion = z.infer<typeof RuleVersionShape>;

/** One row of the rule table (spec admin §2 Rule list). */
export const RuleRowShape = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  priority: z.number(),
  description: z.string(),
  variantCount: z.number(),
  /** The rule's sub-rules (variants), in its own order: the rule list shows them under it. */
  subRules: z.array(z.object({ id: z.string(), name: z.string(), priority: z.number() })),
  /** Decks whose rule_matches contains the rule (a count query); null when the count failed. */
  deckCount: z.number().nullable(),
  /** deckCount / decks with at least one match, 0..1; null when either is unknown. */
  share: z.number().nullable(),
  /** The stored rule fails validation (the editor shows why). */
  valid: z.boolean(),
  /** The published documents hold the rule's page (`public/decks/types/{id}`): /decks/{id} exists. */
  publicPage: z.boolean(),
  /** This week's and last week's figures (engine/admin/ruleWeekly.ts, the public /decks definitions). */
  weekly: RuleWeeklyShape,
});
export type RuleRow = z.infer<typeof RuleRowShape>;

export const MatchDetailShape = z.object({
  id: z.string(),
  name: z.string(),
  priority: z.number(),
  variants: z.array(z.string()),
});

export const DeckCardShape = z.object({
  name: z.string(),
  normalized_name: z.string().nullable(),
  type: z.string().nullable(),
  count: z.number(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

/** A deck in lists (dashboard, unmatched): no card list, only what a grid card shows. */
export const DeckListItemShape = z.object({
  id: z.string(),
  cards_count: z.number(),
  created_at: IsoTime,
  updated_at: IsoTime,
  classification_updated_at: IsoTime,
  rule_matches: z.array(z.string()),
  /** Matched rule names, in rule_matches order (the dashboard shows names). */
  rule_names: z.array(z.string()),
});
export type DeckListItem = z.infer<typeof DeckListItemShape>;

export const DeckShape = DeckListItemShape.extend({
  name: z.string().nullable(),
  cards: z.array(DeckCardShape),
  rule_matches_detail: z.array(MatchDetailShape),
});
export type AdminDeck = z.infer<typeof DeckShape>;

export const CardListItemShape = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  image_url: z.string().nullable(),
  updated_at: IsoTime,
});

export const EventResultShape = z.object({
  rank: z.union([z.number(), z.string()]).nullable(),
  player_name: z.string().nullable(),
  deck_name: z.string().nullable(),
  deck_type: z.string().nullable(),
  deck_id: z.string().nullable(),
  note: z.string().nullable(),
});

export const EventSummaryShape = z.object({
  id: z.string(),
  event_title: z.string().nullable(),
  shop_name: z.string().nullable(),
  event_date: IsoTime,
  created_at: IsoTime,
  result_count: z.number(),
});
export type EventSummary = z.infer<typeof EventSummaryShape>;

export const EventShape = EventSummaryShape.extend({
  url: z.string().nullable(),
  notes: z.string().nullable(),
  format: z.string().nullable(),
  location: z.string().nullable(),
  prefecture: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  results: z.array(EventResultShape),
});
export type AdminEvent = z.infer<typeof EventShape>;

/** An event in which a deck placed, with its placings (the deck page's prize events). */
export const PrizeEventShape = EventSummaryShape.extend({ placings: z.array(EventResultShape) });

export const DeckJobStatusShape = z.enum(DECK_JOB_STATUSES);
export type DeckJobStatusName = z.infer<typeof DeckJobStatusShape>;

export const DeckJobShape = z.object({
  id: z.string(),
  deckId: z.string(),
  status: DeckJobStatusShape,
  attempts: z.number(),
  priority: z.number(),
  nextRunAt: IsoTime,
  updatedAt: IsoTime,
  createdAt: IsoTime,
  lockedBy: z.string().nullable(),
  lockedAt: IsoTime,
  lastError: z.string().nullable(),
  sources: z.array(z.string()),
});
export type AdminDeckJob = z.infer<typeof DeckJobShape>;

export const SettingsShape = z.object({
  eventOffset: z.number(),
  /** Ours: `yyyy-mm-dd` (JST) the 現環境 window starts in; null: the newest set's release (engine/currentSince.ts). */
  currentSince: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updatedByEmail: z.string().nullable(),
  updatedAt: IsoTime,
});
export type AdminSettings = z.infer<typeof SettingsShape>;

export const FunctionRunStatusShape = z.enum(['running', 'success', 'error']);

/** system/admin/function_runs/{name} (spec admin §3 Function run log). */
export const FunctionRunShape = z.object({
  id: z.string(),
  name: z.string(),
  status: FunctionRunStatusShape,
  lastStartedAt: IsoTime,
  lastFinishedAt: IsoTime,
  errorMessage: z.string().nullable(),
});
export type FunctionRun = z.infer<typeof FunctionRunShape>;

export const CountsShape = z.object({
  cards: z.number(),
  decks: z.number(),
  events: z.number(),
  unmatchedDecks: z.number(),
});
export type AdminCounts = z.infer<typeof CountsShape>;

/** A rule's deck-share figures for the dashboard ranking (shares 0..1, null when unknown). */
export const RuleRankingRowShape = z.object({
  id: z.string(),
  name: z.string(),
  totalDecks: z.number(),
  allTimeShare: z.number().nullable(),
  weekCount: z.number(),
  weekShare: z.number().nullable(),
  /** This week's and last week's figures (engine/admin/ruleWeekly.ts, the public /decks definitions). */
  weekly: RuleWeeklyShape,
});

/** The deck queue on the dashboard: its throughput and the scheduled function's last run. */
export const DeckQueueStatusShape = z.object({
  /** Jobs done in the 24 hours before the read, by any worker. */
  doneLast24h: z.number(),
  /** Jobs waiting (pending), due now or later. */
  pending: z.number(),
  /** The last run of scheduledDeckJobs (cron_status), null before the first. */
  lastRun: z
    .object({
      at: IsoTime,
      finishedAt: IsoTime,
      leased: z.number(),
      /** Decks fetched and written, and jobs whose deck was stored already. */
      done: z.number(),
      /** Jobs given up (`error`). */
      failed: z.number(),
      /** Failed attempts that a later run retries. */
      retried: z.number(),
      /** Pending jobs after the run. */
      left: z.number(),
      stoppedBy: z.enum(['empty', 'batch', 'budget']).nullable(),
    })
    .nullable(),
});

/**
 * The events' public view mode reads the published documents with the document registry's
 * schemas (engine/documentSchemas/), as non-strict objects: fields a newer aggregation adds are
 * dropped rather than failing the call.
 */
export const PublicEventListShape = z.object(PublicEventsSchema.shape);
export const PublicEventDetailShape = z.object(PublicEventDetailSchema.shape);
