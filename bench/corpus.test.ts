// The benchmark corpus generator: deterministic, legal 60-card decks, valid rules, events that
// cite real deck ids, and a cache keyed by generator version (the real-data check is in tests/real).
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDoc } from '../data/store.ts';
import { isAceSpecName } from '../engine/aceSpec.ts';
import { isDeckId } from '../engine/deckId.ts';
import { validateRules } from '../engine/rules/validateRule.ts';
import { fromQuantiles } from './cardText.ts';
import { type CorpusSources, ensureCorpus, eventCount, loadDeckModel, writeCorpus } from './corpus.ts';
import { CORPUS_START_MS, CORPUS_WEEKS, type DeckModel, generateDecks, seededRandom } from './corpusDecks.ts';
import { buildRules } from './corpusRules.ts';

const HEADER =
  'archetype,card_name,card_name_en,type,is_ace_spec,decks_in_archetype,inclusion_rate,avg_copies_when_included,max_copies';
// Three small archetypes with real card names; the first over-fills (cut back to 60).
const FIXTURE_CSV = [
  HEADER,
  'Charizard,リザードンex,Charizard ex,Stage 2,No,20,1.0,3.0,3',
  'Charizard,ヒトカゲ,Charmander,Basic,No,20,1.0,4.0,4',
  'Charizard,ふしぎなアメ,Rare Candy,Item,No,20,0.95,3.6,4',
  "Charizard,ボスの指令,Boss's Orders,Supporter,No,20,1.0,2.5,3",
  'Charizard,ハイパーボール,Ultra Ball,Item,No,20,1.0,4.0,4',
  'Charizard,ネストボール,Nest Ball,Item,No,20,1.0,4.0,4',
  "Charizard,博士の研究,Professor's Research,Supporter,No,20,1.0,4.0,4",
  'Charizard,ナンジャモ,Iono,Supporter,No,20,1.0,4.0,4',
  'Charizard,ペパー,Arven,Supporter,No,20,1.0,4.0,4',
  'Charizard,すごいつりざお,Super Rod,Item,No,20,1.0,4.0,4',
  'Charizard,エネルギー回収,Energy Retrieval,Item,No,20,1.0,4.0,4',
  'Charizard,ポケギア3.0,Pokegear 3.0,Item,No,20,1.0,4.0,4',
  'Charizard,ふうせん,Float Stone,Tool,No,20,1.0,4.0,4',
  'Charizard,マスターボール,Master Ball,Item,Yes,20,0.6,1.0,1',
  'Charizard,プライムキャッチャー,Prime Catcher,Item,Yes,20,0.6,1.0,1',
  'Charizard,基本【炎】エネルギー,Fire Energy,Basic Energy,No,20,1.0,9.0,12',
  'Gardevoir,サーナイトex,Gardevoir ex,Stage 2,No,12,1.0,2.0,2',
  'Gardevoir,ラルトス,Ralts,Basic,No,12,1.0,4.0,4',
  "Gardevoir,ボスの指令,Boss's Orders,Supporter,No,12,0.9,1.5,2",
  'Gardevoir,基本【超】エネルギー,Psychic Energy,Basic Energy,No,12,1.0,8.0,9',
  'Lost Box,ミラージュゲート,Mirage Gate,Item,No,8,1.0,3.0,4',
  "Lost Box,ボスの指令,Boss's Orders,Supporter,No,8,0.5,1.0,1",
].join('\n');
const FIXTURE_CARDS = [
  { name: 'リザードンex', stage: 'Stage2', hp: 330, abilities: [{ name: '烈火の支配者' }] },
  { name: 'ヒトカゲ', stage: 'Basic', hp: 70 },
]
  .map((card) => JSON.stringify(card))
  .join('\n');

let tmp: string;
let sources: CorpusSources;
let model: DeckModel;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'tcg-corpus-'));
  sources = {
    usageCsv: path.join(tmp, 'usage.csv'),
    cardsJsonl: path.join(tmp, 'cards.jsonl'),
    sampleDir: path.join(tmp, 'no-sample'),
  };
  await writeFile(sources.usageCsv, FIXTURE_CSV);
  await writeFile(sources.cardsJsonl, FIXTURE_CARDS);
  model = await loadDeckModel(sources);
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function readJsonl(file: string): Promise<StoredDoc[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredDoc);
}

type Card = { name: string; type: string; count: number; details?: Record<string, unknown> };
type Attack = { name: string; energy: string; damage: string; text: string };

function expectLegalDeck(doc: StoredDoc): void {
  const cards = doc.cards as Card[];
  expect(cards.reduce((sum, card) => sum + card.count, 0)).toBe(60);
  for (const card of cards) {
    expect(card.count).toBeGreaterThan(0);
    if (!/basic energy/i.test(card.type)) expect(card.count).toBeLessThanOrEqual(4);
  }
  expect(cards.filter((card) => isAceSpecName(card.name)).length).toBeLessThanOrEqual(1);
  expect(new Set(cards.map((card) => card.name)).size).toBe(cards.length);
}

