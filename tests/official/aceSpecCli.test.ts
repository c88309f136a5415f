// ACE SPEC cards as a user meets them, through the real `bin/tcg.js`: `tcg jobs run` against the
// fixture server serving the real captured deck page, and a deck stored before the `(ACE SPEC)`
// mark was read (its name still marked) through `tcg preview`, `tcg classify` and `tcg aggregate`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { linesOf, runTcg } from '../helpers/runTcg.ts';
import { makeSnapshot, readJsonl, removeDir, tempDir } from '../helpers/snapshot.ts';
import { REAL_DECK_ID, realDeckPage } from './deckFixtures.ts';
import { type FixtureServer, startFixtureServer } from './fixtureServer.ts';

const AS_OF = '2026-04-20T00:00:00.000Z';
let server: FixtureServer;
const dirs: string[] = [];

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
afterEach(async () => {
  server.reset();
  for (const dir of dirs.splice(0)) await removeDir(dir);
});

const tcg = (args: string[]) =>
  runTcg(args, { TCG_OFFICIAL_DECK_URL: server.origin, TCG_OFFICIAL_DELAY_MS: '0' });

const condition = (pattern: string, extra: Record<string, unknown> = {}) => ({
  pattern,
  min: 1,
  max: null,
  negate: false,
  ...extra,
});

function rule(id: string, priority: number, conditions: Record<string, unknown>[]) {
  return { id, name: id, enabled: true, priority, description: '', conditions, variants: [] };
}

type Adoption = Record<string, { id: string; name: string; includedDecks: number }[]>;

/** `tcg aggregate` of a snapshot: the card adoption of a rule's public document, by category. */
async function adoptionOf(snapshot: string, out: string, ruleId: string): Promise<Adoption> {
  const run = await tcg(['aggregate', '--data', snapshot, '--out', out, '--as-of', AS_OF]);
  expect(run.code, run.stderr).toBe(0);
  const doc = JSON.parse(
    await readFile(path.join(out, 'docs/public/decks/types', `${ruleId}.json`), 'utf8'),
  ) as { stats: { cardAdoption: Adoption } };
  return doc.stats.cardAdoption;
}

describe('tcg jobs run on the real deck page', () => {
  it('stores プレシャスキャリー as an ACE SPEC card, which classify and aggregate show in the ACE SPEC category', async () => {
    const snapshot = await makeSnapshot({
      decks: [],
      events: [],
      deck_jobs: [],
      cards: [{ id: 'SVLN-015', name: 'プレシャスキャリー', type: 'Item', is_ace_spec: true }],
      deck_rules: [rule('surfgo', 10, [condition('^サーフゴーex$')])],
    });
    dirs.push(snapshot);
    server.decks.set(REAL_DECK_ID, realDeckPage());

    const added = await tcg(['jobs', 'add', REAL_DECK_ID, '--data', snapshot, '--json']);
    expect(JSON.parse(added.stdout)).toMatchObject({ added: [REAL_DECK_ID] });
    const run = await tcg(['jobs', 'run', '--data', snapshot, '--json']);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ leased: 1, fetched: 1, failed: 0 });

    const [deck] = await readJsonl(path.join(snapshot, 'decks.jsonl'));
    const cards = deck!.cards as { name: string; normalized_name: string; type: string; count: number }[];
    expect(cards).toHaveLength(27);
    // Stored under its plain name as ACE SPEC, with the `cards` facts found by that name.
    expect(cards.find((card) => card.name === 'プレシャスキャリー')).toMatchObject({
      normalized_name: 'プレシャスキャリー',
      type: 'エーススペック',
      count: 1,
      details: { type: 'Item' },
    });
    expect(cards.filter((card) => card.name.includes('ACE SPEC'))).toEqual([]);

    expect((await tcg(['classify', '--data', snapshot])).code).toBe(0);
    const out = await tempDir('tcg-out-');
    dirs.push(out);
    const adoption = await adoptionOf(snapshot, out, 'surfgo');
    expect(adoption.ace).toEqual([
      expect.objectContaining({ id: 'プレシャスキャリー', name: 'プレシャスキャリー', includedDecks: 1 }),
    ]);
    expect(adoption.goods?.map((card) => card.id)).not.toContain('プレシャスキャリー');
  });
});

