// One rule check everywhere. Through the real bin: `tcg rules validate` names a
// colliding pair and a backtracking pattern with the messages a save gets, classify refuses them
// before touching a deck, and `tcg rules diff` refuses an edited rule the save would refuse, with
// the same message.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_MESSAGES, UNSAFE_PATTERN_MESSAGES } from '../engine/messages.ts';
import { linesOf, runTcg } from './helpers/runTcg.ts';
import { fingerprint, makeSnapshot, removeDir, tempDir } from './helpers/snapshot.ts';

const conditions = [{ pattern: '^サーフゴーex$', min: 1, max: null }];
const rule = (id: string, variantIds: string[] = [], extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  conditions,
  variants: variantIds.map((v) => ({ id: v, name: v, conditions })),
  ...extra,
});
/** A 46-character card name on which `^(a+)+$` backtracks 2^45 ways. */
const HOSTILE_NAME = `${'a'.repeat(45)}!`;
const decks = [
  { id: 'aaaaaa-aaaaaa-aaaaa1', cards: [{ name: 'サーフゴーex', count: 4 }] },
  { id: 'aaaaaa-aaaaaa-aaaaa2', cards: [{ name: HOSTILE_NAME, count: 4 }] },
];

const COLLISION = `X__Y: variants[0].id: ${RULE_MESSAGES.idCollision('deck_rules/X__Y__Z', 'ルール「X」のサブルール「Y__Z」')}`;
const BACKTRACKING_LINE = new RegExp(
  `^入れ子: conditions\\[0\\]\\.pattern: ${UNSAFE_PATTERN_MESSAGES.exponential}${UNSAFE_PATTERN_MESSAGES.hotspotPrefix}.+）$`,
);

let snapshot: string;
let work: string;
beforeAll(async () => {
  snapshot = await makeSnapshot({
    decks,
    deck_rules: [
      rule('X', ['Y__Z']),
      rule('X__Y', ['Z']),
      rule('入れ子', [], { conditions: [{ pattern: '^(a+)+$', min: 1 }] }),
      rule('サーフゴーex'),
    ],
  });
  work = await tempDir('tcg-rule-check-');
});
afterAll(async () => {
  await removeDir(snapshot);
  await removeDir(work);
});

describe('tcg rules validate: the one rule check', () => {
  it('names the later rule of a colliding pair and the backtracking pattern, exit 1', async () => {
    const run = await runTcg(['rules', 'validate', '--data', snapshot]);
    expect(run.code).toBe(1);
    const lines = linesOf(run.stdout);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(COLLISION);
    expect(lines[1]).toMatch(BACKTRACKING_LINE);
    expect(run.stderr.trim()).toMatch(/^tcg: 2 of 4 rules are invalid in .+; fix the issues listed above$/);
  });

  it('classify refuses up front with the first issue, and leaves the snapshot untouched', async () => {
    const before = await fingerprint(snapshot);
    const run = await runTcg(['classify', '--data', snapshot, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `tcg: invalid rule ${COLLISION} (and 1 more invalid rules of 4); fix it (see \`tcg rules validate\`) or pass --skip-invalid to classify with the valid rules only`,
    );
    expect(await fingerprint(snapshot)).toEqual(before);
  });
});

describe('tcg rules diff: an edited rule gets the save check', () => {
  it('refuses a new rule whose sub-rule names another rule’s document, with the same message', async () => {
    const file = path.join(work, 'collide.json');
    // Against the stored X + Y__Z, a new rule X__Y with a sub-rule Z (no id: a new rule).
    await writeFile(file, JSON.stringify({ name: 'X__Y', conditions, variants: [{ id: 'Z', conditions }] }));
    const run = await runTcg(['rules', 'diff', '--data', snapshot, '--rule-file', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(
      `tcg: --rule-file ${file}: ${COLLISION.slice('X__Y: '.length)}; fix the rule and run again`,
    );
  });

  it('refuses ^(a+)+$ before a deck holding a 46-character name is matched', async () => {
    const file = path.join(work, 'nested.json');
    await writeFile(
      file,
      JSON.stringify({ name: '新入れ子', conditions: [{ pattern: '^(a+)+$', min: 1, max: null }] }),
    );
    const run = await runTcg(['rules', 'diff', '--data', snapshot, '--rule-file', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toMatch(
      new RegExp(
        `^tcg: --rule-file .+: conditions\\[0\\]\\.pattern: ${UNSAFE_PATTERN_MESSAGES.exponential}${UNSAFE_PATTERN_MESSAGES.hotspotPrefix}.+）; fix the rule and run again$`,
      ),
    );
  });

  it('refuses a backtracking pattern before any deck is matched', async () => {
    const file = path.join(work, 'backtrack.json');
    await writeFile(
      file,
      JSON.stringify({
        id: 'サーフゴーex',
        name: 'サーフゴーex',
        conditions: [{ pattern: '(\\w+\\s?)+$', min: 1, max: null }],
      }),
    );
    const run = await runTcg(['rules', 'diff', '--data', snapshot, '--rule-file', file]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      new RegExp(`^tcg: --rule-file .+: conditions\\[0\\]\\.pattern: ${UNSAFE_PATTERN_MESSAGES.exponential}`),
    );
  });
});
