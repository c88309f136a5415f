// Prerender-time reading of one rule's statistics: the rule document, its sub-rule documents
// (found by their parent_rule_id, never by a `<ruleId>__` prefix, which `X__Y`'s sub-rules share
// with `X`'s), its card_stats rows and its matching decks (from the aggregated deck-type document).

import { docPath } from '../../../engine/docPaths.ts';
import type { CardStatsRow, DeckTypeDetail, RuleStatsDocument } from '../../../engine/documents.ts';
import { fileNameOf } from '../../../engine/ids.ts';
import { compareByPriorityThenId } from '../../../engine/rules/order.ts';
import type { DocReads } from '../../lib/docs.ts';
import type { SubRuleStats } from './SubRuleAccordions.tsx';

export type { CardStatsRow };

/** A rule's or a sub-rule's statistics document, with the id (or file name) it was read by. */
export type RuleStats = RuleStatsDocument & { id: string };

export interface RuleStatsPageData {
  stats: RuleStats;
  subRules: SubRuleStats[];
  cards: CardStatsRow[];
  decks: DeckTypeDetail['decks'];
  /** Whether the rule has a deck-type page to link to. */
  hasDeckType: boolean;
}

/** A rule's statistics by its id or its file name (a page knows the file name from its URL). */
export function readRuleStats(docs: DocReads, ruleId: string): RuleStats | null {
  const doc = docs.read('ruleStats', ruleId);
  return doc ? { ...doc, id: ruleId } : null;
}

/** Every top-level rule with statistics (sub-rule documents carry a parent_rule_id). */
export function listRuleStats(docs: DocReads): RuleStats[] {
  return docs
    .list(docPath.ruleStatsFolder)
    .map((id) => readRuleStats(docs, id))
    .filter((stats): stats is RuleStats => stats !== null && !stats.parent_rule_id);
}

/**
 * Sub-rule documents by the file name of their parent rule, read once per docs folder. Any rule
 * document may be a sub-rule of a page's rule (a parent_rule_id can change), so all of them are
 * the inputs of every page that uses the index (docs.kept gives each page those inputs).
 */
function subRulesOf(docs: DocReads, ruleFileName: string): RuleStats[] {
  const byParent = docs.kept('subRulesByParent', (all) => {
    const index = new Map<string, RuleStats[]>();
    for (const fileId of all.list(docPath.ruleStatsFolder)) {
      // An unreadable document is left out here: if it is a sub-rule of a page's rule, that
      // page's rule document lists it, and its accordion says it is unavailable.
      const doc = all.readSubRule('ruleStats', fileId);
      if (typeof doc !== 'object' || !doc.parent_rule_id) continue;
      const stats: RuleStats = { ...doc, id: fileId };
      const parent = fileNameOf(doc.parent_rule_id);
      index.set(parent, [...(index.get(parent) ?? []), stats]);
    }
    return index;
  });
  return byParent.get(ruleFileName) ?? [];
}

export function readRuleStatsPage(docs: DocReads, ruleId: string): RuleStatsPageData | null {
  const stats = readRuleStats(docs, ruleId);
  if (!stats || stats.parent_rule_id) return null;
  const found = subRulesOf(docs, fileNameOf(ruleId)).map((sub) => ({
    id: sub.variant_id ?? sub.id,
    name: sub.name,
    priority: sub.priority ?? 0,
    stats: sub as RuleStats | null,
  }));
  // A sub-rule the rule document lists without a readable document of its own (spec public §8).
  const unavailable = stats.stats_variants
    .filter((listed) => !found.some((sub) => sub.id === listed.id))
    .map((listed) => ({ id: listed.id, name: listed.name, priority: listed.priority, stats: null }));
  const subRules: SubRuleStats[] = [...found, ...unavailable]
    .sort(compareByPriorityThenId)
    .map(({ id, name, stats: subStats }) => ({ variantId: id, name, stats: subStats }));
  const cardsDir = docPath.cardStatsFolder({ ruleId });
  const cards = docs
    .list(cardsDir)
    .map((rowId) => docs.read('cardStats', ruleId, rowId))
    .filter((row): row is CardStatsRow => row !== null);
  const deckType = docs.read('deckType', ruleId);
  const decks = deckType?.decks ?? decksFromIds(stats);
  return { stats, subRules, cards, decks, hasDeckType: deckType !== null };
}

/** Without the deck-type document, the rule document's own newest deck ids (no event data). */
function decksFromIds(stats: RuleStats): DeckTypeDetail['decks'] {
  const { ids, limited, total } = stats.stats_matching_deck_ids;
  return {
    items: ids.map((id) => ({
      id,
      name: '',
      primaryRuleId: null,
      primaryRuleName: null,
      ruleNames: [],
      createdAt: null,
      updatedAt: null,
      events: [],
    })),
    limited,
    total: Math.max(total, ids.length),
  };
}
