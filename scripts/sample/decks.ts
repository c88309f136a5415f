// Draws the sample decks: per week a number of decks, each from a recipe weighted for that week,
// with 60 cards, an official-format id and a creation time (some exactly on week boundaries).
import { normalizeCardName } from '../../engine/cardName.ts';
import { jstIso, SAMPLE_WEEKS, utcIso, weekSpanMs, weekStartMs } from './calendar.ts';
import { CARD_FACTS, type CardFact } from './cardFacts.ts';
import type { SampleRandom } from './random.ts';
import { RECIPES, type Recipe, type Slot, STAPLES } from './recipes.ts';

const DECK_SIZE = 60;
/** The deck ID the spec uses as its example; one sample deck has it so demos can use it. */
const EXAMPLE_DECK_ID = '4cYKcc-l9gMiB-8acGaJ';
/** Decks created from this week on carry card details (older exports lack them). */
const DETAILS_FROM_WEEK = 9;

/** The type text a deck's card carries: the official deck page's group (ACE SPEC has its own). */
function deckTypeOf(fact: CardFact): string {
  return fact.aceSpec ? 'エーススペック' : fact.type;
}

// Official deck pages list Pokémon, items, tools, supporters, stadiums, energies, ACE SPEC.
const TYPE_ORDER = [
  'ポケモン',
  'グッズ',
  'ポケモンのどうぐ',
  'サポート',
  'スタジアム',
  '基本エネルギー',
  '特殊エネルギー',
  'エーススペック',
];

const FACTS = new Map(CARD_FACTS.map((fact) => [fact.name, fact]));

function cardFact(name: string): CardFact {
  const fact = FACTS.get(name);
  if (!fact) throw new Error(`no card facts for ${name}: add it to scripts/sample/cardFacts.ts`);
  return fact;
}

export interface SampleDeck {
  doc: Record<string, unknown> & { id: string };
  recipe: Recipe;
  createdMs: number;
  cards: Map<string, number>;
}

function weightIn(recipe: Recipe, week: number): number {
  const [from, to] = recipe.weeks ?? [0, SAMPLE_WEEKS - 1];
  if (week < from || week > to) return 0;
  return Math.max(0.5, recipe.weight * (1 + (recipe.trend ?? 0) * (week - 6)));
}

/** The recipes that can appear in a week, for events too. */
export function recipeWeightIn(recipe: Recipe, week: number): number {
  return weightIn(recipe, week);
}

const COPY_LIMIT = 4;
const STAPLE_LIMIT = 2;

/** Trainers whose count may be raised to reach 60 cards (not ACE SPEC: one a deck). */
function isRaisableTrainer(name: string): boolean {
  const fact = cardFact(name);
  return fact.type !== 'ポケモン' && !fact.type.endsWith('エネルギー') && fact.aceSpec !== true;
}

/**
 * The deck's card counts: each slot drawn in its range, one option per choice, the basic energy
 * count drawn in its range; the deck is then evened out to 60 by adding copies of its trainers
 * (never past 4 or to ACE SPEC cards) or removing copies above their slot's minimum.
 */
function drawCards(recipe: Recipe, random: SampleRandom): Map<string, number> {
  const cards = new Map<string, number>();
  const floors = new Map<string, number>();
  const add = ([name, min, max]: Slot) => {
    const count = random.int(min, max);
    floors.set(name, (floors.get(name) ?? 0) + min);
    if (count > 0) cards.set(name, (cards.get(name) ?? 0) + count);
  };
  recipe.slots.forEach(add);
  for (const choice of recipe.choices ?? []) random.pick(choice).forEach(add);
  const own = new Set(cards.keys());
  const energyCount = random.int(...recipe.energyCount);
  let missing = DECK_SIZE - energyCount - [...cards.values()].reduce((sum, n) => sum + n, 0);
  while (missing !== 0) {
    const adjustable =
      missing > 0
        ? [
            ...[...cards.keys()].filter(
              (name) => own.has(name) && isRaisableTrainer(name) && cards.get(name)! < COPY_LIMIT,
            ),
            ...STAPLES.filter((name) => !own.has(name) && (cards.get(name) ?? 0) < STAPLE_LIMIT),
          ]
        : [...cards.keys()].filter((name) => cards.get(name)! > (floors.get(name) ?? 0));
    if (adjustable.length === 0) throw new Error(`recipe ${recipe.label} cannot make ${DECK_SIZE} cards`);
    const name = random.pick(adjustable);
    const count = (cards.get(name) ?? 0) + Math.sign(missing);
    if (count === 0) cards.delete(name);
    else cards.set(name, count);
    missing -= Math.sign(missing);
  }
  // Split the basic energy by share, the rounding remainder going to the first energy.
  const shares = recipe.energy.map(([name, share]) => [name, Math.floor(energyCount * share)] as const);
  const remainder = energyCount - shares.reduce((sum, [, n]) => sum + n, 0);
  shares.forEach(([name, n], i) => {
    const count = n + (i === 0 ? remainder : 0);
    if (count > 0) cards.set(name, (cards.get(name) ?? 0) + count);
  });
  return cards;
}

