// Ids no sink can hold as they are, reproduced through the real `bin/tcg.js` on small snapshots: a rule
// named `..`, rules `X__Y` + sub-rule `Z` against `X` + sub-rule `Y__Z`, and every id no sink can
// store. Each gives one clear line and exit 1 (or is skipped with a warning), never exit 70.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileNameOf } from '../../engine/ids.ts';
import { linesOf, runTcg } from '../helpers/runTcg.ts';
import { makeSnapshot, removeDir, tempDir } from '../helpers/snapshot.ts';

const conditions = [{ pattern: '^ドラパルトex$', min: 1 }];
const rule = (name: string, more: object = {}) => ({ id: name, name, conditions, ...more });
const variant = (id: string, pattern: string) => ({ id, name: id, conditions: [{ pattern, min: 1 }] });
const deck = (n: number, cards: string[], matches: { id: string; variants?: string[] }[] = []) => ({
  id: `aaaaaa-aaaaaa-aaaa${String(n).padStart(2, '0')}`,
  created_at: `2026-03-${String(10 + n).padStart(2, '0')}T10:00:00+09:00`,
  cards: cards.map((name) => ({ name, count: 2 })),
  rule_matches: matches.map((m) => m.id),
  rule_matches_detail: matches.map((m) => ({
    id: m.id,
    name: m.id,
    priority: 0,
    variants: m.variants ?? [],
  })),
});

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});
async function snapshot(collections: Parameters<typeof makeSnapshot>[0]): Promise<string> {
  const dir = await makeSnapshot(collections);
  dirs.push(dir);
  return dir;
}
async function outDir(): Promise<string> {
  const dir = await tempDir('tcg-ids-out-');
  dirs.push(dir);
  return path.join(dir, 'out');
}
/** What a failed run left in OUT: nothing but, at most, the empty folder itself. */
async function docsWritten(out: string): Promise<string[]> {
  return readdir(out, { recursive: true }).catch(() => []);
}
const AS_OF = ['--as-of', '2026-04-10T00:00:00Z', '--quiet'];

describe('a rule named ".."', () => {
  it('is refused by `tcg rules validate` with one Japanese line naming it, and skipped by aggregate (exit 0, not 70)', async () => {
    const data = await snapshot({
      deck_rules: [rule('ドラパルトex'), rule('..')],
      decks: [deck(1, ['ドラパルトex'], [{ id: 'ドラパルトex' }])],
    });
    const validate = await runTcg(['rules', 'validate', '--data', data]);
    expect(validate.code).toBe(1);
    expect(linesOf(validate.stdout)).toEqual(['..: id: IDに「.」「..」は使用できません']);

    const out = await outDir();
    const aggregate = await runTcg(['aggregate', '--data', data, '--out', out, ...AS_OF]);
    expect(aggregate.stderr).not.toMatch(/internal error/);
    expect(aggregate.code).toBe(0);
    expect(aggregate.stderr).toMatch(
      /warning: rule \.\.: id: IDに「\.」「\.\.」は使用できません \(skipped\)/,
    );
    expect((await readdir(path.join(out, 'docs/deck_rules'))).filter((f) => f.endsWith('.json'))).toEqual([
      'ドラパルトex.json',
    ]);
  });

  it('a rule id starting with "." (hosting would not serve its pages or share image) is refused and skipped', async () => {
    const data = await snapshot({
      deck_rules: [rule('ドラパルトex'), rule('.hidden')],
      decks: [deck(1, ['ドラパルトex'], [{ id: 'ドラパルトex' }])],
    });
    const validate = await runTcg(['rules', 'validate', '--data', data]);
    expect(validate.code).toBe(1);
    expect(linesOf(validate.stdout)).toEqual(['.hidden: id: IDを「.」で始めることはできません']);
    const out = await outDir();
    const aggregate = await runTcg(['aggregate', '--data', data, '--out', out, ...AS_OF]);
    expect(aggregate.code, aggregate.stderr).toBe(0);
    expect(aggregate.stderr).toContain(
      'warning: rule .hidden: id: IDを「.」で始めることはできません (skipped)',
    );
    expect((await docsWritten(out)).filter((f) => f.includes('.hidden'))).toEqual([]);
  });

  it("found only in decks' matches stops aggregate with one line and exit 1, writing nothing", async () => {
    const data = await snapshot({
      deck_rules: [rule('ドラパルトex')],
      decks: [deck(1, ['ドラパルトex'], [{ id: '..' }])],
    });
    const out = await outDir();
    const run = await runTcg(['aggregate', '--data', data, '--out', out, ...AS_OF]);
    expect(run.code).toBe(1);
    expect(linesOf(run.stderr)).toHaveLength(1);
    expect(run.stderr).toMatch(
      /decks are matched to rule "\.\.", which no valid rule has.*run `tcg classify`/,
    );
    expect(await docsWritten(out)).toEqual([]);
  });
});

