// A snapshot with more rules than MAX_RULES (thousands of broad rules ran
// aggregate out of memory and left `.docs-tmp-*` behind) is refused up front by the real bin:
// one line naming the collection and the limit, exit 1, nothing written. At the limit classify runs.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RULES } from '../engine/rules/ruleLimit.ts';
import { linesOf, runTcg } from './helpers/runTcg.ts';
import { fingerprint, makeSnapshot, removeDir, tempDir } from './helpers/snapshot.ts';

const decks = [
  { id: 'aaaaaa-aaaaaa-aaaaa1', cards: [{ name: 'サーフゴーex', count: 4 }] },
  { id: 'aaaaaa-aaaaaa-aaaaa2', cards: [{ name: 'ドラパルトex', count: 2 }] },
];
/** `count` broad rules: each matches every deck with an "ex" card. */
const broadRules = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `broad${i}`,
    name: `broad${i}`,
    conditions: [{ pattern: 'ex', min: 1 }],
  }));

const dirs: string[] = [];
let over: string;
let atLimit: string;
beforeAll(async () => {
  over = await makeSnapshot({ decks, deck_rules: broadRules(MAX_RULES + 1) });
  atLimit = await makeSnapshot({ decks, deck_rules: broadRules(MAX_RULES) });
  dirs.push(over, atLimit);
});
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

const refusal = new RegExp(
  `^tcg: .+: deck_rules: ${MAX_RULES + 1} rules, more than the limit of ${MAX_RULES} \\(ルールが多すぎます: 上限 ${MAX_RULES} 件\\); delete or merge rules`,
);

describe(`more than ${MAX_RULES} rules`, () => {
  it('classify refuses in one line, exit 1, the snapshot untouched', async () => {
    const before = await fingerprint(over);
    const run = await runTcg(['classify', '--data', over, '--quiet']);
    expect(run.code).toBe(1);
    expect(linesOf(run.stderr)).toHaveLength(1);
    expect(run.stderr).toMatch(refusal);
    expect(await fingerprint(over)).toEqual(before);
  });

  it('aggregate refuses in one line, exit 1, and leaves no output or .docs-tmp-* folder', async () => {
    const parent = await tempDir('tcg-limit-out-');
    dirs.push(parent);
    const run = await runTcg(['aggregate', '--data', over, '--out', path.join(parent, 'out'), '--quiet']);
    expect(run.code).toBe(1);
    expect(linesOf(run.stderr)).toHaveLength(1);
    expect(run.stderr).toMatch(refusal);
    const left = await readdir(path.join(parent, 'out')).catch(() => []);
    expect(left).toEqual([]);
  });

  it('rules validate says the same', async () => {
    const run = await runTcg(['rules', 'validate', '--data', over]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(refusal);
  });
});

describe(`exactly ${MAX_RULES} rules`, () => {
  // Only classify here: aggregate at the limit takes about 30 s (docs/decisions.md has why).
  it('classify runs', async () => {
    const classify = await runTcg(['classify', '--data', atLimit, '--quiet']);
    expect(classify.stderr).toBe('');
    expect(classify.code).toBe(0);
  });
});
