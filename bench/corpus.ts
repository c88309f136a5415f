// The benchmark corpus: a snapshot folder of N generated decks with rules and events, built
// from ../shared/data's archetype usage when present (else by resampling data/sample), cached.

import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse/sync';
import type { StoredDoc } from '../data/store.ts';
import { isAceSpecName } from '../engine/aceSpec.ts';
import { normalizeCardName } from '../engine/cardName.ts';
import { pokemonTexts } from './cardText.ts';
import {
  type Archetype,
  type DeckModel,
  generateDecks,
  isBasicEnergy,
  seededRandom,
  type UsageCard,
} from './corpusDecks.ts';
import { buildEvents, buildRules, CITED_PER_EVENT, type CitedDeck } from './corpusRules.ts';

/** Bump when the generated content changes: cached corpora of another version are rebuilt. */
const GENERATOR_VERSION = 'bench-corpus-2';
const DEFAULT_SEED = 20260405;
/** Real counts (../shared/data/cityleague_2026_placings.csv): 805 events over the decks of 100k. */
const EVENTS_PER_100K = 805;
/** Deck types (enabled rules) the real site publishes. */
const DECK_TYPES = 30;

export function eventCount(size: number): number {
  return Math.max(1, Math.round((size * EVENTS_PER_100K) / 100_000));
}

export interface CorpusSources {
  /** archetype_card_usage_ja.csv; the usage model is used when it exists. */
  usageCsv: string;
  /** cards_ja.jsonl: stage, HP and ability by card name (optional). */
  cardsJsonl: string;
  /** A snapshot to resample when there is no usage CSV. */
  sampleDir: string;
}

export function defaultSources(repoRoot: string): CorpusSources {
  const shared = path.resolve(repoRoot, '../shared/data');
  return {
    usageCsv: path.join(shared, 'archetype_card_usage_ja.csv'),
    cardsJsonl: path.join(shared, 'cards_ja.jsonl'),
    sampleDir: path.join(repoRoot, 'data/sample'),
  };
}

interface UsageRow {
  archetype: string;
  card_name: string;
  type: string;
  is_ace_spec: string;
  decks_in_archetype: string;
  inclusion_rate: string;
  avg_copies_when_included: string;
  max_copies: string;
}

/** Stage, HP and first ability of each card name in cards_ja.jsonl (first printing wins). */
async function loadCardFacts(file: string): Promise<Map<string, Record<string, unknown>>> {
  const facts = new Map<string, Record<string, unknown>>();
  if (!existsSync(file)) return facts;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    const card = JSON.parse(line) as {
      name?: string;
      stage?: string;
      hp?: number;
      abilities?: { name?: string }[];
    };
    if (!card.name || facts.has(card.name)) continue;
    const ability = card.abilities?.[0]?.name;
    facts.set(card.name, {
      ...(card.stage ? { stage: card.stage } : {}),
      ...(typeof card.hp === 'number' ? { hp: card.hp } : {}),
      ...(ability ? { ability: { name: ability } } : {}),
    });
  }
  return facts;
}

/** The details every deck shares for a card: its facts, and a Pokémon's ability text and attacks. */
function cardDetails(type: string, name: string, facts: Record<string, unknown> | undefined) {
  const details = { type, ...facts };
  if (!POKEMON_TYPE.test(type)) return details;
  const ability = facts?.ability as { name?: string } | undefined;
  return { ...details, ...pokemonTexts(name, ability?.name) };
}

/** The usage CSV's Pokémon types: Basic, Stage 1, Stage 2. */
const POKEMON_TYPE = /^(Basic|Stage [12])$/;

const FALLBACK_ENERGY = '基本【炎】エネルギー';

