// Prerender-time reading of one rule's statistics: the rule document, its sub-rule documents
// (`<ruleId>__<variantId>` with parent_rule_id), its card_stats rows and its matching decks
// (from the aggregated deck-type document).

import { docPath } from '../../../engine/docPaths.ts';
import type { DeckTypeDetail } from '../../../engine/documents.ts';
import { listDocIds, readDoc } from '../../lib/docs.ts';
import { type CardStatsRow, parseCardStatsRow, parseRuleStats, type RuleStats } from './ruleStatsDoc.ts';
import type { SubRuleStats } from './SubRuleAccordions.tsx';

export interface RuleStatsPageData {
  stats: RuleStats;
  subRules: SubRuleStats[];
  cards: CardStatsRow[];
  decks: DeckTypeDetail['decks'];
  /** Whether the rule has a deck-type page to link to. */
  hasDeckType: boolean;
}

export function readRuleStats(ruleId: string): RuleStats | null {
  const raw = readDoc<Record<string, unknown>>(docPath.ruleStats(ruleId));
  return raw ? parseRuleStats(ruleId, raw) : null;
}

/** Every top-level rule with statistics (sub-rule documents carry a parent_rule_id). */
export function listRuleStats(): RuleStats[] {
  return listDocIds('deck_rules')
    .map(readRuleStats)
    .filter((stats): stats is RuleStats => stats !== null && !stats.parent_rule_id);
}

export function readRuleStatsPage(ruleId: string): RuleStatsPageData | null {
  const stats = readRuleStats(ruleId);
  if (!stats || stats.parent_rule_id) return null;
  const prefix = `${ruleId}__`;
  const subRules = listDocIds('deck_rules')
    .filter((id) => id.startsWith(prefix))
    .map((id) => {
      const sub = readRuleStats(id);
      return { variantId: sub?.variant_id ?? id.slice(prefix.length), stats: sub };
    })
    .filter((sub): sub is SubRuleStats => sub.stats?.parent_rule_id === ruleId)
    .sort(
      (a, b) => (a.stats.priority ?? 0) - (b.stats.priority ?? 0) || a.variantId.localeCompare(b.variantId),
    );
  const cardsDir = `deck_rules/${ruleId}/card_stats`;
  const cards = listDocIds(cardsDir)
    .map((rowId) => parseCardStatsRow(rowId, readDoc(`${cardsDir}/${rowId}`)))
    .filter((row): row is CardStatsRow => row !== null);
  const deckType = readDoc<DeckTypeDetail>(docPath.deckType(ruleId));
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
