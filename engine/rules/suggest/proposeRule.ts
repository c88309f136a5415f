// The first draft of a group's rule, as `tcg rules diff --rule-file` and the editor take it.
import type { Rule } from '../../schemas.ts';
import type { DeckCards } from './deckCards.ts';
import type { ProposedRule, SignatureCard } from './suggestions.ts';

/** A proposed rule has at most this many conditions. */
const MAX_CONDITIONS = 3;
/**
 * A card that names the archetype better (a lower archetypeRank) is chosen over the best-scoring
 * one when its score is within this margin: a rule keyed on ^ピカチュウex$ reads as its deck,
 * one keyed on ^でんきだま$ does not, though both keep the group.
 */
const NAMING_MARGIN = 0.1;

/** `^name$` with every regular-expression character escaped: matches exactly that card name. */
export function exactNamePattern(name: string): string {
  return `^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`;
}

/**
 * The first draft of a group's rule: up to MAX_CONDITIONS signature cards chosen greedily, each
 * the one that best keeps the group's decks while leaving out the others, with the copies nine in
 * ten of the group's decks that play it reach; named after its key Pokémon; its priority after
 * every rule the decks it also matches are classified with today, so no deck changes primary.
 */
export function proposeRule(
  group: readonly DeckCards[],
  all: readonly DeckCards[],
  players: ReadonlyMap<string, readonly DeckCards[]>,
  /** 1 at the index of each of the group's decks. */
  inGroup: Uint8Array,
  signature: readonly SignatureCard[],
  pokemon: ReadonlySet<string>,
  /** How well a card name names the archetype (suggest/archetypeRank.ts): lower is better. */
  rank: (name: string) => number,
  primaries: readonly (string | null)[],
  rules: ReadonlyMap<string, Rule>,
  maxPriority: number,
  taken: ReadonlySet<string>,
): ProposedRule | null {
  const candidates = signature.filter((card) => card.share >= 0.7).slice(0, 12);
  if (candidates.length === 0) return null;
  const minOf = (name: string): number => {
    const counts = group
      .map((deck) => deck.counts.get(name) ?? 0)
      .filter((n) => n > 0)
      .sort((a, b) => a - b);
    return Math.max(1, Math.min(4, counts[Math.floor(counts.length * 0.1)] ?? 1));
  };
  // Per candidate: its min, which decks satisfy it (by index), and the other decks that do.
  const conditions = candidates.map((card) => {
    const min = minOf(card.name);
    const satisfied = new Uint8Array(all.length);
    const others: DeckCards[] = [];
    for (const deck of players.get(card.name) ?? []) {
      if ((deck.counts.get(card.name) ?? 0) < min) continue;
      satisfied[deck.index] = 1;
      if (inGroup[deck.index] === 0) others.push(deck);
    }
    return { name: card.name, min, satisfied, others };
  });
  let inside = [...group];
  // The other decks the conditions so far keep; null: all of them (the first condition reads the
  // decks playing its card from the index instead of every deck).
  let outside: DeckCards[] | null = null;
  const chosen: { name: string; min: number }[] = [];
  while (chosen.length < MAX_CONDITIONS) {
    type Option = { name: string; min: number; score: number; inside: DeckCards[]; outside: DeckCards[] };
    const options: Option[] = [];
    for (const { name, min, satisfied, others } of conditions) {
      if (chosen.some((c) => c.name === name)) continue;
      const keptIn = inside.filter((deck) => satisfied[deck.index] === 1);
      const keptOut = outside ? outside.filter((deck) => satisfied[deck.index] === 1) : others;
      const score =
        keptIn.length / group.length - (2 * keptOut.length) / Math.max(1, all.length - group.length);
      options.push({ name, min, score, inside: keptIn, outside: keptOut });
    }
    const top = options.reduce<Option | undefined>((a, b) => (a && a.score >= b.score ? a : b), undefined);
    if (!top) break;
    // Among the options close to the best that take no more other decks than it (naming may cost
    // a little of the group, never purity): the one that names the archetype best, then the most
    // copies (a deck plays its attacker in numbers, its partners once), then the best score.
    const copies = (name: string) => signature.find((card) => card.name === name)?.averageCount ?? 0;
    const best = options
      .filter(
        (option) => option.score >= top.score - NAMING_MARGIN && option.outside.length <= top.outside.length,
      )
      .sort((a, b) => rank(a.name) - rank(b.name) || copies(b.name) - copies(a.name) || b.score - a.score)[0];
    if (!best) break;
    // A further condition must pay: it leaves out others without losing many of the group.
    if (
      chosen.length > 0 &&
      (best.outside.length === outside?.length || best.inside.length < 0.95 * inside.length)
    )
      break;
    chosen.push({ name: best.name, min: best.min });
    inside = best.inside;
    outside = best.outside;
    if (outside.length === 0) break;
  }
  // Priority: after every rule the other matched decks are classified with today.
  let needed = maxPriority + 10;
  let overlap = 0;
  for (const deck of outside ?? []) {
    const primary = primaries[deck.index];
    if (primary === null || primary === undefined) continue;
    overlap = Math.max(overlap, (rules.get(primary)?.priority ?? 0) + 1);
  }
  if (overlap > 0) needed = overlap;
  // Key Pokémon: the signature's first two Pokémon (the deck's attacker as players name it).
  // The first Pokémon condition, then the signature's best-naming Pokémon.
  const byRank = signature
    .filter((card) => pokemon.has(card.name))
    .map((card, order) => ({ name: card.name, order }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.order - b.order)
    .map((card) => card.name);
  const lead = chosen.find((c) => pokemon.has(c.name))?.name;
  const key = [...new Set([...(lead ? [lead] : []), ...byRank])].slice(0, 2);
  const base = (key.length > 0 ? key : signature.slice(0, 1).map((card) => card.name)).join(' ');
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} (${n})`;
  return {
    name,
    enabled: true,
    priority: needed,
    description: `提案: ${group.length}件の未分類デッキ (${signature
      .slice(0, 3)
      .map((card) => card.name)
      .join('・')})`,
    conditions: chosen.map(({ name: card, min }) => ({
      pattern: exactNamePattern(card),
      min,
      max: null,
      negate: false,
    })),
    variants: [],
  };
}