/** Archetypes with their cards, most used first, from the usage CSV and the card facts. */
async function loadUsageModel(sources: CorpusSources): Promise<DeckModel> {
  const rows = parse(await readFile(sources.usageCsv, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as UsageRow[];
  const facts = await loadCardFacts(sources.cardsJsonl);
  const byName = new Map<string, Archetype>();
  for (const row of rows) {
    let archetype = byName.get(row.archetype);
    if (!archetype) {
      archetype = {
        name: row.archetype,
        weight: Number(row.decks_in_archetype),
        cards: [],
        fillEnergy: undefined!,
      };
      byName.set(row.archetype, archetype);
    }
    const name = row.card_name;
    archetype.cards.push({
      name,
      type: row.type,
      isAceSpec: row.is_ace_spec === 'Yes' || isAceSpecName(name),
      inclusionRate: Number(row.inclusion_rate),
      avgCopies: Number(row.avg_copies_when_included),
      maxCopies: Number(row.max_copies),
      details: cardDetails(row.type, name, facts.get(name) ?? facts.get(normalizeCardName(name))),
    });
  }
  const archetypes = [...byName.values()].sort((a, b) => b.weight - a.weight || (a.name < b.name ? -1 : 1));
  for (const archetype of archetypes) {
    archetype.cards.sort((a, b) => b.inclusionRate - a.inclusionRate || (a.name < b.name ? -1 : 1));
    archetype.fillEnergy = archetype.cards.find(isBasicEnergy) ?? fallbackEnergy();
  }
  return { kind: 'usage', archetypes };
}

function fallbackEnergy(): UsageCard {
  const type = 'Basic Energy';
  return {
    name: FALLBACK_ENERGY,
    type,
    isAceSpec: false,
    inclusionRate: 1,
    avgCopies: 1,
    maxCopies: 60,
    details: { type },
  };
}

async function readJsonl(file: string): Promise<StoredDoc[]> {
  if (!existsSync(file)) return [];
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredDoc);
}

/** The usage model when the CSV exists, else the decks and rules of the sample snapshot. */
export async function loadDeckModel(sources: CorpusSources): Promise<DeckModel> {
  if (existsSync(sources.usageCsv)) return loadUsageModel(sources);
  const decks = await readJsonl(path.join(sources.sampleDir, 'decks.jsonl'));
  if (decks.length === 0) {
    throw new Error(`no corpus source: neither ${sources.usageCsv} nor decks in ${sources.sampleDir}`);
  }
  return { kind: 'sample', decks, rules: await readJsonl(path.join(sources.sampleDir, 'deck_rules.jsonl')) };
}

/** The card documents of the model: one per distinct card name. */
function cardDocs(model: DeckModel): StoredDoc[] {
  if (model.kind === 'sample') return [];
  const seen = new Map<string, UsageCard>();
  for (const archetype of model.archetypes) {
    for (const card of [...archetype.cards, archetype.fillEnergy])
      if (!seen.has(card.name)) seen.set(card.name, card);
  }
  return [...seen.values()].map((card, i) => ({
    id: `bench-card-${String(i + 1).padStart(5, '0')}`,
    name: card.name,
    normalized_name: normalizeCardName(card.name),
    type: card.type,
    is_ace_spec: card.isAceSpec,
    ...card.details,
  }));
}

/** Writes one document a line, honouring back-pressure; returns the number written. */
async function writeJsonl(file: string, docs: Iterable<StoredDoc>): Promise<number> {
  const out = createWriteStream(file);
  let written = 0;
  let chunk = '';
  for (const doc of docs) {
    chunk += `${JSON.stringify(doc)}\n`;
    written++;
    if (chunk.length >= 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return written;
}

export interface CorpusSummary {
  size: number;
  model: DeckModel['kind'];
  rules: number;
  variants: number;
  events: number;
}

/**
 * Writes a complete snapshot of `size` decks into `dir` (created; must not hold another
 * snapshot). Decks stream to disk; only the few decks events cite are remembered.
 */
export async function writeCorpus(dir: string, model: DeckModel, size: number, seed = DEFAULT_SEED) {
  await mkdir(dir, { recursive: true });
  const random = seededRandom(seed + 1);
  const citedIndices = new Set<number>();
  const citing = Math.min(eventCount(size) * CITED_PER_EVENT, size);
  while (citedIndices.size < citing) citedIndices.add(Math.floor(random() * size));
  const cited: CitedDeck[] = [];
  let index = 0;
  const decks = function* () {
    for (const { doc, drawnAs } of generateDecks(model, size, seed)) {
      if (citedIndices.has(index++)) cited.push({ id: doc.id, drawnAs });
      yield doc;
    }
  };
  const rules = buildRules(model, DECK_TYPES);
  const typeNames = rules
    .filter((rule) => rule.enabled !== false)
    .map((rule) => String(rule.name ?? rule.id));
  const counts = {
    cards: await writeJsonl(path.join(dir, 'cards.jsonl'), cardDocs(model)),
    decks: await writeJsonl(path.join(dir, 'decks.jsonl'), decks()),
    deck_rules: await writeJsonl(path.join(dir, 'deck_rules.jsonl'), rules),
    events: await writeJsonl(path.join(dir, 'events.jsonl'), buildEvents(cited, typeNames, random)),
  };
  const manifest = {
    format: 'tcg-snapshot',
    version: 1,
    exportedAt: new Date().toISOString(),
    source: `${GENERATOR_VERSION} seed=${seed} model=${model.kind}`,
    counts,
  };
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const variants = rules.reduce(
    (n, rule) => n + (Array.isArray(rule.variants) ? rule.variants.length : 0),
    0,
  );
  return {
    size,
    model: model.kind,
    rules: rules.length,
    variants,
    events: counts.events,
  } satisfies CorpusSummary;
}

/**
 * The snapshot folder of a `size`-deck corpus under `cacheRoot/<size>/`, generated on first use
 * and reused while its generator version and seed are unchanged. Built aside, then renamed in.
 */
export async function ensureCorpus(
  cacheRoot: string,
  size: number,
  sources: CorpusSources,
  seed = DEFAULT_SEED,
) {
  const dir = path.join(cacheRoot, String(size));
  const stamp = `${GENERATOR_VERSION} seed=${seed}`;
  const stampFile = path.join(dir, 'GENERATOR');
  if (existsSync(stampFile) && (await readFile(stampFile, 'utf8')).trim() === stamp) return dir;
  const building = `${dir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await writeCorpus(building, await loadDeckModel(sources), size, seed);
  await writeFile(path.join(building, 'GENERATOR'), `${stamp}\n`);
  await rm(dir, { recursive: true, force: true });
  await rename(building, dir);
  return dir;
}
