// A deck's classification for write-back: its matches in both stored forms (`rule_matches` and
// `rule_matches_detail`, whose entries carry the matching variant ids, our addition), returned
// only when they changed; the run summary of runDeckClassification; and the per-deck step of
// `tcg classify` (what it reads of a stored deck, its field list, the update it makes), plain
// data in so that a store can run it in worker threads (engine/tasks.ts).
import { summaryAfter } from '../deckSummary.ts';
import type { DocChange } from '../docChange.ts';
import type { FieldList } from '../fieldList.ts';
import type { Rule } from '../schemas.ts';
import { internalError, userError } from '../userError.ts';
import { type CardCount, type CountedCards, countedCards, type RuleMatch, RuleMatcher } from './matcher.ts';
import { compareByPriorityThenId } from './order.ts';

export type ClassifyMode = { kind: 'all' } | { kind: 'single'; ruleId: string };

/** A `rule_matches_detail` entry as we write it. */
export interface ClassifiedMatch {
  id: string;
  name: string;
  priority: number;
  /** Ids of the rule's matching variants, priority then id. */
  variants: string[];
}

export interface DeckClassificationUpdate {
  rule_matches: string[];
  rule_matches_detail: ClassifiedMatch[];
  classification_updated_at: string;
}

/** What classification reads of a deck; the detail entries are whatever was stored. */
export interface ClassifiableDeck {
  rule_matches?: readonly string[] | undefined;
  rule_matches_detail?: readonly unknown[] | undefined;
  cards: readonly CardCount[];
}

/** The result of runDeckClassification (spec admin §7). */
export interface ClassificationSummary {
  processed: number;
  updated: number;
  rules: number;
  mode: 'all' | 'single';
}

