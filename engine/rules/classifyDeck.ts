// The per-deck step of `tcg classify`: what classification reads of a stored deck (and the field
// list of that reader), and the update it makes. Plain data in, so a store can run it in worker
// threads (see engine/tasks.ts).
import { type DeckSummary, deckSummary, type SummaryCard } from '../deckSummary.ts';
import type { DocChange } from '../docChange.ts';
import type { FieldList } from '../fieldList.ts';
import type { Rule } from '../schemas.ts';
import { asRecord, toIsoDate } from '../tolerant.ts';
import { type ClassifiableDeck, ClassificationRun, type ClassifyMode } from './classify.ts';
import { type CardCount, RuleMatcher } from './matcher.ts';

/** A stored deck document: its id and its fields as stored (snake_case or camelCase). */
export type StoredDeck = { id: string } & Record<string, unknown>;

/** What classifying decks needs: plain data (structured-cloned into worker threads). */
export interface ClassifyUpdateData {
  rules: Rule[];
  mode: ClassifyMode;
  asOf: string;
}

/** The fields `classifiable` and `hasCamelAlternates` read: a store may parse only these. */
export const CLASSIFY_FIELDS: FieldList = {
  cards: { name: true, normalized_name: true, type: true, count: true, details: { type: true } },
  rule_matches: true,
  rule_matches_detail: true,
  ruleMatches: true,
  ruleMatchesDetail: true,
  classificationUpdatedAt: true,
  // The summary is rewritten with each change (summaryAfter): its times come from these.
  summary: { created_at: true, updated_at: true },
  created_at: true,
  createdAt: true,
  updated_at: true,
  updatedAt: true,
};

// Fields we write in snake_case; their camelCase alternates are removed so one value remains.
const CAMEL_ALTERNATES = ['ruleMatches', 'ruleMatchesDetail', 'classificationUpdatedAt'] as const;

/** What classification reads of a stored deck (snake_case or camelCase fields). */
function classifiable(doc: StoredDeck): ClassifiableDeck {
  return {
    rule_matches: (doc.rule_matches ?? doc.ruleMatches) as readonly string[] | undefined,
    rule_matches_detail: (doc.rule_matches_detail ?? doc.ruleMatchesDetail) as readonly unknown[] | undefined,
    cards: (Array.isArray(doc.cards) ? doc.cards : []) as CardCount[],
  };
}

/**
 * The deck's `summary` once classified at `asOf` (spec admin §3): recomputed from its cards, so
 * every field stays true, with `classification_updated_at` the run's time. A deck stored without
 * a summary gets one. Its times: the stored summary's, else the deck's own, else `asOf`.
 */
export function summaryAfter(doc: StoredDeck, asOf: string): DeckSummary {
  const stored = asRecord(doc.summary);
  const timeOf = (...values: unknown[]) => {
    for (const value of values) {
      const iso = toIsoDate(value);
      if (iso !== undefined) return iso;
    }
    return asOf;
  };
  // Only what a summary can use: a stored card of another shape counts as nothing.
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const cards: SummaryCard[] = [];
  for (const raw of Array.isArray(doc.cards) ? doc.cards : []) {
    const card = asRecord(raw);
    if (
      !card ||
      typeof card.name !== 'string' ||
      typeof card.count !== 'number' ||
      !Number.isFinite(card.count)
    )
      continue;
    const normalized = text(card.normalized_name);
    const type = text(card.type);
    cards.push({
      name: card.name,
      count: card.count,
      ...(normalized === undefined ? {} : { normalized_name: normalized }),
      ...(type === undefined ? {} : { type }),
      details: { type: asRecord(card.details)?.type },
    });
  }
  return deckSummary(cards, {
    createdAt: timeOf(stored?.created_at, doc.created_at, doc.createdAt),
    updatedAt: timeOf(stored?.updated_at, doc.updated_at, doc.updatedAt),
    classificationUpdatedAt: asOf,
  });
}

/**
 * The update of one deck for a run (undefined when unchanged): the new match fields set in
 * snake_case with the summary they make true (`summaryAfter`), and the camelCase alternates the
 * deck carries removed.
 */
export function deckUpdate(run: ClassificationRun, doc: StoredDeck): DocChange | undefined {
  const update = run.classify(classifiable(doc));
  if (!update) return undefined;
  return {
    set: { ...update, summary: summaryAfter(doc, update.classification_updated_at) },
    remove: CAMEL_ALTERNATES.filter((key) => Object.hasOwn(doc, key)),
  };
}

/** The update function of a run (its own matcher: each thread tests each name once). */
export function classifyUpdate(data: ClassifyUpdateData): (doc: StoredDeck) => DocChange | undefined {
  const run = new ClassificationRun(new RuleMatcher(data.rules), data.mode, data.asOf);
  return (doc) => deckUpdate(run, doc);
}
