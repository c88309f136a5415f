// `tcg rules suggest` on the sample snapshot: its unmatched decks come back as groups with
// signature cards, a proposed rule that passes the rule check and whose impact is what
// `tcg rules diff` reports for it, and the near misses of its rules.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runTcg } from './helpers/runTcg.ts';

interface Result {
  decks: number;
  unmatched: number;
  clusters: {
    size: number;
    deckIds: string[];
    exampleDeckIds: string[];
    signature: { name: string; share: number; shareElsewhere: number; averageCount: number }[];
    rule: {
      name: string;
      priority: number;
      conditions: { pattern: string; min: number }[];
      variants: unknown[];
    };
    ruleIssues: unknown[];
    impact: {
      takesUnmatched: number;
      alsoMatchesClassified: number;
      gained: { total: number };
      lost: { total: number };
    };
  }[];
  nearMisses: { ruleId: string; total: number; decks: { count: number; min: number; negate: boolean }[] }[];
}

describe('tcg rules suggest --data DIR', () => {
  const sample = path.join(repoRoot, 'data', 'sample');
  const work = mkdtempSync(path.join(os.tmpdir(), 'tcg-rules-suggest-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('groups the unmatched decks and proposes a rule per group with the impact rules diff gives', async () => {
    const run = await runTcg(['rules', 'suggest', '--data', sample, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as Result;
    expect(result.decks).toBe(330);
    expect(result.unmatched).toBeGreaterThan(0);
    expect(result.clusters.length).toBeGreaterThan(0);
    const ids = result.clusters.flatMap((c) => c.deckIds);
    expect(new Set(ids).size).toBe(ids.length);
    for (const cluster of result.clusters) {
      expect(cluster.size).toBeGreaterThanOrEqual(5);
      expect(cluster.deckIds.length).toBe(cluster.size);
      expect(cluster.signature.length).toBeGreaterThan(0);
      expect(cluster.rule.variants).toEqual([]);
      expect(cluster.rule.conditions.every((c) => /^\^.*\$$/.test(c.pattern) && c.min >= 1)).toBe(true);
      expect(cluster.ruleIssues).toEqual([]);
      expect(cluster.impact.lost.total).toBe(0);
      expect(cluster.impact.takesUnmatched).toBeGreaterThanOrEqual(0.9 * cluster.size);

      // The same rule through `tcg rules diff`: the same counts.
      const file = path.join(work, `${cluster.deckIds[0]}.json`);
      writeFileSync(file, JSON.stringify(cluster.rule));
      const diff = await runTcg(['rules', 'diff', '--data', sample, '--rule-file', file, '--json']);
      expect(diff.code, diff.stderr).toBe(0);
      const impact = JSON.parse(diff.stdout) as { gained: { total: number }; matchedAfter: number };
      expect(impact.gained.total).toBe(cluster.impact.gained.total);
      expect(impact.gained.total).toBe(cluster.impact.takesUnmatched + cluster.impact.alsoMatchesClassified);
    }
    // Near misses: each deck failed by exactly one condition whose card it plays; largest first.
    expect(result.nearMisses.length).toBeGreaterThan(0);
    const totals = result.nearMisses.map((m) => m.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const miss of result.nearMisses)
      for (const deck of miss.decks) expect(deck.count).toBeGreaterThan(0);
  });

  it('prints the groups as text and honours --min-size', async () => {
    const text = await runTcg(['rules', 'suggest', '--data', sample]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^rules suggest: \d+ of 330 decks match no rule; \d+ groups/);
    expect(text.stdout).toContain('proposed rule (priority');
    expect(text.stdout).toContain('effect: takes');
    const large = await runTcg(['rules', 'suggest', '--data', sample, '--json', '--min-size', '1000']);
    expect((JSON.parse(large.stdout) as Result).clusters).toEqual([]);
    const bad = await runTcg(['rules', 'suggest', '--data', sample, '--min-size', 'x']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--min-size');
    expect(bad.stdout).toBe('');
  });
});
