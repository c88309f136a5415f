// The benchmark corpus built from ../shared/data: its rules are valid and realistic, its decks
// are legal and follow each archetype's card usage, and the rules recognise the archetypes.
// Skipped when the shared data is absent.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSources, loadDeckModel } from '../../bench/corpus.ts';
import { type DeckModel, generateDecks, sampleCardList, seededRandom } from '../../bench/corpusDecks.ts';
import { buildRules } from '../../bench/corpusRules.ts';
import { isAceSpecName } from '../../engine/aceSpec.ts';
import { type CardCount, RuleMatcher } from '../../engine/rules/matcher.ts';
import { validateRules } from '../../engine/rules/validateRule.ts';
import type { Rule } from '../../engine/schemas.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sources = defaultSources(repoRoot);

describe.skipIf(!existsSync(sources.usageCsv))('the benchmark corpus from ../shared/data', () => {
  let model: Extract<DeckModel, { kind: 'usage' }>;
  let rules: Rule[];

  beforeAll(async () => {
    const loaded = await loadDeckModel(sources);
    if (loaded.kind !== 'usage') throw new Error('expected the usage model');
    model = loaded;
    const validated = validateRules(buildRules(model));
    expect(validated.invalidRules).toEqual([]);
    rules = validated.rules;
  });

  it('has at least 100 valid rules with multi-condition, negated and 20+ variant rules', () => {
    expect(rules.length).toBeGreaterThanOrEqual(100);
    expect(rules.filter((rule) => rule.conditions.length >= 2).length).toBeGreaterThan(10);
    expect(rules.filter((rule) => rule.conditions.some((c) => c.negate)).length).toBeGreaterThan(5);
    expect(rules.reduce((n, rule) => n + rule.variants.length, 0)).toBeGreaterThanOrEqual(20);
  });

  it('draws legal 60-card decks', () => {
    for (const { doc } of generateDecks(model, 2000, 1)) {
      const cards = doc.cards as { name: string; type: string; count: number }[];
      expect(cards.reduce((sum, card) => sum + card.count, 0)).toBe(60);
      for (const card of cards) {
        if (!/basic energy/i.test(card.type)) expect(card.count).toBeLessThanOrEqual(4);
      }
      expect(cards.filter((card) => isAceSpecName(card.name)).length).toBeLessThanOrEqual(1);
    }
  });

  it("includes each of an archetype's staple cards at about its inclusion rate", () => {
    const archetype = model.archetypes[0]!;
    const random = seededRandom(11);
    const decks = 2000;
    const seen = new Map<string, number>();
    for (let i = 0; i < decks; i++) {
      for (const { card } of sampleCardList(archetype, random))
        seen.set(card.name, (seen.get(card.name) ?? 0) + 1);
    }
    // Staples are never cut back (cuts start from the least used cards), ACE SPECs exclude each other.
    const staples = archetype.cards.filter((card) => card.inclusionRate >= 0.5 && !card.isAceSpec);
    expect(staples.length).toBeGreaterThan(5);
    for (const card of staples) {
      expect(Math.abs((seen.get(card.name) ?? 0) / decks - card.inclusionRate), card.name).toBeLessThan(0.05);
    }
  });

  it('lists the archetype a deck was drawn as among its matches for 90% of decks', () => {
    const matcher = new RuleMatcher(rules);
    let recognised = 0;
    const total = 5000;
    for (const { doc, drawnAs } of generateDecks(model, total, 5)) {
      if (matcher.match(doc.cards as CardCount[]).some((match) => match.id === drawnAs)) recognised++;
    }
    expect(recognised / total).toBeGreaterThan(0.9);
  });
});
