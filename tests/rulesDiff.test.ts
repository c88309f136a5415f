// `tcg rules diff`: the impact of an edited rule on a classified snapshot names exactly the decks
// that saving the rule and classifying with it then rewrites.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runTcg } from './helpers/runTcg.ts';

type Line = { id: string; rule_matches?: string[] } & Record<string, unknown>;

function readLines(file: string): Line[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Line);
}

describe('tcg rules diff --data DIR --rule-file FILE', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'tcg-rules-diff-'));
  const snapshot = path.join(work, 'snapshot');
  const ruleFile = path.join(work, 'rule.json');
  let narrowed: Line;

  beforeAll(async () => {
    cpSync(path.join(repoRoot, 'data', 'sample'), snapshot, { recursive: true });
    const classify = await runTcg(['classify', '--data', snapshot, '--quiet', '--threads', '1']);
    expect(classify.code, classify.stderr).toBe(0);
    const stored = readLines(path.join(snapshot, 'deck_rules.jsonl')).find((r) => r.id === 'ドラパルトex')!;
    // Narrowed: the deck needs three copies of the main card, not one (27 of 53 decks have two).
    const conditions = (stored.conditions as { min: number }[]).map((c, i) =>
      i === 0 ? { ...c, min: 3 } : c,
    );
    narrowed = { ...stored, conditions };
    writeFileSync(ruleFile, JSON.stringify(narrowed));
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('prints counts, moves and example card lists as text', async () => {
    const diff = await runTcg(['rules', 'diff', '--data', snapshot, '--rule-file', ruleFile]);
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.stdout).toMatch(/^rule ドラパルトex: 330 decks checked; matches \d+ -> \d+/);
    expect(diff.stdout).toContain('moves (primary rule before -> after):');
    expect(diff.stdout).toMatch(/ x\d/);
  });

  it('lists the decks that a save and a classification run of the rule then change', async () => {
    const diff = await runTcg(['rules', 'diff', '--data', snapshot, '--rule-file', ruleFile, '--json']);
    expect(diff.code, diff.stderr).toBe(0);
    const impact = JSON.parse(diff.stdout) as {
      checked: number;
      gained: { total: number; ids: string[] };
      lost: { total: number; ids: string[] };
      moves: { from: string | null; to: string | null; count: number }[];
      examples: { deckId: string; cards: unknown[] }[];
    };
    expect(impact.checked).toBe(330);
    expect(impact.lost.total).toBeGreaterThan(0);
    expect(impact.gained.total).toBe(0);
    expect(impact.examples.every((e) => e.cards.length > 0)).toBe(true);

    // Save the rule into the snapshot, then classify with that rule alone.
    const before = new Map(
      readLines(path.join(snapshot, 'decks.jsonl')).map((d) => [d.id, d.rule_matches ?? []]),
    );
    const rulesFile = path.join(snapshot, 'deck_rules.jsonl');
    const rules = readLines(rulesFile).map((r) => (r.id === narrowed.id ? narrowed : r));
    writeFileSync(rulesFile, `${rules.map((r) => JSON.stringify(r)).join('\n')}\n`);
    const run = await runTcg([
      'classify',
      '--data',
      snapshot,
      '--rule',
      'ドラパルトex',
      '--quiet',
      '--threads',
      '1',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const changed = readLines(path.join(snapshot, 'decks.jsonl'))
      .filter((d) => JSON.stringify(d.rule_matches ?? []) !== JSON.stringify(before.get(d.id)))
      .map((d) => d.id)
      .sort();
    expect(changed.length).toBe(impact.lost.total);
    expect(impact.lost.ids).toEqual(changed.slice(0, 20));
    expect(impact.moves.reduce((sum, m) => sum + m.count, 0)).toBe(impact.lost.total);
  }, 120_000);

  it('reports a bad rule file in one line with the path and the spec message', async () => {
    writeFileSync(ruleFile, JSON.stringify({ name: 'x', conditions: [{ pattern: '(', min: 1, max: null }] }));
    const bad = await runTcg(['rules', 'diff', '--data', snapshot, '--rule-file', ruleFile]);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toMatch(
      /^tcg: --rule-file .*rule\.json: conditions\[0\]\.pattern: 正規表現が不正です: /,
    );
    writeFileSync(ruleFile, '{');
    const syntax = await runTcg(['rules', 'diff', '--data', snapshot, '--rule-file', ruleFile]);
    expect(syntax.stderr.trim()).toMatch(/JSON の構文が不正です。/);
    expect(syntax.stdout).toBe('');
  });
});