describe('generateDecks(model, count, seed)', () => {
  it('draws the same decks for the same seed and different ones for another seed', () => {
    const first = [...generateDecks(model, 50, 7)].map((deck) => deck.doc);
    expect([...generateDecks(model, 50, 7)].map((deck) => deck.doc)).toEqual(first);
    expect([...generateDecks(model, 50, 8)].map((deck) => deck.doc)).not.toEqual(first);
  });

  it('builds legal 60-card decks: at most 4 copies except basic energy, one ACE SPEC at most', () => {
    for (const { doc } of generateDecks(model, 500, 1)) expectLegalDeck(doc);
  });

  it('gives official-form ids and creation dates inside the 26 corpus weeks', () => {
    const end = CORPUS_START_MS + CORPUS_WEEKS * 7 * 24 * 3600 * 1000;
    for (const { doc } of generateDecks(model, 200, 2)) {
      expect(isDeckId(doc.id)).toBe(true);
      const created = Date.parse(String(doc.created_at));
      expect(created).toBeGreaterThanOrEqual(CORPUS_START_MS);
      expect(created).toBeLessThan(end);
      expect(String(doc.created_at)).toMatch(/\+09:00$/);
    }
  });

  it('carries card details: the CSV type, stage, HP and ability from the card data, and two attacks', () => {
    const cards = [...generateDecks(model, 200, 3)].flatMap(({ doc }) => doc.cards as Card[]);
    const charizard = cards.find((card) => card.name === 'リザードンex')!;
    expect(charizard.details).toMatchObject({ type: 'Stage 2', stage: 'Stage2', hp: 330 });
    const details = charizard.details as { ability: { name: string; text: string }; attacks: Attack[] };
    expect(details.ability.name).toBe('烈火の支配者');
    expect(details.ability.text.length).toBeGreaterThanOrEqual(15);
    expect(details.attacks).toHaveLength(2);
    for (const attack of details.attacks) {
      expect(attack.name.length).toBeGreaterThan(0);
      expect(attack.energy).toMatch(/^[草炎水雷超闘悪鋼無]{1,5}$/);
      expect(attack.damage).toMatch(/^(\d+0×?)?$/);
    }
    // Without an ability in the card data, a Pokémon has attacks only; a trainer has neither.
    const charmander = cards.find((card) => card.name === 'ヒトカゲ')!.details!;
    expect(charmander.ability).toBeUndefined();
    expect(charmander.attacks).toHaveLength(2);
    expect(cards.find((card) => card.name === 'ふしぎなアメ')!.details).toEqual({ type: 'Item' });
    // A card reads the same in every deck.
    expect(
      cards.filter((card) => card.name === 'ヒトカゲ').every((card) => card.details === charmander),
    ).toBe(true);
  });
});

describe('fromQuantiles(table, random)', () => {
  it('spreads values over the table: the median at the middle quantile, the ends at the ends', () => {
    const table = [10, 20, 30, 40, 50, 60, 100];
    const random = seededRandom(5);
    const values = Array.from({ length: 4000 }, () => fromQuantiles(table, random)).sort((a, b) => a - b);
    expect(values[0]).toBeGreaterThanOrEqual(10);
    expect(values.at(-1)).toBeLessThanOrEqual(100);
    expect(Math.abs(values[2000]! - 40)).toBeLessThanOrEqual(2);
  });
});

describe('writeCorpus(dir, model, size)', () => {
  it('writes a snapshot whose rules validate and whose events cite generated decks', async () => {
    const dir = path.join(tmp, 'written');
    const summary = await writeCorpus(dir, model, 1000);
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'tcg-snapshot', version: 1, counts: { decks: 1000 } });
    const decks = await readJsonl(path.join(dir, 'decks.jsonl'));
    expect(decks).toHaveLength(1000);
    const rules = await readJsonl(path.join(dir, 'deck_rules.jsonl'));
    expect(rules).toHaveLength(summary.rules);
    expect(validateRules(rules).invalidRules).toEqual([]);
    const ids = new Set(decks.map((deck) => deck.id));
    const cited = (await readJsonl(path.join(dir, 'events.jsonl'))).flatMap((event) =>
      (event.results as { deck_id?: string }[]).map((result) => result.deck_id).filter(Boolean),
    );
    expect(cited.length).toBeGreaterThan(0);
    for (const id of cited) expect(ids.has(id!)).toBe(true);
  });

  it('follows real counts: about 805 events of 16 placings per 100k decks, at most 30 deck types', async () => {
    expect([eventCount(100_000), eventCount(10_000), eventCount(10)]).toEqual([805, 81, 1]);
    const dir = path.join(tmp, 'counts');
    const summary = await writeCorpus(dir, model, 10_000);
    expect(summary.events).toBe(81);
    const events = await readJsonl(path.join(dir, 'events.jsonl'));
    expect(events.every((event) => (event.results as unknown[]).length === 16)).toBe(true);
    const rules = await readJsonl(path.join(dir, 'deck_rules.jsonl'));
    // The fixture has three archetypes: all get a rule, plus the two open ones and a disabled one.
    expect(rules.filter((rule) => rule.enabled !== false)).toHaveLength(5);
    // With fewer deck types than archetypes, the most played archetypes keep theirs.
    const three = buildRules(model, 3).filter((rule) => rule.enabled !== false);
    expect(three.map((rule) => rule.id)).toEqual(['Charizard', '高エネルギー', 'ex多用']);
  });
});

describe('ensureCorpus(cacheRoot, size, sources)', () => {
  it('reuses a cached corpus of the same generator version and seed, and rebuilds for another seed', async () => {
    const cache = path.join(tmp, 'cache');
    const dir = await ensureCorpus(cache, 200, sources, 1);
    const before = (await stat(path.join(dir, 'decks.jsonl'))).mtimeMs;
    const firstDecks = await readFile(path.join(dir, 'decks.jsonl'), 'utf8');
    expect(await ensureCorpus(cache, 200, sources, 1)).toBe(dir);
    expect((await stat(path.join(dir, 'decks.jsonl'))).mtimeMs).toBe(before);
    await ensureCorpus(cache, 200, sources, 2);
    expect(await readFile(path.join(dir, 'decks.jsonl'), 'utf8')).not.toBe(firstDecks);
  });
});
