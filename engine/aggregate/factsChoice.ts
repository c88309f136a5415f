// Which facts a card's statistics show when the decks of a group carry it with different facts
// (one name typed サポート in some decks and エーススペック in others): a choice that depends on the
// counts only, never on the order the decks came in or how they were split across threads.
import { type CardKind, cardKindOrder } from '../cardKinds.ts';
import type { CardFacts } from './cardFacts.ts';

/** One set of facts a card was seen with, and in how many of the group's decks. */
export interface FactsVariant {
  facts: CardFacts;
  decks: number;
}

const signatures = new WeakMap<CardFacts, string>();

/**
 * The facts as text, without the run's index: equal texts are the same facts (a part's copy of a
 * card's facts, merged from a thread, is another object with the same content).
 */
export function factsSignature(facts: CardFacts): string {
  let signature = signatures.get(facts);
  if (signature === undefined) {
    signature = JSON.stringify({ ...facts, index: 0 });
    signatures.set(facts, signature);
  }
  return signature;
}

/**
 * The facts to show: those of the card's most common kind (by decks), a tie going to the kind
 * first in the fixed order of kinds (cardKindOrder); within that kind, the most common facts, a
 * tie going to the first signature in code-unit order.
 */
export function chooseFacts(variants: Iterable<FactsVariant>): CardFacts {
  const byKind = new Map<CardKind, number>();
  const all = [...variants];
  for (const { facts, decks } of all) byKind.set(facts.kind, (byKind.get(facts.kind) ?? 0) + decks);
  let kind: CardKind | undefined;
  for (const [candidate, decks] of byKind) {
    const best = kind === undefined ? -1 : byKind.get(kind)!;
    if (decks > best || (decks === best && cardKindOrder(candidate) < cardKindOrder(kind!))) kind = candidate;
  }
  let chosen: FactsVariant | undefined;
  for (const variant of all) {
    if (variant.facts.kind !== kind) continue;
    if (
      chosen === undefined ||
      variant.decks > chosen.decks ||
      (variant.decks === chosen.decks && factsSignature(variant.facts) < factsSignature(chosen.facts))
    )
      chosen = variant;
  }
  if (chosen === undefined) throw new Error('chooseFacts: no facts to choose from');
  return chosen.facts;
}
