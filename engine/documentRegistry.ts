// Every document kind `tcg aggregate` emits, declared once: its path builder (engine/docPaths.ts)
// and its zod schema (engine/documentSchemas/). The aggregate pipeline checks what it writes
// against the schema in tests and debug runs; the site's readDoc parses with the same schema.
import type { z } from 'zod';
import { docPath } from './docPaths.ts';
import { PublicCardSchema, PublicCardWindowSchema } from './documentSchemas/cardDocs.ts';
import { DeckDetailSchema, DeckJobNoticeSchema } from './documentSchemas/deckDocs.ts';
import {
  DeckConsensusSchema,
  DeckTypeDetailSchema,
  VariantDetailSchema,
} from './documentSchemas/deckTypeDocs.ts';
import { PublicPlacementsSchema } from './documentSchemas/placementDocs.ts';
import {
  PublicDecksSchema,
  PublicEventDetailSchema,
  PublicEventsSchema,
  PublicHomeSchema,
  PublicMatchupsSchema,
  RuleShareCountersSchema,
  WeeklySummarySchema,
} from './documentSchemas/publicDocs.ts';
import { PublicRulesSchema } from './documentSchemas/publicRulesDoc.ts';
import { CardStatsRowSchema, RuleStatsDocumentSchema } from './documentSchemas/ruleStatsDocs.ts';
import { PublicKindSegmentSchema, PublicSegmentsSchema } from './documentSchemas/segmentDocs.ts';
import { PublicWindowSchema } from './documentSchemas/windowDocs.ts';
import {
  PublicWindowMatchupsSchema,
  PublicWindowPlacementsSchema,
} from './documentSchemas/windowEventDocs.ts';
import { internalError } from './userError.ts';

const fixed = (path: string) => () => path;

export const DOCUMENTS = {
  home: { path: fixed(docPath.home), schema: PublicHomeSchema },
  events: { path: fixed(docPath.events), schema: PublicEventsSchema },
  event: { path: docPath.event, schema: PublicEventDetailSchema },
  decks: { path: fixed(docPath.decks), schema: PublicDecksSchema },
  deckType: { path: docPath.deckType, schema: DeckTypeDetailSchema },
  deckConsensus: { path: docPath.deckConsensus, schema: DeckConsensusSchema },
  variant: { path: docPath.variant, schema: VariantDetailSchema },
  matchups: { path: fixed(docPath.matchups), schema: PublicMatchupsSchema },
  publicRules: { path: fixed(docPath.publicRules), schema: PublicRulesSchema },
  weeklySummary: { path: fixed(docPath.weeklySummary), schema: WeeklySummarySchema },
  weeklySummaryV1: { path: fixed(docPath.weeklySummaryV1), schema: WeeklySummarySchema },
  window: { path: docPath.window, schema: PublicWindowSchema },
  segments: { path: docPath.segments, schema: PublicSegmentsSchema },
  kindSegment: { path: docPath.kindSegment, schema: PublicKindSegmentSchema },
  placements: { path: fixed(docPath.placements), schema: PublicPlacementsSchema },
  windowMatchups: { path: docPath.windowMatchups, schema: PublicWindowMatchupsSchema },
  windowPlacements: { path: docPath.windowPlacements, schema: PublicWindowPlacementsSchema },
  kindPlacements: { path: docPath.kindPlacements, schema: PublicWindowPlacementsSchema },
  ruleShareCounters: { path: fixed(docPath.ruleShareCounters), schema: RuleShareCountersSchema },
  cardWindow: { path: docPath.cardWindow, schema: PublicCardWindowSchema },
  card: { path: docPath.card, schema: PublicCardSchema },
  ruleStats: { path: docPath.ruleStats, schema: RuleStatsDocumentSchema },
  cardStats: { path: docPath.cardStats, schema: CardStatsRowSchema },
  deckDetail: { path: docPath.deckDetail, schema: DeckDetailSchema },
  deckJob: { path: docPath.deckJob, schema: DeckJobNoticeSchema },
} as const;

export type DocumentKind = keyof typeof DOCUMENTS;
/** The type of a document of `kind`, inferred from its schema. */
export type DocumentOf<K extends DocumentKind> = z.infer<(typeof DOCUMENTS)[K]['schema']>;
/** The ids that name a document of `kind` (none for a fixed path), in its path builder's order. */
export type DocumentIds<K extends DocumentKind> = Parameters<(typeof DOCUMENTS)[K]['path']>;

/** The path of the `kind` document named by `ids`: a kind and ids that do not belong together do not compile. */
export function documentPath<K extends DocumentKind>(kind: K, ids: DocumentIds<K>): string {
  const path = DOCUMENTS[kind].path as (...ids: DocumentIds<K>) => string;
  return path(...ids);
}

/** `$.stats.cardAdoption.pokemon[3].name: expected string, received undefined` for each issue (first 3). */
export function describeIssues(error: z.ZodError): string {
  const lines = error.issues.slice(0, 3).map((issue) => {
    const where = issue.path
      .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
      .join('');
    return `$${where}: ${issue.message}`;
  });
  const more = error.issues.length > 3 ? `; and ${error.issues.length - 3} more` : '';
  return lines.join('; ') + more;
}

/** Why `data` is not a valid `kind` document (its first issues, by field path), or undefined. */
export function documentProblem(kind: DocumentKind, data: unknown): string | undefined {
  const parsed = DOCUMENTS[kind].schema.safeParse(data);
  return parsed.success ? undefined : describeIssues(parsed.error);
}

/**
 * Whether the aggregate pipeline checks each document it writes against its schema: in tests
 * (NODE_ENV=test, which vitest sets) and debug runs (TCG_DEBUG=1, which `tcg --debug` sets), not
 * in ordinary runs or the benchmarks, where the check would cost time for a bug already tested for.
 * The caller passes its environment: the engine reads no process state.
 */
export function documentChecksOn(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.TCG_DEBUG === '1' || env.NODE_ENV === 'test';
}

/** Stops with an internal error (a bug of ours) when an emitted document breaks its schema. */
export function assertDocument(kind: DocumentKind, path: string, data: unknown): void {
  const problem = documentProblem(kind, data);
  if (problem)
    throw internalError(`emitted ${kind} document "${path}" does not match its schema: ${problem}`);
}