function sameStrings(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The stored ids are the matches' ids, in order (no array built: this runs for every deck). */
function sameIds(stored: readonly unknown[], matches: readonly ClassifiedMatch[]): boolean {
  if (stored.length !== matches.length) return false;
  for (let i = 0; i < stored.length; i++) if (stored[i] !== matches[i]!.id) return false;
  return true;
}

function sameMatch(stored: unknown, match: ClassifiedMatch): boolean {
  if (stored === null || typeof stored !== 'object') return false;
  const entry = stored as Record<string, unknown>;
  return (
    entry.id === match.id &&
    entry.name === match.name &&
    entry.priority === match.priority &&
    Array.isArray(entry.variants) &&
    sameStrings(entry.variants, match.variants)
  );
}

function storedEntry(detail: readonly unknown[], id: string): Record<string, unknown> | undefined {
  for (const entry of detail) {
    if (entry !== null && typeof entry === 'object' && (entry as { id?: unknown }).id === id) {
      return entry as Record<string, unknown>;
    }
  }
  return undefined;
}

/** A stored match kept as it was, with missing fields filled (from the rule when it is known). */
function keptMatch(id: string, detail: readonly unknown[], matcher: RuleMatcher): ClassifiedMatch {
  const entry = storedEntry(detail, id) ?? {};
  const rule = matcher.enabledRule(id);
  const variants = Array.isArray(entry.variants) ? entry.variants.filter((v) => typeof v === 'string') : [];
  return {
    id,
    name: typeof entry.name === 'string' ? entry.name : (rule?.name ?? id),
    priority: typeof entry.priority === 'number' ? entry.priority : (rule?.priority ?? 0),
    variants,
  };
}

/** A stored list, or empty when the stored value is missing or not a list. */
function listOf<T>(value: readonly T[] | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

function storedIds(stored: StoredMatches): string[] {
  const ids = stored.rule_matches.filter((id) => typeof id === 'string');
  for (const entry of stored.rule_matches_detail) {
    const id = entry !== null && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
    if (typeof id === 'string' && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The matches a deck's classification compares with what it stored: from its cards, or counted. */
interface DeckMatching {
  /** Every enabled rule the deck matches, priority then id. */
  all(): RuleMatch[];
  /** The deck's match for one rule, or undefined. */
  one(ruleId: string): RuleMatch | undefined;
}

/** What a deck stored of its classification, as lists (a stored value that is not one: empty). */
export interface StoredMatches {
  rule_matches: readonly unknown[];
  rule_matches_detail: readonly unknown[];
}

/**
 * The deck's new classification, or undefined when it is unchanged. All-rules mode replaces the
 * matches; single-rule mode adds or removes only that rule and keeps the others as stored,
 * re-sorted by priority (the rule's current priority when known) then id.
 */
export function classifyDeck(
  deck: ClassifiableDeck,
  matcher: RuleMatcher,
  mode: ClassifyMode,
  asOf: string,
): DeckClassificationUpdate | undefined {
  const cards = listOf(deck.cards);
  return classifyMatching(
    storedMatchesOf(deck),
    { all: () => matcher.match(cards), one: (ruleId) => matcher.matchRule(cards, ruleId) },
    matcher,
    mode,
    asOf,
  );
}

function storedMatchesOf(deck: ClassifiableDeck): StoredMatches {
  return { rule_matches: listOf(deck.rule_matches), rule_matches_detail: listOf(deck.rule_matches_detail) };
}

function classifyMatching(
  stored: StoredMatches,
  matching: DeckMatching,
  matcher: RuleMatcher,
  mode: ClassifyMode,
  asOf: string,
): DeckClassificationUpdate | undefined {
  const storedMatchIds = stored.rule_matches;
  const storedDetail = stored.rule_matches_detail;
  switch (mode.kind) {
    case 'all': {
      const matches: ClassifiedMatch[] = matching.all();
      const unchanged =
        sameIds(storedMatchIds, matches) &&
        storedDetail.length === matches.length &&
        matches.every((m, i) => sameMatch(storedDetail[i], m));
      return unchanged ? undefined : update(matches, asOf);
    }
    case 'single': {
      const match: RuleMatch | undefined = matching.one(mode.ruleId);
      const others = storedIds(stored).filter((id) => id !== mode.ruleId);
      const matches = others.map((id) => keptMatch(id, storedDetail, matcher));
      if (match) matches.push(match);
      const sortKey = (m: ClassifiedMatch) => ({
        id: m.id,
        priority: matcher.enabledRule(m.id)?.priority ?? m.priority,
      });
      matches.sort((a, b) => compareByPriorityThenId(sortKey(a), sortKey(b)));
      const before = storedEntry(storedDetail, mode.ruleId);
      const unchanged =
        sameIds(storedMatchIds, matches) &&
        (match ? before !== undefined && sameMatch(before, match) : before === undefined);
      return unchanged ? undefined : update(matches, asOf);
    }
    default:
      throw internalError(`unknown classify mode: ${JSON.stringify(mode satisfies never)}`);
  }
}

function update(matches: ClassifiedMatch[], asOf: string): DeckClassificationUpdate {
  return {
    rule_matches: matches.map((m) => m.id),
    rule_matches_detail: matches.map(({ id, name, priority, variants }) => ({
      id,
      name,
      priority,
      variants,
    })),
    classification_updated_at: asOf,
  };
}

/** One classification run over many decks: checks the mode once, then counts as it goes. */
export class ClassificationRun {
  private processed = 0;
  private updated = 0;

  constructor(
    private readonly matcher: RuleMatcher,
    readonly mode: ClassifyMode,
    private readonly asOf: string,
  ) {
    if (mode.kind === 'single' && matcher.enabledRule(mode.ruleId) === undefined) {
      throw userError(
        'RULE_NOT_FOUND',
        `rule "${mode.ruleId}" is not an enabled, valid rule in deck_rules: give the id of an enabled rule`,
      );
    }
  }

  /** Classifies one deck; the fields to write, or undefined when the deck is unchanged. */
  classify(deck: ClassifiableDeck): DeckClassificationUpdate | undefined {
    this.processed++;
    const result = classifyDeck(deck, this.matcher, this.mode, this.asOf);
    if (result) this.updated++;
    return result;
  }

  /**
   * `classify` for a deck as a cache keeps it (data/accelerators/classifyCache.ts): what it stored
   * of its classification, and its cards as the matcher counts them (countedCards, by nameId) at
   * `[start, end)` of the arrays.
   */
  classifyCounted(
    stored: StoredMatches,
    ids: Int32Array,
    counts: Float64Array,
    start: number,
    end: number,
  ): DeckClassificationUpdate | undefined {
    this.processed++;
    const { matcher } = this;
    const result = classifyMatching(
      stored,
      {
        all: () => matcher.matchCounts(ids, counts, start, end),
        one: (ruleId) => matcher.matchRuleCounts(ids, counts, start, end, ruleId),
      },
      matcher,
      this.mode,
      this.asOf,
    );
    if (result) this.updated++;
    return result;
  }

  /** The ids of counted cards' names for classifyCounted's arrays (see RuleMatcher.nameIdsOf). */
  nameIdsOf(names: readonly string[]): Int32Array {
    return this.matcher.nameIdsOf(names);
  }

  summary(): ClassificationSummary {
    return {
      processed: this.processed,
      updated: this.updated,
      rules: this.mode.kind === 'single' ? 1 : this.matcher.rules.length,
      mode: this.mode.kind,
    };
  }
}

/** A stored deck document: its id and its fields as stored (snake_case or camelCase). */
export type StoredDeck = { id: string } & Record<string, unknown>;

/** What classifying decks needs: plain data (structured-cloned into worker threads). */
export interface ClassifyUpdateData {
  rules: Rule[];
  mode: ClassifyMode;
  asOf: string;
}

/**
 * The fields `classifiable` and `hasCamelAlternates` read: a store may parse only these. Card
 * entries recur across decks byte for byte (with their texts), so they are read whole and shared:
 * a repeat is recognised without walking its details again (of each entry classification reads
 * the name, normalized name, type, count and details' type).
 */
export const CLASSIFY_FIELDS: FieldList = {
  cards: 'shared',
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

/** What classification reads of a stored deck, as a cache keeps it (see ClassificationRun.classifyCounted). */
export interface CountedDeck extends CountedCards {
  stored: StoredMatches;
}

export function countedDeck(doc: StoredDeck): CountedDeck {
  const deck = classifiable(doc);
  return { ...countedCards(listOf(deck.cards)), stored: storedMatchesOf(deck) };
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

/**
 * The update function of a run (its own matcher: each thread tests each name once; or one given,
 * with the names it tested, by the same rules).
 */
export function classifyUpdate(
  data: ClassifyUpdateData,
  matcher: RuleMatcher = new RuleMatcher(data.rules),
): (doc: StoredDeck) => DocChange | undefined {
  const run = new ClassificationRun(matcher, data.mode, data.asOf);
  return (doc) => deckUpdate(run, doc);
}
