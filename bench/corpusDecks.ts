// Deck sampling for the benchmark corpus: realistic 60-card decks drawn from per-archetype card
// usage (or resampled from a small snapshot), with deterministic ids and creation dates.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { StoredDoc } from '../data/store.ts';
import { normalizeCardName } from '../engine/cardName.ts';

/** A seeded source of floats in [0, 1): the same seed always gives the same corpus. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  const rng = xoroshiro128plus(seed);
  return () => (rng.next() >>> 0) / 2 ** 32;
}

/** One card of an archetype's usage table (a row of archetype_card_usage_ja.csv). */
export interface UsageCard {
  name: string;
  /** The CSV's type text: Basic, Stage 1, Item, Supporter, Basic Energy, ... */
  type: string;
  isAceSpec: boolean;
  inclusionRate: number;
  avgCopies: number;
  maxCopies: number;
  /** The `cards[].details` object every deck shares for this card. */
  details: Record<string, unknown>;
}

export interface Archetype {
  name: string;
  /** Decks seen in the source data: the archetype's sampling weight. */
  weight: number;
  cards: UsageCard[];
  /** The basic energy that fills the deck to 60 cards. */
  fillEnergy: UsageCard;
}

/** Where decks come from: real usage statistics, or the decks of a small snapshot. */
export type DeckModel =
  | { kind: 'usage'; archetypes: Archetype[] }
  | { kind: 'sample'; decks: StoredDoc[]; rules: StoredDoc[] };

export interface GeneratedDeck {
  doc: StoredDoc;
  /** The archetype (usage model) or the first rule match (sample model) the deck was drawn as. */
  drawnAs: string | undefined;
}

const DECK_SIZE = 60;
const COPY_LIMIT = 4;
const WEEK_MS = 7 * 24 * 3600 * 1000;
/** Corpus dates: 26 weeks from Friday 2025-10-03 00:00 JST (a week boundary). */
export const CORPUS_START_MS = Date.parse('2025-10-03T00:00:00+09:00');
export const CORPUS_WEEKS = 26;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function isBasicEnergy(card: Pick<UsageCard, 'type'>): boolean {
  return /basic\s*energy/i.test(card.type);
}

/** A deck id in the official 6-6-6 form. */
function randomDeckId(random: Random): string {
  let id = '';
  for (let i = 0; i < 18; i++) {
    if (i > 0 && i % 6 === 0) id += '-';
    id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  }
  return id;
}

/** An instant within the corpus's 26 weeks, as ISO text in JST. */
export function randomCorpusDate(random: Random): string {
  return toJstIso(CORPUS_START_MS + Math.floor(random() * CORPUS_WEEKS * WEEK_MS));
}

function toJstIso(ms: number): string {
  return `${new Date(ms + 9 * 3600 * 1000).toISOString().slice(0, 19)}+09:00`;
}

function pickWeighted<T extends { weight: number }>(items: readonly T[], total: number, random: Random): T {
  let r = random() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}

/** Copies of an included card: the average rounded up or down at random, within its limits. */
function copiesOf(card: UsageCard, random: Random): number {
  const base = Math.floor(card.avgCopies);
  const copies = base + (random() < card.avgCopies - base ? 1 : 0);
  const limit = isBasicEnergy(card) ? card.maxCopies : Math.min(card.maxCopies, COPY_LIMIT);
  return Math.max(1, Math.min(copies, limit));
}

/**
 * Samples the card list of one deck of an archetype: each card with its inclusion rate, at most
 * one ACE SPEC, cut back from the least used cards when over 60, then filled with basic energy.
 */
export function sampleCardList(archetype: Archetype, random: Random): { card: UsageCard; count: number }[] {
  const picked: { card: UsageCard; count: number }[] = [];
  let hasAceSpec = false;
  let total = 0;
  for (const card of archetype.cards) {
    if (random() >= card.inclusionRate) continue;
    if (card.isAceSpec && hasAceSpec) continue;
    hasAceSpec ||= card.isAceSpec;
    const count = copiesOf(card, random);
    picked.push({ card, count });
    total += count;
  }
  // archetype.cards is sorted by inclusion rate descending, so the tail holds the least used.
  for (let i = picked.length - 1; total > DECK_SIZE && i >= 0; i--) {
    const entry = picked[i]!;
    const cut = Math.min(entry.count, total - DECK_SIZE);
    entry.count -= cut;
    total -= cut;
  }
  const kept = picked.filter((entry) => entry.count > 0);
  if (total < DECK_SIZE) {
    const energy = kept.find((entry) => entry.card.name === archetype.fillEnergy.name);
    if (energy) energy.count += DECK_SIZE - total;
    else kept.push({ card: archetype.fillEnergy, count: DECK_SIZE - total });
  }
  return kept;
}

/** Draws decks one at a time, so a million decks never sit in memory together. */
export function* generateDecks(model: DeckModel, count: number, seed: number): Generator<GeneratedDeck> {
  const random = seededRandom(seed);
  switch (model.kind) {
    case 'usage': {
      const totalWeight = model.archetypes.reduce((sum, a) => sum + a.weight, 0);
      for (let i = 0; i < count; i++) {
        const archetype = pickWeighted(model.archetypes, totalWeight, random);
        const cards = sampleCardList(archetype, random).map(({ card, count }) => ({
          name: card.name,
          normalized_name: normalizeCardName(card.name),
          type: card.type,
          count,
          details: card.details,
        }));
        yield { doc: deckDoc(random, cards), drawnAs: archetype.name };
      }
      return;
    }
    case 'sample': {
      if (model.decks.length === 0) throw new Error('the sample snapshot has no decks to resample');
      for (let i = 0; i < count; i++) {
        const source = model.decks[Math.floor(random() * model.decks.length)]!;
        const matches = Array.isArray(source.rule_matches) ? (source.rule_matches as unknown[]) : [];
        const cards = Array.isArray(source.cards) ? source.cards : [];
        yield {
          doc: deckDoc(random, cards),
          drawnAs: typeof matches[0] === 'string' ? matches[0] : undefined,
        };
      }
      return;
    }
    default:
      throw new Error(`unknown deck model: ${String((model as { kind: unknown }).kind)}`);
  }
}

/** A freshly fetched deck: cards and dates, not yet classified. */
function deckDoc(random: Random, cards: unknown[]): StoredDoc {
  const created = randomCorpusDate(random);
  return {
    id: randomDeckId(random),
    cards,
    cards_count: DECK_SIZE,
    rule_matches: [],
    rule_matches_detail: [],
    created_at: created,
    updated_at: created,
  };
}
