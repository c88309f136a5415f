// The verdict of /check (デッキ診断) on a pasted list: its deck type and sub-rule as `tcg classify`
// gives them (engine/rules/classify.ts classifyDeck over the published rules), every condition of
// that rule with its count and OK/NG, how the list differs from the type's consensus list, and for
// a list no rule takes, the nearest types. Pure: the page hands it the rules and the type data.
import { type ConsensusDiffCard, consensusDiffOf } from '../aggregate/consensus.ts';
import { normalizeCardName } from '../cardName.ts';
import type { DocumentOf } from '../documentRegistry.ts';
import type { ConsensusCopies } from '../documents.ts';
import { classifyDeck } from '../rules/classify.ts';
import type { ConditionDetail, RuleMatcher, RuleVerdict, SetVerdict } from '../rules/matcher.ts';
import type { Rule } from '../schemas.ts';
import type { PastedCard } from './parseDeckPaste.ts';

type PublishedRule = DocumentOf<'publicRules'>['rules'][number];

/** What the page knows of a deck type besides its rule: its consensus list and card adoption. */
export interface CheckType {
  consensus: ConsensusCopies['cards'];
  /** Share of the type's decks that play each card, by card id (normalized name); absent: under 1%. */
  adoption: Readonly<Record<string, number>>;
}

/** A card the list plays that is not in the consensus list, with the type's adoption of it. */
export interface RareCard extends ConsensusDiffCard {
  /** Share of the type's decks that play it; null when under the published floor (1%). */
  adoption: number | null;
}

export interface TypeDiff {
  /** Consensus cards the list plays more copies of. */
  more: ConsensusDiffCard[];
  /** Consensus cards the list plays fewer copies of, or none (deck 0). */
  fewer: ConsensusDiffCard[];
  /** Cards the consensus list leaves out: few decks of the type play them. */
  rare: RareCard[];
}

export interface NearType {
  verdict: RuleVerdict;
  /** Copies the list shares with the type's consensus list (each card up to the list's count). */
  sharedCopies: number;
  /** The conditions the list fails, and the copies it would take to pass them all. */
  failing: ConditionDetail[];
  copiesAway: number;
}

export interface CheckResult {
  total: number;
  /** The list's deck type (its first match), or null. */
  type: RuleVerdict | null;
  /** The type's first matching sub-rule, or null. */
  variant: SetVerdict | null;
  /** Other rules the list matches too (priority then id). */
  alsoMatches: RuleVerdict[];
  /** Null when the list has no type, or its type has no consensus list yet. */
  diff: TypeDiff | null;
  /** For a list no rule takes: the types it comes closest to, nearest first. */
  nearest: NearType[];
}

/** How many nearest types an unmatched list is shown. */
export const NEAREST_TYPES = 3;

/** Copies to add or remove for a condition to pass (0 when it does). */
export function copiesAway(detail: ConditionDetail): number {
  if (detail.inRange !== detail.negate) return 0;
  const { count, min, max } = detail;
  if (!detail.negate) return count < min ? min - count : count - (max ?? count);
  // Negated and in range: leave the range by either end.
  const below = min > 0 ? count - min + 1 : Number.POSITIVE_INFINITY;
  const above = max === null ? Number.POSITIVE_INFINITY : max - count + 1;
  return Math.min(below, above);
}

/** Copies of the list that its consensus list also plays, card by card up to the smaller count. */
function sharedCopiesOf(deck: ReadonlyMap<string, number>, type: CheckType | undefined): number {
  let shared = 0;
  for (const card of type?.consensus ?? []) shared += Math.min(card.copies, deck.get(card.id) ?? 0);
  return shared;
}

/**
 * The types an unmatched list is closest to: most copies in common with the type's consensus
 * list, then fewest copies from passing its conditions, then the rules' order. A type sharing no
 * copy and failing every condition is not near.
 */
function nearestOf(
  cards: readonly PastedCard[],
  verdicts: readonly RuleVerdict[],
  types: Readonly<Record<string, CheckType>>,
): NearType[] {
  const deck = new Map<string, number>();
  for (const card of cards) {
    const id = normalizeCardName(card.name);
    deck.set(id, (deck.get(id) ?? 0) + card.count);
  }
  return verdicts
    .map((verdict) => {
      const failing = verdict.details.filter((d) => d.inRange === d.negate);
      return {
        verdict,
        sharedCopies: sharedCopiesOf(deck, types[verdict.id]),
        failing,
        copiesAway: failing.reduce((sum, d) => sum + copiesAway(d), 0),
      };
    })
    .filter((near) => near.sharedCopies > 0 || near.failing.length < near.verdict.details.length)
    .sort((a, b) => b.sharedCopies - a.sharedCopies || a.copiesAway - b.copiesAway)
    .slice(0, NEAREST_TYPES);
}

function diffOf(cards: readonly PastedCard[], type: CheckType): TypeDiff {
  // Cards are keyed by normalized name, as the consensus list keys them.
  const deckCards = cards.map((card) => ({ ...card, normalizedName: normalizeCardName(card.name) }));
  const diff = consensusDiffOf(deckCards, { cards: type.consensus, total: 0 });
  return {
    more: diff.changed.filter((card) => card.deck > card.consensus),
    fewer: [...diff.changed.filter((card) => card.deck < card.consensus), ...diff.cut],
    rare: diff.added.map((card) => ({ ...card, adoption: type.adoption[card.id] ?? null })),
  };
}

/** The verdict on a pasted list; `types` by rule id (a type without data gets no diff). */
export function checkDeck(
  cards: readonly PastedCard[],
  matcher: RuleMatcher,
  types: Readonly<Record<string, CheckType>>,
): CheckResult {
  // The classification `tcg classify` stores for a deck that had none; undefined: no match.
  const update = classifyDeck({ cards }, matcher, { kind: 'all' }, '');
  const matches = update?.rule_matches_detail ?? [];
  const verdicts = matcher.matchDetails(cards);
  const verdictOf = (id: string) => verdicts.find((verdict) => verdict.id === id)!;
  const primary = matches[0];
  const type = primary ? verdictOf(primary.id) : null;
  const variantId = primary?.variants[0];
  const typeData = primary ? types[primary.id] : undefined;
  return {
    total: cards.reduce((sum, card) => sum + card.count, 0),
    type,
    variant: type && variantId !== undefined ? (type.variants.find((v) => v.id === variantId) ?? null) : null,
    alsoMatches: matches.slice(1).map((match) => verdictOf(match.id)),
    diff: typeData && typeData.consensus.length > 0 ? diffOf(cards, typeData) : null,
    nearest: type ? [] : nearestOf(cards, verdicts, types),
  };
}

/** The rules of the public rules document as the matcher takes them (all enabled, no descriptions). */
export function publishedRules(doc: { rules: readonly PublishedRule[] }): Rule[] {
  return doc.rules.map((rule) => ({
    ...rule,
    enabled: true,
    description: '',
    variants: rule.variants.map((variant) => ({ ...variant, enabled: true, description: '' })),
  }));
}
