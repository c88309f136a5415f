// What the detail pages need on top of the shared fixture documents (fixtureDetailDocs.ts): each
// deck type's matchups taken from `public/matchups`, a sub-rule that matched no deck, and a deck
// type that matched nothing at all, so the marks, the thin rows and every empty state get built;
// one deck type whose deck list is cut at the limit (the partial-list note);
// and a fetch job in every status for decks that have no detail document yet.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docPath } from '../../engine/docPaths.ts';
import type { DocumentKind, DocumentOf } from '../../engine/documentRegistry.ts';
import type {
  DeckJobNotice,
  DeckTypeDetail,
  PokemonStats,
  RuleStatsDocument,
  VariantDetail,
} from '../../engine/documents.ts';
import { wilsonInterval } from '../../engine/wilson.ts';
import { readDocFile } from '../../site/lib/docs.ts';

/** A deck type whose rule matched no deck (not in the list documents, reachable by URL). */
export const EMPTY_RULE = { id: 'ロスト（ギラティナ）', name: 'ロスト（ギラティナ）' } as const;

/** A sub-rule with no matching deck, added to the first deck type that has sub-rules. */
export const EMPTY_VARIANT = { id: 'ミラー 対策', name: 'ミラー対策', priority: 90 } as const;

/**
 * A sub-rule the deck type and its rule document list, whose own documents were not emitted: its
 * sections show 「サブルールの情報を取得できませんでした。」 (spec public §8).
 */
export const MISSING_VARIANT = { id: '欠落サブルール', name: '欠落したサブルール', priority: 95 } as const;

const UPDATED = '2026-04-10T03:00:00Z';

/** Fetch jobs of decks that are not published (no `public_deck_details` document), one per status. */
export const FIXTURE_DECK_JOBS: readonly DeckJobNotice[] = [
  { id: 'JobPnd-000001-Waitng', status: 'pending', updatedAt: '2026-04-10T02:00:00Z' },
  { id: 'JobRun-000002-Procss', status: 'in_progress', updatedAt: '2026-04-10T02:30:00Z' },
  { id: 'JobDne-000003-Complt', status: 'done', updatedAt: UPDATED },
  { id: 'JobErr-000004-Failed', status: 'error', updatedAt: null },
];

