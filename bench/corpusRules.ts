// Rules and events for the benchmark corpus: one rule per archetype built from its signature
// cards (used here, rare elsewhere), with multi-condition, negated and variant rules mixed in.
import type { StoredDoc } from '../data/store.ts';
import type { Condition } from '../engine/rules/ruleSchema.ts';
import { type Archetype, type DeckModel, type Random, randomCorpusDate } from './corpusDecks.ts';

/** `^name$` with every regular-expression character escaped: matches exactly that card. */
function exactNamePattern(name: string): string {
  return `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

function condition(pattern: string, min = 1, negate = false): Condition {
  return { pattern, min, max: null, negate };
}

/** Each card's inclusion rate per archetype, to find what sets an archetype apart. */
function inclusionIndex(archetypes: readonly Archetype[]): Map<string, Map<string, number>> {
  const index = new Map<string, Map<string, number>>();
  for (const archetype of archetypes) {
    for (const card of archetype.cards) {
      let rates = index.get(card.name);
      if (!rates) {
        rates = new Map();
        index.set(card.name, rates);
      }
      rates.set(archetype.name, card.inclusionRate);
    }
  }
  return index;
}

/**
 * How common a card is outside one archetype: half its highest and half its mean inclusion
 * rate elsewhere, so a staple (ボスの指令) scores high and a card two look-alike labels share
 * still scores lower than a staple.
 */
function usageElsewhere(rates: Map<string, number> | undefined, archetype: string, others: number): number {
  let max = 0;
  let sum = 0;
  for (const [name, rate] of rates ?? []) {
    if (name === archetype) continue;
    max = Math.max(max, rate);
    sum += rate;
  }
  return max / 2 + sum / Math.max(1, others) / 2;
}

/** Cards that identify an archetype, best first: common in it, rare in every other one. */
function signatureCards(archetype: Archetype, index: Map<string, Map<string, number>>, others: number) {
  return archetype.cards
    .filter((card) => !/energy/i.test(card.type))
    .map((card) => ({
      card,
      score: card.inclusionRate - usageElsewhere(index.get(card.name), archetype.name, others),
    }))
    .sort((a, b) => b.score - a.score || b.card.inclusionRate - a.card.inclusionRate);
}

/**
 * One rule per archetype (id = name = the archetype label), priority in archetype order:
 * 1, 2 or 3 signature conditions in turn, a negated condition on every fifth rule (the best card
 * of a look-alike archetype that this one never plays), and up to two variants on cards half
 * of the archetype's decks play. Three extra rules use open patterns and one is disabled.
 */
function buildUsageRules(archetypes: readonly Archetype[], deckTypes: number): StoredDoc[] {
  const index = inclusionIndex(archetypes);
  // The most played archetypes get a rule; the open rules count among the deck types.
  const typed = archetypes.slice(0, Math.max(0, deckTypes - OPEN_RULES));
  const rules: StoredDoc[] = typed.map((archetype, i) => {
    const signature = signatureCards(archetype, index, archetypes.length - 1);
    const conditions = signature.slice(0, 1 + (i % 3)).map(({ card }, k) =>
      // The first card of a thrice-played signature needs two copies: a "min 2" condition.
      condition(exactNamePattern(card.name), k === 0 && card.avgCopies >= 2.5 ? 2 : 1),
    );
    if (i % 5 === 4) {
      const lookAlike = negatedCard(archetype, archetypes, index);
      if (lookAlike) conditions.push(condition(exactNamePattern(lookAlike), 1, true));
    }
    const variants = archetype.cards
      .filter((card) => card.inclusionRate >= 0.3 && card.inclusionRate <= 0.7 && !/energy/i.test(card.type))
      .slice(0, 2)
      .map((card, k) => ({
        id: `v${k + 1}`,
        name: `${card.name}型`,
        enabled: true,
        priority: k + 1,
        description: `${card.name}を採用した${archetype.name}`,
        conditions: [condition(exactNamePattern(card.name))],
      }));
    return {
      id: archetype.name,
      name: archetype.name,
      enabled: true,
      priority: (i + 1) * 10,
      description: `${archetype.name} (benchmark corpus)`,
      conditions,
      variants,
    };
  });
  return [...rules, ...extraRules(rules.length)];
}

/** A card of another archetype sharing this one's best card, that this archetype never plays. */
function negatedCard(
  archetype: Archetype,
  archetypes: readonly Archetype[],
  index: Map<string, Map<string, number>>,
): string | undefined {
  const own = new Set(archetype.cards.map((card) => card.name));
  const best = signatureCards(archetype, index, archetypes.length - 1)[0]?.card.name;
  for (const other of archetypes) {
    if (other === archetype || !other.cards.some((card) => card.name === best)) continue;
    const theirs = signatureCards(other, index, archetypes.length - 1).find(
      ({ card }) => !own.has(card.name),
    );
    if (theirs) return theirs.card.name;
  }
  // No look-alike: exclude the most distinctive card of the next archetype instead.
  const next = archetypes[(archetypes.indexOf(archetype) + 1) % archetypes.length]!;
  return signatureCards(next, index, archetypes.length - 1).find(({ card }) => !own.has(card.name))?.card
    .name;
}

/** Enabled rules of extraRules. */
const OPEN_RULES = 2;

/** Rules whose patterns match many card names, plus a disabled one. */
function extraRules(after: number): StoredDoc[] {
  const base = { description: 'benchmark corpus', variants: [] };
  return [
    {
      ...base,
      id: '高エネルギー',
      name: '高エネルギー',
      enabled: true,
      priority: (after + 1) * 10,
      conditions: [condition('エネルギー$', 14)],
    },
    {
      ...base,
      id: 'ex多用',
      name: 'ex多用',
      enabled: true,
      priority: (after + 2) * 10,
      conditions: [condition('ex$', 6), condition('^基本', 1, true)],
    },
    {
      ...base,
      id: '無効ルール',
      name: '無効ルール',
      enabled: false,
      priority: (after + 3) * 10,
      conditions: [condition('^ピカチュウex$')],
    },
  ];
}

/**
 * The rules of a deck model: built from usage (one per archetype, or for the `deckTypes` most
 * played ones counting the open rules), or the sample snapshot's own rules.
 */
export function buildRules(model: DeckModel, deckTypes = Number.POSITIVE_INFINITY): StoredDoc[] {
  switch (model.kind) {
    case 'usage':
      return buildUsageRules(model.archetypes, deckTypes);
    case 'sample':
      return model.rules;
    default:
      throw new Error(`unknown deck model: ${String((model as { kind: unknown }).kind)}`);
  }
}

/** A deck the events may cite: its id and the type it was drawn as. */
export interface CitedDeck {
  id: string;
  drawnAs: string | undefined;
}

/** A City League top 16 in the official rank bands. */
const RANKS = [1, 2, 3, 3, 5, 5, 5, 5, 9, 9, 9, 9, 9, 9, 9, 9] as const;
/** Placings per event that cite a generated deck (by id half the time). */
export const CITED_PER_EVENT = 4;
const PREFECTURES = ['東京都', '大阪府', '愛知県', '福岡県', '北海道', '宮城県', '広島県', '神奈川県'];

/**
 * Tournament events with sixteen placings each. The top four cite a generated deck by id half
 * the time (so matchups follow classification) and otherwise name its type; rank 2 is sometimes
 * written as text ("2位"), which readers must accept.
 */
export function buildEvents(cited: readonly CitedDeck[], typeNames: readonly string[], random: Random) {
  const events: StoredDoc[] = [];
  const perEvent = CITED_PER_EVENT;
  for (let e = 0; e * perEvent + 1 < cited.length; e++) {
    const date = randomCorpusDate(random);
    const results = RANKS.map((rank, place) => {
      const deck = place < perEvent ? cited[e * perEvent + place] : undefined;
      const type = deck?.drawnAs ?? typeNames[Math.floor(random() * typeNames.length)];
      const byId = deck !== undefined && random() < 0.5;
      return {
        rank: place === 1 && e % 4 === 0 ? `${rank}位` : rank,
        player_name: `プレイヤー${e}-${place + 1}`,
        deck_type: byId ? undefined : type,
        deck_id: byId ? deck.id : undefined,
      };
    });
    const prefecture = PREFECTURES[e % PREFECTURES.length]!;
    events.push({
      id: `bench-event-${String(e + 1).padStart(4, '0')}`,
      event_title: `シティリーグ ${prefecture} 第${e + 1}回`,
      shop_name: `カードショップ${e % 37}`,
      prefecture,
      event_date: date,
      created_at: date,
      results,
    });
  }
  return events;
}
