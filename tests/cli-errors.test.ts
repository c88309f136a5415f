// Bad input through the real `bin/tcg.js`: each mistake gives one clear line on stderr naming
// the file/line/field and what to do, exit 1 (2 for usage), and leaves the snapshot untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOf, runTcg } from './helpers/runTcg.ts';
import { fingerprint, makeSnapshot, removeDir } from './helpers/snapshot.ts';

const deck = (id: string, cards: [string, number][]) => ({
  id,
  cards: cards.map(([name, count]) => ({ name, count })),
});
const decks = [
  deck('aaaaaa-aaaaaa-aaaaa1', [['サーフゴーex', 4]]),
  deck('aaaaaa-aaaaaa-aaaaa2', [['ドラパルトex', 2]]),
];
const goodRule = {
  id: 'サーフゴーex',
  name: 'サーフゴーex',
  conditions: [{ pattern: '^サーフゴーex$', min: 3 }],
};
const badRegexRule = {
  id: 'ドラパルト (壊れ)',
  name: 'ドラパルト (壊れ)',
  conditions: [{ pattern: '^ドラパルトex$', min: 1 }],
  variants: [{ id: 'v', name: 'v', conditions: [{ pattern: '(ヨノワール', min: 1 }] }],
};

const dirs: string[] = [];
let badLine: string;
let badRegex: string;
beforeAll(async () => {
  badLine = await makeSnapshot(
    { decks, deck_rules: [goodRule] },
    { decks: ['{"id": "aaaaaa-aaaaaa-aaaaa3", '] },
  );
  badRegex = await makeSnapshot({ decks, deck_rules: [goodRule, badRegexRule] });
  dirs.push(badLine, badRegex);
});
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

function expectOneLine(stderr: string, pattern: RegExp): void {
  const lines = linesOf(stderr);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
}

describe('tcg classify with bad input', () => {
  it('a missing folder: one line naming it, exit 1', async () => {
    const run = await runTcg(['classify', '--data', '/nonexistent/snapshot']);
    expect(run.code).toBe(1);
    expectOneLine(
      run.stderr,
      /^tcg: \/nonexistent\/snapshot: snapshot folder not found; pass an existing folder/,
    );
    expect(run.stdout).toBe('');
  });

  it('a bad snapshot line: one line with file and line number, exit 1, snapshot untouched', async () => {
    const before = await fingerprint(badLine);
    const run = await runTcg(['classify', '--data', badLine]);
    expect(run.code).toBe(1);
    expectOneLine(run.stderr, /^tcg: .*decks\.jsonl:3: not valid JSON \(.+\); fix or remove the line$/);
    expect(await fingerprint(badLine)).toEqual(before);
  });

  it('an invalid regex: one line with rule, path and the spec message, exit 1, snapshot untouched', async () => {
    const before = await fingerprint(badRegex);
    const run = await runTcg(['classify', '--data', badRegex]);
    expect(run.code).toBe(1);
    expectOneLine(
      run.stderr,
      /^tcg: invalid rule ドラパルト \(壊れ\): variants\[0\]\.conditions\[0\]\.pattern: 正規表現が不正です: .+; fix it \(see `tcg rules validate`\) or pass --skip-invalid/,
    );
    expect(await fingerprint(badRegex)).toEqual(before);
  });

  it('a rule id that does not exist in single-rule mode: one line, exit 1', async () => {
    const run = await runTcg(['classify', '--data', badRegex, '--rule', 'ない']);
    expect(run.code).toBe(1);
    expectOneLine(run.stderr, /^tcg: rule "ない" is not an enabled, valid rule in deck_rules/);
  });

  it('a missing --data is a usage error: exit 2', async () => {
    const run = await runTcg(['classify']);
    expect(run.code).toBe(2);
    expectOneLine(run.stderr, /^tcg: --data: missing; pass the snapshot folder/);
  });
});

describe('tcg rules validate and tcg preview with bad input', () => {
  it('rules validate lists every issue and exits 1', async () => {
    const run = await runTcg(['rules', 'validate', '--data', badRegex]);
    expect(run.code).toBe(1);
    expect(linesOf(run.stdout)).toEqual([
      expect.stringMatching(
        /^ドラパルト \(壊れ\): variants\[0\]\.conditions\[0\]\.pattern: 正規表現が不正です: /,
      ),
    ]);
    expectOneLine(run.stderr, /^tcg: 1 of 2 rules are invalid in .+; fix the issues listed above$/);
  });

  it('preview of a malformed deck ID or an unknown deck: one line, exit 1', async () => {
    const malformed = await runTcg(['preview', 'abc', '--data', badRegex]);
    expect(malformed.code).toBe(1);
    expectOneLine(malformed.stderr, /^tcg: "abc" is not a deck ID; give three groups of 6 letters or digits/);
    const unknown = await runTcg(['preview', 'zzzzzz-zzzzzz-zzzzzz', '--data', badRegex]);
    expect(unknown.code).toBe(1);
    expectOneLine(unknown.stderr, /^tcg: deck zzzzzz-zzzzzz-zzzzzz is not in .+; check the ID/);
  });
});
