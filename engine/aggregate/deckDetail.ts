// `public_deck_details/{deckId}`: one deck's card table with card facts, counts by type group,
// its top cards, the rules it matched and the events it placed in. It carries no clock (no `--as-of`): a deck that did
// not change keeps a byte-identical document, so an incremental build keeps its page.
// It reads its world only through `reads` (deckPageWorld.ts): what it reads is what the
// incremental run records as the page's inputs.
import type { DeckDetail } from '../documents.ts';
import type { DeckPageInputs } from './deckPageWorld.ts';
import { groupIndex, SLOT } from './profileLayout.ts';
import type { PageReads } from './recordedReads.ts';

const TOP_CARDS = 8;

export function deckDetailOf(reads: PageReads<DeckPageInputs>, deckId: string): DeckDetail {
  const deck = reads.read('deck', deckId);
  const profile = reads.read('profile', deckId);
  const resolver = reads.read('cards', '*');
  const placements = reads.read('placements', deckId);
  const group = (name: 'pokemon' | 'trainer' | 'energy' | 'other') =>
    profile.vector[SLOT.group + groupIndex(name)] ?? 0;
  const detailsById = new Map(deck.ruleDetails.map((detail) => [detail.id, detail]));
  const cardsTotal = profile.vector[SLOT.cards] ?? 0;
  return {
    id: deck.id,
    name: deck.name,
    cardsTotal: cardsTotal > 0 ? cardsTotal : (deck.cardsCount ?? 0),
    createdAt: deck.createdAt,
    updatedAt: deck.updatedAt,
    classificationUpdatedAt: deck.classificationUpdatedAt,
    countsByType: {
      pokemon: group('pokemon'),
      trainer: group('trainer'),
      energy: group('energy'),
      other: group('other'),
    },
    // Distinct cards by copies; a stable sort keeps the deck's own order among equals.
    topCards: [...profile.cards]
      .sort((a, b) => b.copies - a.copies)
      .slice(0, TOP_CARDS)
      .map(({ facts, copies }) => ({ name: facts.name, count: copies })),
    matchedRules: deck.ruleMatches.map((id) => {
      const rule = reads.read('rule', id);
      const detail = detailsById.get(id);
      return {
        id,
        // A rule no longer among the rules: the name the deck was classified with (its own line),
        // not one other decks carried, so the page depends on nothing but this deck.
        name: rule ? rule.name : (detail?.name ?? id),
        priority: rule ? rule.priority : (detail?.priority ?? Number.MAX_SAFE_INTEGER),
      };
    }),
    cards: deck.cards.map((card, index) => {
      const facts = resolver.factsOf(card);
      return {
        key: `${index}:${facts.key}`,
        // The card's own name and key (a name stored with the page's `(ACE SPEC)` mark loses it),
        // so the consensus comparison meets the card under the key its statistics use.
        name: facts.name,
        normalizedName: facts.key,
        type: facts.kind,
        detailType: facts.detailType,
        abilityName: facts.abilityName,
        abilityText: facts.abilityText,
        attacks: facts.attacks,
        count: card.count,
        // Only when known: most decks have no image paths, and deck pages are many.
        ...(facts.pict ? { pict: facts.pict } : {}),
      };
    }),
    // Only when it placed: the page shows where first, and the other decks' documents stay as they were.
    ...(placements.length > 0 ? { placements: placements.map((p) => ({ ...p })) } : {}),
  };
}
