// A parsed deck page as a deck document (spec admin §3 "Deck"): cards with their type from the
// input they came from, facts from the `cards` collection when it knows the card, cards_count,
// times and summary. Pure apart from its arguments.
import { normalizeCardName } from '../../engine/cardName.ts';
import { deckSummary } from '../../engine/deckSummary.ts';
import type { StoredDoc } from '../store.ts';
import type { DeckInput, PageCard } from './deckPage.ts';

/** The type an ACE SPEC deck card stores, whatever its printed kind. */
const ACE_SPEC_TYPE = 'エーススペック';

/** The type text of a card's printed kind, from the input it came from (`deck_ajs` says only ACE SPEC). */
export function printedTypeOf(input: DeckInput, name: string): string {
  switch (input) {
    case 'deck_pke':
      return 'ポケモン';
    case 'deck_gds':
      return 'グッズ';
    case 'deck_tool':
    case 'deck_tech':
      return 'ポケモンのどうぐ';
    case 'deck_sup':
      return 'サポート';
    case 'deck_sta':
      return 'スタジアム';
    case 'deck_ene':
      return isBasicEnergyName(name) ? 'エネルギー' : '特殊エネルギー';
    case 'deck_ajs':
      return ACE_SPEC_TYPE;
    default:
      return assertNever(input);
  }
}

/**
 * The type text a deck card stores (docs/decisions.md "Ingestion: card types"): エーススペック
 * for an ACE SPEC card, else its printed kind.
 */
export function cardTypeOf(card: Pick<PageCard, 'input' | 'name' | 'aceSpec'>): string {
  return card.aceSpec ? ACE_SPEC_TYPE : printedTypeOf(card.input, card.name);
}

/**
 * Basic energies are printed `基本草エネルギー`, `基本超エネルギー`, `基本フェアリーエネルギー`...
 * (a type name of any length); every other energy is special.
 */
export function isBasicEnergyName(name: string): boolean {
  return /^基本.+エネルギー$/u.test(name.normalize('NFKC').replace(/\s+/gu, ''));
}

/** An image path made absolute against the deck site's origin. */
function absoluteUrl(origin: string, pict: string | undefined): string | undefined {
  if (pict === undefined || pict.trim() === '') return undefined;
  try {
    return new URL(pict.trim(), `${origin}/`).href;
  } catch {
    return pict;
  }
}

type Raw = Record<string, unknown>;

function firstAbility(card: Raw): Raw | undefined {
  const single = card.ability;
  if (single && typeof single === 'object' && !Array.isArray(single)) return single as Raw;
  const list = card.abilities;
  const first = Array.isArray(list) ? list[0] : undefined;
  return first && typeof first === 'object' ? (first as Raw) : undefined;
}

/** The facts a deck card carries from a `cards` document (stage, HP, ability, attacks). */
function factsFrom(card: Raw | undefined): Raw {
  if (!card) return {};
  const facts: Raw = {};
  const type = card.type ?? card.card_type;
  if (typeof type === 'string' && type !== '') facts.type = type;
  if (typeof card.stage === 'string' && card.stage !== '') facts.stage = card.stage;
  if (typeof card.hp === 'number' || (typeof card.hp === 'string' && card.hp !== '')) facts.hp = card.hp;
  const ability = firstAbility(card);
  if (ability) facts.ability = { name: ability.name ?? null, text: ability.text ?? ability.effect ?? null };
  if (Array.isArray(card.attacks) && card.attacks.length > 0) {
    facts.attacks = card.attacks
      .filter((attack): attack is Raw => attack !== null && typeof attack === 'object')
      .map((attack) => ({
        name: attack.name ?? null,
        energy: Array.isArray(attack.energy ?? attack.cost)
          ? ((attack.energy ?? attack.cost) as unknown[]).join('')
          : (attack.energy ?? null),
        damage: attack.damage ?? null,
        text: attack.text ?? attack.effect ?? null,
      }));
  }
  return facts;
}

export interface DeckDocumentOptions {
  /** ISO time of the fetch: created_at and updated_at. */
  now: string;
  /** The deck site's origin, to make image paths absolute. */
  deckOrigin: string;
  /** `cards` documents by normalized name (those the collection has). */
  cardsByName: ReadonlyMap<string, Raw>;
}

/** The names a deck page needs facts for, normalized (the `cards` collection's lookup key). */
export function normalizedNamesOf(cards: readonly PageCard[]): string[] {
  return [...new Set(cards.map((card) => normalizeCardName(card.name)))];
}

export function deckDocument(
  deckId: string,
  cards: readonly PageCard[],
  options: DeckDocumentOptions,
): StoredDoc {
  const deckCards = cards.map((card) => {
    const normalized = normalizeCardName(card.name);
    const type = cardTypeOf(card);
    const pict = absoluteUrl(options.deckOrigin, card.pict);
    // details.type is the printed kind (the `cards` document's type when it knows the card), so
    // an ACE SPEC energy counts as energy even when the ACE SPEC list does not know it.
    const details: Raw = {
      type: printedTypeOf(card.input, card.name),
      ...factsFrom(options.cardsByName.get(normalized)),
    };
    if (pict !== undefined) details.card_pict = pict;
    return { name: card.name, normalized_name: normalized, type, count: card.count, details };
  });
  const summary = deckSummary(deckCards, { createdAt: options.now, updatedAt: options.now });
  return {
    id: deckId,
    cards: deckCards,
    cards_count: summary.cards_total,
    // No rule_matches yet: `tcg classify` fills them (and classification_updated_at).
    created_at: options.now,
    updated_at: options.now,
    summary,
  };
}

function assertNever(value: never): never {
  throw new Error(`unexpected deck input: ${String(value)}`);
}
