// The facts the statistics need about a card (kind, category, stage, HP, ability, attacks),
// taken from the deck's `cards[].details` first and then the `cards` collection by normalized
// name, and cached by card so a million decks resolve each distinct card once.
import { isAceSpecName } from '../aceSpec.ts';
import {
  adoptionCategoryOf,
  type CardKind,
  cardKindOf,
  countsByTypeGroup,
  type EvolutionStage,
  evolutionStageOf,
  type TypeGroup,
} from '../cardKinds.ts';
import { normalizeCardName, stripAceSpecSuffix } from '../cardName.ts';
import type { AdoptionCategory } from '../documents.ts';
import { asRecord, toNumber, toText } from '../tolerant.ts';
import type { DeckCardView } from './deckView.ts';
import { type CardSlots, cardSlotsOf } from './profileLayout.ts';

export interface AttackFacts {
  name: string;
  text: string;
  damage: string;
  energy: string;
}

export interface CardFacts {
  /** The normalized name: the key of card statistics and of `card_stats` rows. */
  key: string;
  /** A small number per distinct `key` (0, 1, 2...), so accumulators can index arrays by card. */
  index: number;
  name: string;
  kind: CardKind;
  category: AdoptionCategory;
  group: TypeGroup;
  isAceSpec: boolean;
  stage: EvolutionStage;
  hp: number | undefined;
  hasAbility: boolean;
  abilityName: string | null;
  abilityText: string | null;
  /** The first two attacks (the pages show two). */
  attacks: AttackFacts[];
  /** The type text of the card's details, as stored. */
  detailType: string | null;
  /** The card image (`card_pict`: a path on the official site, or a URL), when known. */
  pict: string | null;
  /** Where its copies go in a deck profile vector. */
  slots: CardSlots;
}

type Raw = Record<string, unknown>;

/** The first ability: `details.ability`, or the first of a card's `abilities`. */
function abilityOf(source: Raw | undefined): { name?: string; text?: string } | undefined {
  if (!source) return undefined;
  const list = source.abilities;
  const ability = asRecord(source.ability) ?? (Array.isArray(list) ? asRecord(list[0]) : undefined);
  if (!ability) return undefined;
  const name = toText(ability.name);
  const body = toText(ability.text) ?? toText(ability.effect);
  return name === undefined && body === undefined ? undefined : { name, text: body };
}

function energyText(value: unknown): string {
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join('');
  return toText(value) ?? '';
}

function attacksOf(source: Raw | undefined): AttackFacts[] | undefined {
  const list = source?.attacks;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const attacks: AttackFacts[] = [];
  for (const raw of list) {
    const attack = asRecord(raw);
    if (!attack) continue;
    attacks.push({
      name: toText(attack.name) ?? '',
      text: toText(attack.text) ?? toText(attack.effect) ?? '',
      damage: toText(attack.damage) ?? '',
      energy: energyText(attack.energy ?? attack.cost),
    });
    if (attacks.length === 2) break;
  }
  return attacks;
}

// Generic kinds lose to a specific one found in a later source (details "trainer", card "supporter").
function isGeneric(kind: CardKind): boolean {
  return kind === 'unknown' || kind === 'other' || kind === 'trainer';
}

function kindFrom(types: (string | undefined)[], name: string): CardKind {
  let fallback: CardKind = 'unknown';
  for (const type of types) {
    if (type === undefined) continue;
    const kind = cardKindOf(type, name);
    if (!isGeneric(kind)) return kind;
    if (fallback === 'unknown') fallback = kind;
  }
  return fallback === 'unknown' ? cardKindOf(undefined, name) : fallback;
}

interface CachedFacts {
  type: string | undefined;
  hasDetails: boolean;
  facts: CardFacts;
}