function writeDoc(docsDir: string, docPathText: string, value: unknown): void {
  const file = path.join(docsDir, `${docPathText}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2));
}

/** A fixture document through its kind's schema, as the pages will read it. */
function readDoc<K extends DocumentKind>(
  kind: K,
  docsDir: string,
  docPathText: string,
): DocumentOf<K> | null {
  return readDocFile(kind, path.join(docsDir, `${docPathText}.json`));
}

function emptyStats(): PokemonStats {
  return {
    cardTypeAverages: {},
    evolutionRatio: { basic: 0, stage1: 0, stage2: 0, other: 0 },
    hpRatios: { '0-50': 0, '60-70': 0, '80-130': 0, '140-210': 0, '220-300': 0, '310+': 0 },
    abilityRatio: 0,
    cardAdoption: {
      pokemon: [],
      supporter: [],
      goods: [],
      tool: [],
      stadium: [],
      energy: [],
      ace: [],
      other: [],
    },
  };
}

function emptyRuleStats(name: string, extra: Partial<RuleStatsDocument>): RuleStatsDocument {
  return {
    name,
    parent_rule_id: null,
    stats_total_decks: 0,
    stats_total_decks_all: 30,
    stats_share_rate: 0,
    stats_share_rate_interval: [0, 1],
    stats_share_within_rule: null,
    stats_energy_avg: 0,
    stats_avg_card_counts: { pokemon: 0, trainer: 0, energy: 0 },
    stats_pokemon_evo_ratio: { basic: 0, stage1: 0, stage2: 0, other: 0 },
    stats_pokemon_hp_ratio: {
      hp_0_90: 0,
      hp_100_129: 0,
      hp_130_159: 0,
      hp_160_189: 0,
      hp_190_219: 0,
      hp_220_plus: 0,
    },
    stats_pokemon_ability_ratio: 0,
    stats_ace_spec_included_decks: 0,
    stats_ace_spec_adoption_rate: 0,
    stats_updated_at: UPDATED,
    stats_top_updated_at: UPDATED,
    stats_top_adoption: [],
    stats_variants: [],
    stats_card_stats_count: 0,
    stats_matching_deck_ids: { ids: [], limited: false, limit: 200, total: 0 },
    ...extra,
  };
}

export function writeDetailFixtureExtras(docsDir: string): void {
  const matchups = readDoc('matchups', docsDir, docPath.matchups);
  const typeIds = readdirIds(docsDir, 'public/decks/types');
  let variantAdded = false;
  let limitedMarked = false;
  for (const id of typeIds) {
    const detail = readDoc('deckType', docsDir, docPath.deckType(id));
    if (!detail) continue;
    // One deck type lists only its newest decks, as a broad rule past the list limit does.
    if (!limitedMarked && detail.decks.items.length > 0) {
      limitedMarked = true;
      detail.decks = { ...detail.decks, limited: true, total: detail.decks.items.length + 150 };
    }
    const row = matchups?.rows.find((r) => r.ruleId === id);
    if (row && !detail.matchups) {
      detail.matchups = {
        wins: row.wins,
        losses: row.losses,
        winRate: row.winRate,
        games: row.games,
        winRateInterval: row.winRateInterval,
        thin: row.games < (matchups?.minGames ?? 0),
        opponents: row.opponents,
      };
    }
    if (!variantAdded && detail.stats.variants.length > 0) {
      variantAdded = true;
      addEmptyVariant(docsDir, detail);
    }
    writeDoc(docsDir, docPath.deckType(id), detail);
  }
  writeDoc(docsDir, docPath.deckType(EMPTY_RULE.id), {
    rule: {
      ...EMPTY_RULE,
      description: '',
      matchedDecks: 0,
      totalDecks: 30,
      share: 0,
      shareInterval: wilsonInterval(0, 27),
      conditions: [{ pattern: 'ギラティナVSTAR', min: 1, max: null, negate: false }],
    },
    summary: { matchedDecks: 0, totalDecks: 30, share: 0 },
    stats: { ...emptyStats(), variants: [], weekly: [] },
    decks: { items: [], limited: false, total: 0 },
    consensus: { cards: [], total: 0 },
    meta: { cardStatsCount: 0 },
    matchups: null,
    updatedAt: UPDATED,
  } satisfies DeckTypeDetail);
  writeDoc(docsDir, docPath.ruleStats(EMPTY_RULE.id), emptyRuleStats(EMPTY_RULE.name, {}));
  for (const job of FIXTURE_DECK_JOBS) writeDoc(docsDir, docPath.deckJob(job.id), job);
}

/** The sub-rule in the deck type's table, its own page, and its rule-statistics document. */
function addEmptyVariant(docsDir: string, detail: DeckTypeDetail): void {
  const { rule } = detail;
  detail.stats.variants.push({
    ...EMPTY_VARIANT,
    matchedDecks: 0,
    abilityRatio: 0,
    shareWithinRule: 0,
    shareOverall: 0,
  });
  detail.stats.variants.push({
    ...MISSING_VARIANT,
    matchedDecks: 0,
    abilityRatio: 0,
    shareWithinRule: 0,
    shareOverall: 0,
  });
  writeDoc(docsDir, docPath.variant(rule.id, EMPTY_VARIANT.id), {
    rule: { id: rule.id, name: rule.name, matchedDecks: rule.matchedDecks },
    variant: { ...EMPTY_VARIANT, description: '' },
    summary: { matchedDecks: 0, shareWithinRule: 0, shareOverall: 0 },
    stats: emptyStats(),
    decks: { items: [], limited: false, total: 0 },
    meta: { cardStatsCount: 0 },
    updatedAt: UPDATED,
  } satisfies VariantDetail);
  writeDoc(
    docsDir,
    docPath.ruleStats(rule.id, EMPTY_VARIANT.id),
    emptyRuleStats(EMPTY_VARIANT.name, {
      parent_rule_id: rule.id,
      variant_id: EMPTY_VARIANT.id,
      priority: EMPTY_VARIANT.priority,
      stats_share_within_rule: 0,
    }),
  );
  const parentStats = readDoc('ruleStats', docsDir, docPath.ruleStats(rule.id));
  if (parentStats) {
    parentStats.stats_variants = [
      ...(parentStats.stats_variants ?? []),
      {
        id: EMPTY_VARIANT.id,
        name: EMPTY_VARIANT.name,
        priority: EMPTY_VARIANT.priority,
        total_decks: 0,
        share_within_rule: 0,
        share_rate: 0,
        ability_ratio: 0,
      },
      {
        id: MISSING_VARIANT.id,
        name: MISSING_VARIANT.name,
        priority: MISSING_VARIANT.priority,
        total_decks: 0,
        share_within_rule: 0,
        share_rate: 0,
        ability_ratio: 0,
      },
    ];
    writeDoc(docsDir, docPath.ruleStats(rule.id), parentStats);
  }
}

function readdirIds(docsDir: string, dirPath: string): string[] {
  try {
    return readdirSync(path.join(docsDir, dirPath))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}
