// `tcg rules suggest` on corpora built from ../shared/data/archetype_card_usage_ja.csv (the
// benchmark's generator) with one archetype's rule removed: the radar finds that archetype as one
// group and proposes a rule that takes it back without taking others. Several archetypes, seeds.
// The archetypes tested are those whose decks no other rule catches once their rule is gone (for
// a look-alike archetype the others still classify them: nothing for the radar to find).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSources, loadDeckModel, writeCorpus } from '../../bench/corpus.ts';
import { type DeckModel, generateDecks } from '../../bench/corpusDecks.ts';
import { buildRules } from '../../bench/corpusRules.ts';
import { RuleMatcher } from '../../engine/rules/matcher.ts';
import { suggestRules } from '../../engine/rules/suggest.ts';
import { validateRules } from '../../engine/rules/validateRule.ts';
import type { Rule } from '../../engine/schemas.ts';
import { repoRoot, runTcg } from '../helpers/runTcg.ts';

const sources = defaultSources(repoRoot);
const DECKS = 4000;

interface Cluster {
  size: number;
  deckIds: string[];
  signature: { name: string; share: number; averageCount: number }[];
  rule: Omit<Rule, 'id'>;
  ruleIssues: unknown[];
  impact: { takesUnmatched: number; alsoMatchesClassified: number; gained: { total: number } };
}

/** The radar's verdict on one removed archetype: its best group and its rule's reach. */
function judge(
  groups: readonly { size: number; deckIds: string[]; rule: Omit<Rule, 'id'> }[],
  decks: readonly { id: string; cards: never }[],
  drawnAs: ReadonlyMap<string, string>,
  target: string,
) {
  const own = decks.filter((d) => drawnAs.get(d.id) === target).length;
  let best: (typeof groups)[number] | undefined;
  let inBest = 0;
  for (const group of groups) {
    const n = group.deckIds.filter((id) => drawnAs.get(id) === target).length;
    if (n > inBest) {
      inBest = n;
      best = group;
    }
  }
  let ownMatched = 0;
  let othersMatched = 0;
  if (best) {
    const matcher = new RuleMatcher([{ id: best.rule.name, ...best.rule }]);
    for (const deck of decks)
      if (matcher.match(deck.cards).length > 0) {
        if (drawnAs.get(deck.id) === target) ownMatched++;
        else othersMatched++;
      }
  }
  return {
    recall: inBest / own,
    purity: best ? inBest / best.size : 0,
    ruleRecall: ownMatched / own,
    ruleOthers: othersMatched / (decks.length - own),
  };
}

