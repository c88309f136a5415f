// The per-deck step of `tcg classify`, in a module of its own so that a store can also run it in
// worker threads (SnapshotStore.updateEach's `parallel` option imports this module there).
import type { FieldProjection, StoredDoc } from '../../data/store.ts';
import { type ClassifiableDeck, ClassificationRun, type ClassifyMode } from '../../engine/rules/classify.ts';
import type { CardCount } from '../../engine/rules/matcher.ts';
import { RuleMatcher } from '../../engine/rules/matcher.ts';
import type { Rule } from '../../engine/schemas.ts';

/** What a worker needs to classify decks: plain data (structured-cloned into the thread). */
export interface ClassifyUpdateData {
  rules: Rule[];
  mode: ClassifyMode;
  asOf: string;
}

/** The fields `classifiable` and `hasCamelAlternates` read: a store may parse only these. */
export const CLASSIFY_FIELDS: FieldProjection = {
  cards: { name: true, normalized_name: true, count: true },
  rule_matches: true,
  rule_matches_detail: true,
  ruleMatches: true,
  ruleMatchesDetail: true,
  classificationUpdatedAt: true,
};

// Fields we write in snake_case; their camelCase alternates are dropped so one value remains.
const CAMEL_ALTERNATES = {
  ruleMatches: undefined,
  ruleMatchesDetail: undefined,
  classificationUpdatedAt: undefined,
};

/** What classification reads of a stored deck (snake_case or camelCase fields). */
function classifiable(doc: StoredDoc): ClassifiableDeck {
  return {
    rule_matches: (doc.rule_matches ?? doc.ruleMatches) as readonly string[] | undefined,
    rule_matches_detail: (doc.rule_matches_detail ?? doc.ruleMatchesDetail) as readonly unknown[] | undefined,
    cards: (Array.isArray(doc.cards) ? doc.cards : []) as CardCount[],
  };
}

function hasCamelAlternates(doc: StoredDoc): boolean {
  return 'ruleMatches' in doc || 'ruleMatchesDetail' in doc || 'classificationUpdatedAt' in doc;
}

/** The update of one deck (the fields to set, or undefined when unchanged) for a run. */
export function deckUpdate(run: ClassificationRun, doc: StoredDoc): Record<string, unknown> | undefined {
  const update = run.classify(classifiable(doc));
  if (!update) return undefined;
  return hasCamelAlternates(doc) ? { ...CAMEL_ALTERNATES, ...update } : { ...update };
}

/** The update function a worker thread runs (its own matcher: each thread tests names once). */
export function createUpdate(
  data: ClassifyUpdateData,
): (doc: StoredDoc) => Record<string, unknown> | undefined {
  const run = new ClassificationRun(new RuleMatcher(data.rules), data.mode, data.asOf);
  return (doc) => deckUpdate(run, doc);
}
