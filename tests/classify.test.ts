// `tcg classify`, `tcg rules validate` and `tcg preview DECK_ID` end to end through the real
// `bin/tcg.js`, plus the golden test: classifying a copy of data/sample must give exactly the
// matches in tests/golden/classify/expected.json (regenerate with UPDATE_GOLDEN=1, then review).
import { cp, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOf, repoRoot, runTcg } from './helpers/runTcg.ts';
import { fingerprint, readJsonl, removeDir, tempDir } from './helpers/snapshot.ts';

const SAMPLE = path.join(repoRoot, 'data/sample');
const EXPECTED = path.join(repoRoot, 'tests/golden/classify/expected.json');

type Matches = { id: string; variants: string[] }[];

/** Each deck's matches as the golden file stores them: rule ids in order with their variants. */
function matchesByDeck(decks: Record<string, unknown>[]): Record<string, Matches> {
  const result: Record<string, Matches> = {};
  for (const deck of decks) {
    const detail = (deck.rule_matches_detail ?? []) as { id: string; variants: string[] }[];
    expect(deck.rule_matches ?? []).toEqual(detail.map((entry) => entry.id));
    result[deck.id as string] = detail.map(({ id, variants }) => ({ id, variants }));
  }
  return result;
}

let work: string;
let snapshot: string;
let firstRun: Awaited<ReturnType<typeof runTcg>>;
beforeAll(async () => {
  work = await tempDir('tcg-classify-');
  snapshot = path.join(work, 'sample');
  await cp(SAMPLE, snapshot, { recursive: true });
  firstRun = await runTcg(['classify', '--data', snapshot, '--json']);
});
afterAll(() => removeDir(work));

describe('tcg classify --data data/sample (golden)', () => {
  it('reports what it did as JSON', () => {
    expect(firstRun.code).toBe(0);
    expect(JSON.parse(firstRun.stdout)).toEqual({
      processed: 330,
      updated: 301,
      rules: 15,
      mode: 'all',
      dryRun: false,
      invalidRules: [],
      // 1.2 MB, far below the size from which decks are classified in threads.
      threads: 1,
      // The first run scans the decks, and keeps them for the next one (data/accelerators/classifyCache.ts).
      cached: false,
    });
  });

  it('gives every deck exactly the matches of the golden file', async () => {
    const actual = matchesByDeck(await readJsonl(path.join(snapshot, 'decks.jsonl')));
    if (process.env.UPDATE_GOLDEN === '1') {
      // One deck a line, so a review reads as a list and a diff shows the decks that moved.
      const lines = Object.entries(actual).map(
        ([id, matches]) => `${JSON.stringify(id)}: ${JSON.stringify(matches)}`,
      );
      await writeFile(EXPECTED, `{\n${lines.join(',\n')}\n}\n`);
    }
    const expected = JSON.parse(await readFile(EXPECTED, 'utf8')) as Record<string, Matches>;
    expect(Object.keys(actual)).toHaveLength(330);
    expect(actual).toEqual(expected);
  });

  // Checked by hand against data/sample/deck_rules.jsonl and each deck's card list (counts are
  // sums of `count` over the cards whose name matches the pattern).
  it('matches the hand-checked decks', async () => {
    const expected = JSON.parse(await readFile(EXPECTED, 'utf8')) as Record<string, Matches>;
    expect({
      // タケルライコex ×2+, オーガポン みどりのめんex ×1+, メガガルーラex ×1 and アンフェアスタンプ ×1
      // (the negated no-stamp variant fails); also メガアブソルex + マシマシラ → absol_box (priority 100 after 30).
      'Ggko9s-wj29Lj-O1pSxV': expected['Ggko9s-wj29Lj-O1pSxV'],
      // The same archetype without アンフェアスタンプ: both variants.
      'Tgo5Ol-QgtElr-jEtW2k': expected['Tgo5Ol-QgtElr-jEtW2k'],
      // ノココッチ ×3, no ドラパルトex or フーディン, basic energy ×1 (0–4): the control rule.
      'U06oj6-5pqthR-QKDQoU': expected['U06oj6-5pqthR-QKDQoU'],
      // ノココッチ ×2 but フーディン ×3: the negated condition fails; nothing else matches.
      'gXsUpQ-EjwkUA-UN1uNN': expected['gXsUpQ-EjwkUA-UN1uNN'],
      // ノココッチ ×3, no ドラパルトex/フーディン, but basic energy ×5 (> 4): unmatched.
      'FDRAHF-q0jgRo-Gw7e0J': expected['FDRAHF-q0jgRo-Gw7e0J'],
      // ドラパルトex ×2 and ノココッチ ×2: ドラパルトex with its ノココッチ型 variant; not control.
      'aU70FD-C1ij2r-YvInTJ': expected['aU70FD-C1ij2r-YvInTJ'],
      // ロケット団のミュウツーex ×1+ and 33 cards named ロケット団の… (12+).
      'DTt3O5-UHidk2-lyV92e': expected['DTt3O5-UHidk2-lyV92e'],
      // ヒビキのバクフーン ×3, but that rule is disabled: unmatched.
      'rZoL9D-JlrlZi-mfFhdS': expected['rZoL9D-JlrlZi-mfFhdS'],
    }).toEqual({
      'Ggko9s-wj29Lj-O1pSxV': [
        { id: 'タケルライコ オーガポン', variants: ['kangaskhan'] },
        { id: 'absol_box', variants: [] },
      ],
      'Tgo5Ol-QgtElr-jEtW2k': [{ id: 'タケルライコ オーガポン', variants: ['kangaskhan', 'no-stamp'] }],
      'U06oj6-5pqthR-QKDQoU': [{ id: 'ノココッチ コントロール', variants: [] }],
      'gXsUpQ-EjwkUA-UN1uNN': [],
      'FDRAHF-q0jgRo-Gw7e0J': [],
      'aU70FD-C1ij2r-YvInTJ': [{ id: 'ドラパルトex', variants: ['ノココッチ型'] }],
      'DTt3O5-UHidk2-lyV92e': [{ id: 'ロケット団のミュウツーex', variants: [] }],
      'rZoL9D-JlrlZi-mfFhdS': [],
    });
  });

  it('changes nothing on a second run (the file is not rewritten)', async () => {
    const before = await stat(path.join(snapshot, 'decks.jsonl'));
    const again = await runTcg(['classify', '--data', snapshot, '--quiet']);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('classify: 330 decks, updated 0 (15 rules, from the cache of the decks)\n');
    expect(again.stderr).toBe('');
    const after = await stat(path.join(snapshot, 'decks.jsonl'));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });
});

