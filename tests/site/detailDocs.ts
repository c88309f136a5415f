// Reading the documents the test site was built from, for the detail-page browser tests.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CardStatsRowSchema, RuleStatsDocumentSchema } from '../../engine/documentSchemas/ruleStatsDocs.ts';
import type { CardStatsRow, DeckTypeDetail } from '../../engine/documents.ts';
import type { RuleStats } from '../../site/components/detail/ruleStatsData.ts';
import { expect, type Site } from './fixtures.ts';

export const enc = encodeURIComponent;

/** A `deck_rules/{id}` document as the pages read it (the registry's schema), with its id. */
export function parseRuleStats(id: string, raw: unknown): RuleStats {
  return { ...RuleStatsDocumentSchema.parse(raw), id };
}

/** A `card_stats` row as the pages read it (the registry's schema). */
export function parseCardStatsRow(raw: unknown): CardStatsRow {
  return CardStatsRowSchema.parse(raw);
}

/** Ids of the documents in a folder of the docs the site was built from. */
export function docIds(dirPath: string): string[] {
  try {
    return readdirSync(path.join(process.env.TCG_TEST_DOCS_DIR ?? '', dirPath))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

export function deckTypes(site: Site): DeckTypeDetail[] {
  return docIds('public/decks/types')
    .map((id) => site.doc<DeckTypeDetail>(`public/decks/types/${id}`))
    .filter((doc): doc is DeckTypeDetail => doc !== null);
}

/** The deck type with the most matched decks, preferring one with sub-rules. */
export function richestDeckType(site: Site): DeckTypeDetail | undefined {
  return deckTypes(site).sort(
    (a, b) =>
      Number(b.stats.variants.length > 0) - Number(a.stats.variants.length > 0) ||
      b.rule.matchedDecks - a.rule.matchedDecks,
  )[0];
}

export function topRuleStats(site: Site): RuleStats[] {
  return docIds('deck_rules')
    .map((id) => parseRuleStats(id, site.doc(`deck_rules/${id}`)))
    .filter((stats): stats is RuleStats => stats !== null && !stats.parent_rule_id);
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}