describe.skipIf(!existsSync(sources.usageCsv))('tcg rules suggest on the real-usage corpus', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'tcg-rules-suggest-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  async function usage(): Promise<Extract<DeckModel, { kind: 'usage' }>> {
    const model = await loadDeckModel(sources);
    if (model.kind !== 'usage') throw new Error('expected the usage model');
    return model;
  }

  /** The archetype rules of the corpus (its few generic extra rules left out). */
  function archetypeRules(model: Extract<DeckModel, { kind: 'usage' }>): Rule[] {
    const names = new Set(model.archetypes.map((a) => a.name));
    return validateRules(buildRules(model)).rules.filter((rule) => names.has(rule.id));
  }

  it('finds each removed archetype as one pure group whose rule takes it back (engine, 2 seeds)', async () => {
    const model = await usage();
    const rules = archetypeRules(model);
    const results: string[] = [];
    for (const seed of [11, 12]) {
      const generated = [...generateDecks(model, DECKS, seed)];
      const decks = generated.map((g) => ({ id: g.doc.id, cards: g.doc.cards as never }));
      const drawnAs = new Map(generated.map((g) => [g.doc.id, g.drawnAs!]));
      let tested = 0;
      for (const archetype of model.archetypes) {
        const kept = rules.filter((rule) => rule.id !== archetype.name);
        const matcher = new RuleMatcher(kept);
        const own = generated.filter((g) => g.drawnAs === archetype.name);
        const freed = own.filter((g) => matcher.match(g.doc.cards as never).length === 0).length;
        if (own.length < 20 || freed < 0.95 * own.length) continue;
        tested++;
        const verdict = judge(suggestRules(decks, kept).groups, decks, drawnAs, archetype.name);
        const ok =
          verdict.recall >= 0.9 &&
          verdict.purity >= 0.9 &&
          verdict.ruleRecall >= 0.9 &&
          verdict.ruleOthers <= 0.05;
        if (!ok) results.push(`seed ${seed} ${archetype.name}: ${JSON.stringify(verdict)}`);
      }
      expect(tested, `seed ${seed}: archetypes tested`).toBeGreaterThanOrEqual(5);
    }
    expect(results).toEqual([]);
  });

  it('finds look-alike archetypes (one key Pokémon under two names) as one group once their rules are gone (2 seeds)', async () => {
    // Look-alikes, from the usage data: each label's rule catches half the other's decks, and both
    // play the same ex Pokémon (in half their decks or more), one tech line apart. Their decks are
    // one archetype: the radar must not split them, nor merge them with others.
    const model = await usage();
    const rules = archetypeRules(model);
    const exOf = (archetype: (typeof model.archetypes)[number]) =>
      archetype.cards
        .filter((card) => /ex$/.test(card.name) && card.inclusionRate >= 0.5)
        .map((card) => card.name)
        .sort()
        .join(',');
    const results: string[] = [];
    for (const seed of [11, 12]) {
      const generated = [...generateDecks(model, DECKS, seed)];
      const decks = generated.map((g) => ({ id: g.doc.id, cards: g.doc.cards as never }));
      const matcher = new RuleMatcher(rules);
      const matches = new Map(
        generated.map((g) => [g.doc.id, matcher.match(g.doc.cards as never).map((m) => m.id)]),
      );
      const caught = (rule: string, label: string) => {
        const own = generated.filter((g) => g.drawnAs === label);
        return own.filter((g) => matches.get(g.doc.id)!.includes(rule)).length / Math.max(1, own.length);
      };
      const seen = new Set<string>();
      let tested = 0;
      for (const archetype of model.archetypes) {
        const family = model.archetypes.filter(
          (other) =>
            other === archetype ||
            (exOf(other) !== '' &&
              exOf(other) === exOf(archetype) &&
              caught(archetype.name, other.name) >= 0.5 &&
              caught(other.name, archetype.name) >= 0.5),
        );
        const key = family
          .map((a) => a.name)
          .sort()
          .join('|');
        if (family.length < 2 || seen.has(key)) continue;
        seen.add(key);
        const labels = new Set(family.map((a) => a.name));
        const kept = rules.filter((rule) => !labels.has(rule.id));
        const keptMatcher = new RuleMatcher(kept);
        const own = generated.filter((g) => labels.has(g.drawnAs!));
        const freed = own.filter((g) => keptMatcher.match(g.doc.cards as never).length === 0).length;
        if (own.length < 40 || freed < 0.95 * own.length) continue;
        tested++;
        // The family's decks as one target label.
        const drawnAs = new Map(
          generated.map((g) => [g.doc.id, labels.has(g.drawnAs!) ? key : g.drawnAs!] as const),
        );
        const verdict = judge(suggestRules(decks, kept).groups, decks, drawnAs, key);
        const ok =
          verdict.recall >= 0.9 &&
          verdict.purity >= 0.9 &&
          verdict.ruleRecall >= 0.9 &&
          verdict.ruleOthers <= 0.05;
        if (!ok) results.push(`seed ${seed} ${key}: ${JSON.stringify(verdict)}`);
      }
      expect(tested, `seed ${seed}: look-alike families tested`).toBeGreaterThanOrEqual(5);
    }
    // Known limit (docs/decisions.md "Rule suggestions"): in seed 12 a fifth of the Mega Zygarde
    // decks, which play no メガタブンネex, form a group of their own (82% in the main group).
    expect(results.map((line) => line.split(':')[0])).toEqual(['seed 12 Mega Zygarde|Mega Zygarde Ex']);
  });

  it('prints the group and a rule that passes the rule check through the CLI', async () => {
    const model = await usage();
    const snapshot = path.join(work, 'snapshot');
    await writeCorpus(snapshot, model, DECKS, 13);
    const target = 'Festival Lead';
    const kept = buildRules(model).filter(
      (rule) => rule.id !== target && model.archetypes.some((a) => a.name === rule.id),
    );
    writeFileSync(
      path.join(snapshot, 'deck_rules.jsonl'),
      kept.map((rule) => `${JSON.stringify(rule)}\n`).join(''),
    );
    const generated = [...generateDecks(model, DECKS, 13)];
    const decks = generated.map((g) => ({ id: g.doc.id, cards: g.doc.cards as never }));
    const drawnAs = new Map(generated.map((g) => [g.doc.id, g.drawnAs!]));

    const run = await runTcg(['rules', 'suggest', '--data', snapshot, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as {
      clusters: Cluster[];
      nearMisses: { ruleId: string; total: number }[];
    };
    const verdict = judge(result.clusters, decks, drawnAs, target);
    expect(verdict.recall).toBeGreaterThanOrEqual(0.9);
    expect(verdict.purity).toBeGreaterThanOrEqual(0.9);
    expect(verdict.ruleRecall).toBeGreaterThanOrEqual(0.9);
    expect(verdict.ruleOthers).toBeLessThanOrEqual(0.05);
    const festival = result.clusters.find((c) => c.deckIds.some((id) => drawnAs.get(id) === target))!;
    expect(festival.ruleIssues).toEqual([]);
    expect(festival.impact.takesUnmatched).toBeGreaterThanOrEqual(0.9 * festival.size);
    expect(festival.impact.gained.total).toBe(
      festival.impact.takesUnmatched + festival.impact.alsoMatchesClassified,
    );
    // Near misses: largest first.
    const totals = result.nearMisses.map((m) => m.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    const text = await runTcg(['rules', 'suggest', '--data', snapshot, '--min-size', '10']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^rules suggest: \d+ of 4000 decks match no rule; \d+ groups/);
    expect(text.stdout).toContain(festival.rule.name);
  });
});