describe('tcg classify modes', () => {
  it('--dry-run counts the changes and writes nothing', async () => {
    const copy = path.join(work, 'dry');
    await cp(SAMPLE, copy, { recursive: true });
    const before = await fingerprint(copy);
    const run = await runTcg(['classify', '--data', copy, '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('classify: 330 decks, would update 301 (15 rules, dry run)\n');
    expect(await fingerprint(copy)).toEqual(before);
  });

  it('--plain (the reference path) writes decks.jsonl byte for byte as the default run', async () => {
    const run = async (name: string, flags: string[]) => {
      const copy = path.join(work, name);
      await cp(SAMPLE, copy, { recursive: true });
      const result = await runTcg([
        'classify',
        '--data',
        copy,
        '--as-of',
        '2026-04-05T00:00:00Z',
        '--json',
        ...flags,
      ]);
      expect(result.code, result.stderr).toBe(0);
      return {
        result: JSON.parse(result.stdout),
        decks: await readFile(path.join(copy, 'decks.jsonl'), 'utf8'),
      };
    };
    const fast = await run('default', []);
    const plain = await run('plain', ['--plain']);
    expect(plain.result).toEqual(fast.result);
    expect(plain.result.updated).toBe(301);
    expect(plain.decks === fast.decks).toBe(true);
  });

  it('--rule ID adds or removes only that rule and keeps the others', async () => {
    const copy = path.join(work, 'single');
    await cp(snapshot, copy, { recursive: true });
    const decksFile = path.join(copy, 'decks.jsonl');
    // A stale match for a rule the deck does not satisfy, and a stale other rule that must stay.
    const decks = await readJsonl(decksFile);
    const target = decks.find((deck) => deck.id === 'Ggko9s-wj29Lj-O1pSxV')!;
    target.rule_matches = ['タケルライコ オーガポン', 'absol_box', 'サーナイトex'];
    (target.rule_matches_detail as object[]).push({
      id: 'サーナイトex',
      name: 'サーナイトex',
      priority: 40,
      variants: [],
    });
    await writeFile(decksFile, decks.map((deck) => `${JSON.stringify(deck)}\n`).join(''));
    const run = await runTcg(['classify', '--data', copy, '--rule', 'サーナイトex', '--json', '--quiet']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ processed: 330, updated: 1, rules: 1, mode: 'single' });
    const after = (await readJsonl(decksFile)).find((deck) => deck.id === 'Ggko9s-wj29Lj-O1pSxV')!;
    expect(after.rule_matches).toEqual(['タケルライコ オーガポン', 'absol_box']);
  });
});

describe('tcg rules validate and tcg preview DECK_ID', () => {
  it('rules validate: all valid, exit 0', async () => {
    const run = await runTcg(['rules', 'validate', '--data', SAMPLE]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('rules validate: all 16 rules are valid\n');
  });

  it('preview prints each rule and condition with count and OK/NG, or the result as JSON', async () => {
    const table = await runTcg(['preview', 'Ggko9s-wj29Lj-O1pSxV', '--data', SAMPLE]);
    expect(table.code).toBe(0);
    const lines = linesOf(table.stdout);
    expect(lines[0]).toBe(
      'deck Ggko9s-wj29Lj-O1pSxV (snapshot): matches タケルライコ オーガポン, absol_box (primary: タケルライコ オーガポン)',
    );
    expect(lines[1]).toMatch(/^MATCH\s+PRIORITY\s+RULE \/ PATTERN\s+RANGE\s+NEGATE\s+COUNT\s+OK\/NG$/);
    expect(lines).toContainEqual(
      expect.stringMatching(/^yes\s+30\s+タケルライコ オーガポン \[タケルライコ オーガポン\]$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\s+\^アンフェアスタンプ\$\s+1-\s+yes\s+1\s+NG$/));

    const json = await runTcg(['preview', 'Ggko9s-wj29Lj-O1pSxV', '--data', SAMPLE, '--json']);
    const result = JSON.parse(json.stdout);
    expect(result).toMatchObject({
      source: 'snapshot',
      deckId: 'Ggko9s-wj29Lj-O1pSxV',
      invalidRules: [],
      matched: ['タケルライコ オーガポン', 'absol_box'],
    });
    expect(result.results).toHaveLength(15);
  });
});