describe('a deck stored with アンフェアスタンプ(ACE SPEC), before the mark was read', () => {
  const DECK_ID = 'AbCdEf-123456-XyZ789';
  // What tcg stored from a real page before: the marked name, its key, the page's kind (グッズ).
  const storedDeck = {
    id: DECK_ID,
    cards: [
      { name: 'サーフゴーex', normalized_name: 'サーフゴーex', type: 'ポケモン', count: 4 },
      { name: 'コレクレー', normalized_name: 'コレクレー', type: 'ポケモン', count: 4 },
      { name: 'ネストボール', normalized_name: 'ネストボール', type: 'グッズ', count: 4 },
      {
        name: 'アンフェアスタンプ(ACE SPEC)',
        normalized_name: 'アンフェアスタンプ(acespec)',
        type: 'グッズ',
        count: 1,
        details: { type: 'グッズ' },
      },
      { name: 'ナンジャモ', normalized_name: 'ナンジャモ', type: 'サポート', count: 4 },
      { name: '基本鋼エネルギー', normalized_name: '基本鋼エネルギー', type: 'エネルギー', count: 43 },
    ],
    cards_count: 60,
    created_at: '2026-04-10T10:00:00.000Z',
    updated_at: '2026-04-10T10:00:00.000Z',
  };
  const rules = [
    rule('no-stamp', 10, [condition('^サーフゴーex$'), condition('^アンフェアスタンプ$', { negate: true })]),
    rule('surfgo', 20, [condition('^サーフゴーex$')]),
  ];

  it('tcg preview counts 1 for ^アンフェアスタンプ$, so the negated condition fails', async () => {
    const snapshot = await makeSnapshot({ decks: [storedDeck], events: [], deck_rules: rules });
    dirs.push(snapshot);
    const json = await tcg(['preview', DECK_ID, '--data', snapshot, '--json']);
    expect(json.code, json.stderr).toBe(0);
    const result = JSON.parse(json.stdout) as {
      matched: string[];
      results: { ruleId: string; matched: boolean; details: { pattern: string; count: number }[] }[];
    };
    expect(result.matched).toEqual(['surfgo']);
    const noStamp = result.results.find((verdict) => verdict.ruleId === 'no-stamp')!;
    expect(noStamp.matched).toBe(false);
    expect(noStamp.details.find((detail) => detail.pattern === '^アンフェアスタンプ$')?.count).toBe(1);

    const table = linesOf((await tcg(['preview', DECK_ID, '--data', snapshot])).stdout);
    expect(table).toContainEqual(expect.stringMatching(/^\s+\^アンフェアスタンプ\$\s+1-\s+yes\s+1\s+NG$/));
  });

  it('tcg classify and aggregate count it under its plain name in the ACE SPEC category', async () => {
    const snapshot = await makeSnapshot({ decks: [storedDeck], events: [], deck_rules: rules });
    dirs.push(snapshot);
    expect((await tcg(['classify', '--data', snapshot])).code).toBe(0);
    const [classified] = await readJsonl(path.join(snapshot, 'decks.jsonl'));
    expect(classified!.rule_matches).toEqual(['surfgo']);

    const out = await tempDir('tcg-out-');
    dirs.push(out);
    const adoption = await adoptionOf(snapshot, out, 'surfgo');
    expect(adoption.ace).toEqual([
      expect.objectContaining({ id: 'アンフェアスタンプ', name: 'アンフェアスタンプ', includedDecks: 1 }),
    ]);
    expect(adoption.goods?.map((card) => card.id)).toEqual(['ネストボール']);
    const detail = JSON.parse(
      await readFile(path.join(out, 'docs/public_deck_details', `${DECK_ID}.json`), 'utf8'),
    ) as { cards: { name: string; normalizedName: string }[] };
    expect(detail.cards[3]).toMatchObject({
      name: 'アンフェアスタンプ',
      normalizedName: 'アンフェアスタンプ',
    });
  });
});