describe('rules X__Y + sub-rule Z and X + sub-rule Y__Z', () => {
  const rules = [
    rule('X', { variants: [variant('Y__Z', '^ヨノワール$')] }),
    rule('X__Y', {
      conditions: [{ pattern: '^サーフゴーex$', min: 1 }],
      variants: [variant('Z', '^サーフゴーex$')],
    }),
  ];
  // Decks classified before the fix: both rules matched, with their sub-rules.
  const decks = [
    deck(1, ['ドラパルトex', 'ヨノワール'], [{ id: 'X', variants: ['Y__Z'] }]),
    deck(2, ['ドラパルトex', 'ヨノワール'], [{ id: 'X', variants: ['Y__Z'] }]),
    deck(3, ['サーフゴーex'], [{ id: 'X__Y', variants: ['Z'] }]),
  ];

  it('validate refuses the later rule, naming the document and the rule it would overwrite', async () => {
    const data = await snapshot({ deck_rules: rules, decks });
    const run = await runTcg(['rules', 'validate', '--data', data]);
    expect(run.code).toBe(1);
    expect(linesOf(run.stdout)).toEqual([
      'X__Y: variants[0].id: 文書「deck_rules/X__Y__Z」がルール「X」のサブルール「Y__Z」と重複しています',
    ]);
  });

  it('aggregate no longer shares one accumulator: exit 0, each sub-rule counts its own decks', async () => {
    const data = await snapshot({ deck_rules: rules, decks });
    const out = await outDir();
    const run = await runTcg(['aggregate', '--data', data, '--out', out, ...AS_OF]);
    expect(run.stderr).not.toMatch(/internal error/);
    expect(run.code).toBe(0);
    const { readFile } = await import('node:fs/promises');
    const read = async (p: string) => JSON.parse(await readFile(path.join(out, 'docs', `${p}.json`), 'utf8'));
    const sub = await read('deck_rules/X__Y__Z');
    expect(sub).toMatchObject({ parent_rule_id: 'X', variant_id: 'Y__Z', stats_total_decks: 2 });
    expect(sub.stats_share_within_rule).toBe(1);
  });
});

describe('ids from decks and events', () => {
  it.each([
    ['a/b', 'a slash in the id'],
    ['__x__', 'reserved by Firestore'],
    ['.', '"." or ".."'],
  ])(
    'a deck id %j stops aggregate (with deck pages) with one line, exit 1, nothing written',
    async (id, why) => {
      const data = await snapshot({ deck_rules: [rule('R')], decks: [{ ...deck(1, ['x']), id }] });
      const out = await outDir();
      const run = await runTcg(['aggregate', '--data', data, '--out', out, ...AS_OF]);
      expect(run.code).toBe(1);
      expect(linesOf(run.stderr)).toHaveLength(1);
      expect(run.stderr).toContain(`deck id ${JSON.stringify(id)} cannot name a document`);
      expect(run.stderr).toContain(why);
      expect(await docsWritten(out)).toEqual([]);
    },
  );

  it('an event id with a slash stops aggregate before anything is written', async () => {
    const data = await snapshot({
      deck_rules: [rule('R')],
      events: [{ id: 'ev/1', event_title: 't' }],
    });
    const out = await outDir();
    const run = await runTcg(['aggregate', '--data', data, '--out', out, ...AS_OF]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/events: event id "ev\/1" cannot name a document \(a slash in the id\)/);
  });

  it('a 90-character Japanese rule id is aggregated into a file name within 255 bytes (no ENAMETOOLONG)', async () => {
    const long = 'ドラパルト'.repeat(18);
    const data = await snapshot({
      deck_rules: [rule(long, { variants: [variant('ヨノワール型'.repeat(20), '^ヨノワール$')] })],
      decks: [deck(1, ['ドラパルトex', 'ヨノワール'], [{ id: long, variants: ['ヨノワール型'.repeat(20)] }])],
    });
    const out = await outDir();
    const run = await runTcg(['aggregate', '--data', data, '--out', out, ...AS_OF]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const names = await readdir(path.join(out, 'docs/deck_rules'));
    expect(names).toContain(`${fileNameOf(long)}.json`);
    for (const name of names) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
    expect(await readdir(path.join(out, 'docs/public/decks/types'))).toEqual([`${fileNameOf(long)}.json`]);
  });
});
