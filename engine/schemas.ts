// Schemas of every stored entity of the spec's data model (snake_case names as in Firestore),
// parsed tolerantly: camelCase alternates, numeric strings, blank = missing, bad date = missing.
import { z } from 'zod';
import { DECK_JOB_STATUSES } from './deckJobStatus.ts';
import {
  listOf,
  optBoolean,
  optDate,
  optNumber,
  optString,
  stringList,
  tolerantObject,
  withSnakeKeys,
} from './tolerant.ts';

export const AbilitySchema = tolerantObject({ name: optString, text: optString });

export const AttackSchema = tolerantObject({
  name: optString,
  /** Energy cost as text, e.g. "草無無" or "Grass,Colorless". */
  energy: z.preprocess((v) => (Array.isArray(v) ? v.join('') : v), optString),
  damage: optString,
  text: optString,
});
export type Attack = z.infer<typeof AttackSchema>;

/** Card facts as a deck carries them (`cards[].details`). `stage` and `hp` are our additions. */
export const CardDetailsSchema = tolerantObject({
  type: optString,
  stage: optString,
  hp: optNumber,
  ability: z.preprocess((v) => (v && typeof v === 'object' ? v : undefined), AbilitySchema.optional()),
  attacks: listOf(AttackSchema),
  card_pict: optString,
});

export const DeckCardSchema = tolerantObject({
  name: optString,
  normalized_name: optString,
  type: optString,
  count: z
    .preprocess((v) => (typeof v === 'number' || typeof v === 'string' ? v : 0), optNumber)
    .transform((n) => n ?? 0),
  details: z.preprocess((v) => (v && typeof v === 'object' ? v : undefined), CardDetailsSchema.optional()),
});
export type DeckCard = z.infer<typeof DeckCardSchema>;

export const RuleMatchDetailSchema = tolerantObject({
  id: z.string(),
  name: optString,
  priority: optNumber,
  /** Ids of the matching variants (our addition; see docs/decisions.md). */
  variants: stringList,
});

export const DeckSchema = tolerantObject({
  id: z.string(),
  name: optString,
  deck_name: optString,
  cards: listOf(DeckCardSchema),
  rule_matches: stringList,
  rule_matches_detail: listOf(RuleMatchDetailSchema),
  created_at: optDate,
  updated_at: optDate,
  classification_updated_at: optDate,
  cards_count: optNumber,
  summary: z.unknown().optional(),
});
export type Deck = z.infer<typeof DeckSchema>;

/** A card document of the `cards` collection. `stage`, `hp`, `abilities`, `attacks` are our additions. */
export const CardSchema = tolerantObject({
  id: z.string(),
  name: optString,
  name_alt: optString,
  normalized_name: optString,
  type: optString,
  card_type: optString,
  is_ace_spec: optBoolean,
  stage: optString,
  hp: optNumber,
  abilities: listOf(AbilitySchema),
  attacks: listOf(AttackSchema),
  image: optString,
  image_url: optString,
  card_pict: optString,
  url: optString,
  href: optString,
  updated_at: optDate,
});
export type Card = z.infer<typeof CardSchema>;

export const EventResultSchema = tolerantObject({
  /** Rank as a number; text such as "1" or "1位" is read by its leading digits. */
  rank: z.preprocess((v) => {
    if (typeof v === 'string') {
      const m = /^\s*(\d+)/.exec(v);
      return m ? Number(m[1]) : undefined;
    }
    return v;
  }, optNumber),
  player_name: optString,
  deck_name: optString,
  deck_type: optString,
  deck_id: optString,
  note: optString,
});

/** The official API's facts of an event as ingestion stores them (`official`). */
export const OfficialEventFactsSchema = tolerantObject({
  shop_id: optNumber,
  event_type: optNumber,
  /** The kind's name (`event_type_title`): シティリーグ, 大型大会… */
  kind: optString,
  /** `leagueName`: オープン, マスター, シニア, ジュニア (the results CSV's 大会カテゴリ). */
  league: optString,
  csp: optNumber,
  capacity: optNumber,
  deck_count: optNumber,
});

export const EventSchema = tolerantObject({
  id: z.string(),
  event_title: optString,
  shop_name: optString,
  event_date: optDate,
  created_at: optDate,
  url: optString,
  note: optString,
  notes: optString,
  format: optString,
  location: optString,
  prefecture: optString,
  city: optString,
  address: optString,
  /** What the official event API says (data/official/eventDocument.ts): kind, league, size. */
  official: z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined),
    OfficialEventFactsSchema.optional(),
  ),
  results: listOf(EventResultSchema),
});
export type Event = z.infer<typeof EventSchema>;

/**
 * A rule as stored. Loading is lenient (fields keep whatever was stored); `validateRule`
 * checks it with the spec's messages before the engine uses it.
 */
export const RawRuleSchema = z.preprocess(withSnakeKeys, z.looseObject({ id: z.string() }));
export type RawRule = z.infer<typeof RawRuleSchema>;

// The validated rule shape has its own module (one zod schema, the types inferred from it).
export type { Condition, Rule, Variant } from './rules/ruleSchema.ts';

export const DeckJobStatusSchema = z.enum(DECK_JOB_STATUSES);
export type DeckJobStatus = z.infer<typeof DeckJobStatusSchema>;

export const DeckJobSchema = tolerantObject({
  id: z.string(),
  deck_id: optString,
  status: z.preprocess(
    (v) => (DeckJobStatusSchema.safeParse(v).success ? v : 'pending'),
    DeckJobStatusSchema,
  ),
  attempts: optNumber,
  priority: optNumber,
  next_run_at: optDate,
  updated_at: optDate,
  created_at: optDate,
  locked_by: optString,
  locked_at: optDate,
  last_error: optString,
  sources: stringList,
});

export const SettingsSchema = tolerantObject({
  id: z.string(),
  event_offset: optNumber,
  /** Ours: `yyyy-mm-dd` (JST) the 現環境 window starts in (engine/currentSince.ts). */
  current_since: optString,
  updated_by: optString,
  updated_by_email: optString,
  updated_at: optDate,
});
export type Settings = z.infer<typeof SettingsSchema>;

// The collection names live in their own module so that code needing only them (the CLI's help)
// does not load zod.
export { COLLECTIONS, type CollectionName, REQUIRED_COLLECTIONS } from './collections.ts';

export const ManifestSchema = z.object({
  format: z.literal('tcg-snapshot'),
  version: z.literal(1),
  exportedAt: z.string(),
  source: z.string(),
  counts: z.record(z.string(), z.number()),
});
export type Manifest = z.infer<typeof ManifestSchema>;
