import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNSAFE_PATTERN_MESSAGES } from '../engine/messages.ts';
import { checkRules, patternsToJudge } from '../engine/rules/checkRule.ts';
import { findUnsafePatterns, judgePatterns } from './regexSafety.ts';

describe('the recheck agent', () => {
  /** The recheck agents this test process started (they stay until it exits). */
  function agents(): number {
    try {
      return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'recheck agent'], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean).length;
    } catch {
      return 0; // pgrep exits 1 when nothing matches
    }
  }

  // First in the file: the agent must not be running yet.
  it('is started once, however many patterns are checked at a time (not one process each)', async () => {
    const patterns = Array.from({ length: 40 }, (_, i) => `^カード${i}(ex|V)$`);
    await findUnsafePatterns(patterns);
    // The native agent when installed (1), none with the JavaScript build (0); never one per pattern.
    expect(agents()).toBeLessThanOrEqual(1);
  });
});

describe('findUnsafePatterns(patterns) with recheck', () => {
  it('refuses exponential and cubic patterns with the reason and the backtracking part', async () => {
    const unsafe = await findUnsafePatterns(['^(a+)+$', '(\\w+\\s?)+$', 'a*a*b', '^リザードンex$']);
    expect(unsafe.get('^(a+)+$')).toBe(`${UNSAFE_PATTERN_MESSAGES.exponential}（問題の箇所: a）`);
    expect(unsafe.get('(\\w+\\s?)+$')).toMatch(/^正規表現が不正です: 繰り返しが入れ子になっていて/);
    expect(unsafe.get('a*a*b')).toMatch(/^正規表現が不正です: 繰り返しが重なっていて/);
    expect(unsafe.has('^リザードンex$')).toBe(false);
  });

  it('lets quadratic patterns through (unanchored .*, common in rules): card names are capped', async () => {
    const unsafe = await findUnsafePatterns(['.*ex', 'リザードン.*ex', '^(?!.*ex).*ポケモン']);
    expect(unsafe.size).toBe(0);
  });

  it('leaves a syntax error to validateRule (it has the engine text)', async () => {
    expect((await findUnsafePatterns(['(a'])).size).toBe(0);
  });
});

describe('checkRules(raws, judgePatterns(patternsToJudge(raws)))', () => {
  it('moves a rule with an unsafe variant pattern to the invalid rules, with its path', async () => {
    const raws = [
      { id: 'ok', name: 'ok', conditions: [{ pattern: '^a$' }] },
      {
        id: 'bad',
        name: 'bad',
        conditions: [{ pattern: '^b$' }],
        variants: [{ id: 'v', name: 'v', conditions: [{ pattern: '^c$' }, { pattern: '^(a|a)*$' }] }],
      },
    ];
    const { rules, invalidRules } = checkRules(raws, await judgePatterns(patternsToJudge(raws)));
    expect(rules.map((r) => r.id)).toEqual(['ok']);
    expect(invalidRules).toHaveLength(1);
    expect(invalidRules[0]!.ruleId).toBe('bad');
    expect(invalidRules[0]!.issues.map((i) => i.path)).toEqual(['variants[0].conditions[1].pattern']);
  });
});

describe('keepVerdictsIn(dir): verdicts kept between processes', () => {
  const root = path.resolve(import.meta.dirname, '..');
  /** A fresh process that keeps its verdicts in `dir` and prints the messages for `patterns`. */
  function judgeInChild(dir: string, patterns: string[]): Record<string, string | null> {
    const script = path.join(dir, 'judge.mts');
    writeFileSync(
      script,
      `import { judgePatterns, keepVerdictsIn } from ${JSON.stringify(path.join(root, 'data/regexSafety.ts'))};
keepVerdictsIn(${JSON.stringify(dir)});
const verdicts = await judgePatterns(${JSON.stringify(patterns)});
process.stdout.write(JSON.stringify(Object.fromEntries(verdicts)));
process.exit(0);
`,
    );
    return JSON.parse(
      execFileSync(process.execPath, [path.join(root, 'bin/run-ts.js'), script], { encoding: 'utf8' }),
    );
  }

  it('stores each verdict recheck reached, and a later process takes it from the file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-verdicts-'));
    try {
      const first = judgeInChild(dir, ['^(a+)+$', '^リザードンex$', '(a']);
      expect(first['^(a+)+$']).toBe(`${UNSAFE_PATTERN_MESSAGES.exponential}（問題の箇所: a）`);
      expect(first['^リザードンex$']).toBeNull();
      const [file] = readdirSync(dir).filter((name) => name.startsWith('regex-verdicts-'));
      expect(file).toBeDefined();
      const stored = JSON.parse(readFileSync(path.join(dir, file!), 'utf8'));
      expect(Object.keys(stored).sort()).toEqual(['(a', '^(a+)+$', '^リザードンex$']);
      // The file is what the next process believes: a verdict changed in it changes the message.
      stored['^リザードンex$'] = {
        status: 'vulnerable',
        complexity: { type: 'exponential' },
        hotspot: [],
        source: '^リザードンex$',
      };
      writeFileSync(path.join(dir, file!), JSON.stringify(stored));
      const second = judgeInChild(dir, ['^(a+)+$', '^リザードンex$']);
      expect(second).toEqual({
        ...first,
        '(a': undefined,
        '^リザードンex$': UNSAFE_PATTERN_MESSAGES.exponential,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