/** Resolves card facts; one instance per aggregation run (it caches every card it sees). */
export class CardFactsResolver {
  private readonly catalog = new Map<string, Raw>();
  // Facts by card name; a name seen with another type or without details gets its own entry.
  private readonly cache = new Map<string, CachedFacts[]>();
  private readonly indexByKey = new Map<string, number>();

  /** `cards` are documents of the `cards` collection (snake_case or camelCase fields). */
  constructor(cards: Iterable<Raw>) {
    for (const card of cards) {
      for (const candidate of [
        card.normalized_name,
        card.normalizedName,
        card.name,
        card.name_alt,
        card.nameAlt,
      ]) {
        const name = toText(candidate);
        if (name === undefined) continue;
        const key = normalizeCardName(name);
        if (!this.catalog.has(key)) this.catalog.set(key, card);
      }
    }
  }

  get catalogSize(): number {
    return this.catalog.size;
  }

  /** How many distinct cards (normalized names) were resolved: the bound of `CardFacts.index`. */
  get distinctCards(): number {
    return this.indexByKey.size;
  }

  factsOf(card: DeckCardView): CardFacts {
    const hasDetails = card.details !== undefined;
    let entries = this.cache.get(card.name);
    if (entries === undefined) {
      entries = [];
      this.cache.set(card.name, entries);
    }
    for (const entry of entries) {
      if (entry.type === card.type && entry.hasDetails === hasDetails) return entry.facts;
    }
    const facts = this.resolve(card);
    entries.push({ type: card.type, hasDetails, facts });
    return facts;
  }

  /** Every resolved card's key, by index (the order in which they were first seen). */
  cardKeys(): string[] {
    return [...this.indexByKey.keys()];
  }

  /** The index of a card key, a new one when the key was not seen yet. */
  indexOf(key: string): number {
    let index = this.indexByKey.get(key);
    if (index === undefined) {
      index = this.indexByKey.size;
      this.indexByKey.set(key, index);
    }
    return index;
  }

  private resolve(card: DeckCardView): CardFacts {
    const key = normalizeCardName(card.name);
    const details = card.details;
    const stored =
      this.catalog.get(key) ?? (card.normalizedName ? this.catalog.get(card.normalizedName) : undefined);
    const types = [
      toText(details?.type),
      card.type,
      toText(stored?.type),
      toText(stored?.card_type ?? stored?.cardType),
    ];
    const kind = kindFrom(types, card.name);
    const storedAce = stored?.is_ace_spec ?? stored?.isAceSpec;
    // ACE SPEC when the catalog says so, any type text does (a deck card typed エーススペック
    // whose details carry its printed kind), or the name is listed or marked `(ACE SPEC)`.
    const isAceSpec =
      storedAce === true ||
      storedAce === 'true' ||
      types.some((type) => type !== undefined && cardKindOf(type) === 'ace_spec') ||
      isAceSpecName(card.name);
    const ability = abilityOf(details) ?? abilityOf(stored);
    const category = adoptionCategoryOf(kind, isAceSpec);
    const group = countsByTypeGroup(kind, card.name);
    const stage = evolutionStageOf(toText(details?.stage) ?? toText(stored?.stage));
    const hp = toNumber(details?.hp) ?? toNumber(stored?.hp);
    return {
      key,
      index: this.indexOf(key),
      // A deck stored with the page's marked name shows and counts as the card itself.
      name: stripAceSpecSuffix(card.name),
      kind,
      category,
      group,
      isAceSpec,
      stage,
      hp,
      hasAbility: ability !== undefined,
      abilityName: ability?.name ?? null,
      abilityText: ability?.text ?? null,
      attacks: attacksOf(details) ?? attacksOf(stored) ?? [],
      detailType: toText(details?.type) ?? null,
      pict:
        toText(details?.card_pict) ??
        toText(stored?.card_pict ?? stored?.cardPict ?? stored?.image_url ?? stored?.image) ??
        null,
      slots: cardSlotsOf(category, group, stage, hp),
    };
  }
}