function cardEntry(name: string, count: number, withDetails: boolean): Record<string, unknown> {
  const fact = cardFact(name);
  const type = deckTypeOf(fact);
  const entry: Record<string, unknown> = { name, normalized_name: normalizeCardName(name), type, count };
  if (!withDetails) return entry;
  if (fact.type !== 'ポケモン') {
    entry.details = { type };
    return entry;
  }
  entry.details = {
    type,
    stage: fact.stage,
    hp: fact.hp,
    ...(fact.ability ? { ability: fact.ability } : {}),
    attacks: fact.attacks ?? [],
  };
  return entry;
}

function sortedEntries(cards: Map<string, number>): [string, number][] {
  const rank = (name: string) => TYPE_ORDER.indexOf(deckTypeOf(cardFact(name)));
  return [...cards].sort(([a], [b]) => rank(a) - rank(b));
}

/** Creation instants of a week's decks, sorted; some sit exactly on the week's edges. */
function creationTimes(week: number, count: number, random: SampleRandom): number[] {
  const start = weekStartMs(week);
  const span = weekSpanMs(week);
  const times = Array.from({ length: count }, () => start + random.int(0, span / 1000 - 1) * 1000).sort(
    (a, b) => a - b,
  );
  if (week % 3 === 1) times[0] = start; // Friday 00:00:00 JST, first moment of the week
  if (week % 3 === 2 && week < SAMPLE_WEEKS - 1) times[count - 1] = start + span - 1000; // Thursday 23:59:59
  return times.sort((a, b) => a - b);
}

const DECK_NAME_SUFFIXES = ['（CL用）', ' 調整中', ' ジムバトル用', '（対面意識）'];

/** Every sample deck, oldest first. */
export function generateDecks(random: SampleRandom): SampleDeck[] {
  const decks: SampleDeck[] = [];
  const ids = new Set<string>([EXAMPLE_DECK_ID]);
  for (let week = 0; week < SAMPLE_WEEKS; week++) {
    const count = week === SAMPLE_WEEKS - 1 ? 18 : random.int(23, 28);
    const available = RECIPES.filter((recipe) => weightIn(recipe, week) > 0);
    const times = creationTimes(week, count, random);
    times.forEach((createdMs, i) => {
      const recipe = random.weighted(available, (r) => weightIn(r, week));
      const cards = drawCards(recipe, random);
      let id = week === SAMPLE_WEEKS - 1 && i === 0 ? EXAMPLE_DECK_ID : random.deckId();
      while (ids.has(id) && id !== EXAMPLE_DECK_ID) id = random.deckId();
      ids.add(id);
      // Most times in JST, some in UTC: readers must accept both offsets.
      const inUtc = i % 5 === 4 || (i === count - 1 && week % 2 === 0);
      const created = inUtc ? utcIso(createdMs) : jstIso(createdMs);
      const updatedMs = createdMs + (random.chance(0.2) ? random.int(1, 36) * 3600 * 1000 : 0);
      const doc: SampleDeck['doc'] = { id };
      if (random.chance(0.15)) doc.deck_name = `${recipe.label}${random.pick(DECK_NAME_SUFFIXES)}`;
      doc.cards = sortedEntries(cards).map(([name, n]) => cardEntry(name, n, week >= DETAILS_FROM_WEEK));
      doc.cards_count = DECK_SIZE;
      doc.created_at = created;
      doc.updated_at = jstIso(Math.min(updatedMs, Date.parse('2026-04-19T23:59:59+09:00')));
      decks.push({ doc, recipe, createdMs, cards });
    });
  }
  return decks;
}
