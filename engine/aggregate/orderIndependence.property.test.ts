import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleCollection, sampleRules } from '../../tests/helpers/sample.ts';
import { ClassificationRun, deckUpdate, type StoredDeck } from '../rules/classify.ts';
import { RuleMatcher } from '../rules/matcher.ts';
import { type AggregateInput, Aggregator } from './aggregator.ts';

const jsonl = sampleCollection;
const sampleDecks = jsonl('decks');
const rules = sampleRules();
const events = jsonl('events');
const input: AggregateInput = {
  rules,
  cards: jsonl('cards'),
  events,
  asOf: '2026-04-20T00:00:00+09:00',
  minGames: 3,
};
const classifier = new ClassificationRun(new RuleMatcher(rules), { kind: 'all' }, input.asOf);
// Ids the events cite: copies keep them (first copy), so placements and segments are exercised.
const WEEK = 7 * 24 * 3600 * 1000;
const RETYPES = ['サポート', 'エーススペック', 'グッズ', 'トレーナーズ', undefined] as const;

const deckSpec = fc.record({
  from: fc.nat({ max: sampleDecks.length - 1 }),
  weeks: fc.integer({ min: -6, max: 1 }),
  sameDate: fc.boolean(),
  retype: fc.option(fc.record({ card: fc.nat(), to: fc.constantFrom(...RETYPES) }), { nil: undefined }),
  oldRule: fc.option(fc.constantFrom('gone-a', 'gone-b'), { nil: undefined }),
  oldName: fc.constantFrom('旧名A', '旧名B', undefined),
});
type DeckSpec = typeof deckSpec extends fc.Arbitrary<infer T> ? T : never;

function deckOf(spec: DeckSpec, n: number): StoredDeck {
  const original = sampleDecks[spec.from]!;
  // The first copy of a deck keeps its id (the events cite it); the others get their own.
  const deck: StoredDeck = { ...original, id: n === 0 ? original.id : `${original.id}-${n}` };
  if (typeof original.created_at === 'string')
    deck.created_at = spec.sameDate
      ? '2026-04-01T00:00:00.000Z'
      : new Date(Date.parse(original.created_at) + spec.weeks * WEEK).toISOString();
  if (spec.retype && Array.isArray(original.cards) && original.cards.length > 0) {
    const cards = (original.cards as Record<string, unknown>[]).map((card) => ({ ...card }));
    const card = cards[spec.retype.card % cards.length]!;
    if (spec.retype.to === undefined) delete card.type;
    else card.type = spec.retype.to;
    deck.cards = cards;
  }
  const classified: StoredDeck = { ...deck, ...deckUpdate(classifier, deck)?.set };
  if (spec.oldRule) {
    const matches = Array.isArray(classified.rule_matches) ? (classified.rule_matches as string[]) : [];
    classified.rule_matches = [spec.oldRule, ...matches];
    classified.rule_matches_detail = [
      { id: spec.oldRule, ...(spec.oldName ? { name: spec.oldName } : {}), priority: 0, variants: [] },
      ...(Array.isArray(classified.rule_matches_detail) ? classified.rule_matches_detail : []),
    ];
  }
  return classified;
}

/** Each deck's id counted once: the same deck copied twice keeps its first copy's id once. */
function decksOf(specs: readonly DeckSpec[]): StoredDeck[] {
  const copies = new Map<number, number>();
  return specs.map((spec) => {
    const n = copies.get(spec.from) ?? 0;
    copies.set(spec.from, n + 1);
    return deckOf(spec, n);
  });
}

/** Every document of the decks folded in `order`, split at `cuts`, parts merged in `partOrder`. */
function documentsOf(
  decks: readonly StoredDeck[],
  order: readonly number[],
  cuts: readonly number[],
  merge: { rotate: number; reverse: boolean },
) {
  const ordered = order.map((i) => decks[i]!);
  const bounds = [
    0,
    ...[...new Set(cuts.map((cut) => cut % (ordered.length + 1)))].sort((a, b) => a - b),
    ordered.length,
  ];
  const parts: StoredDeck[][] = [];
  for (let i = 0; i + 1 < bounds.length; i++) parts.push(ordered.slice(bounds[i], bounds[i + 1]));
  const details = new Map<string, string>();
  const states = parts.map((part) => {
    const aggregator = new Aggregator(input);
    for (const doc of part) {
      const added = aggregator.addDeck(doc as { id: string });
      details.set(added.view.id, JSON.stringify(aggregator.deckDetail(added)));
    }
    return aggregator.state();
  });
  // The parts merged in another order than they were cut: rotated, maybe reversed.
  const turn = merge.rotate % states.length;
  const rotated = [...states.slice(turn), ...states.slice(0, turn)];
  const merged = new Aggregator(input);
  for (const state of merge.reverse ? rotated.reverse() : rotated) merged.merge(state);
  return {
    documents: new Map(merged.finish().map((doc) => [doc.path, JSON.stringify(doc.data)])),
    details: [...details].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}

const history = fc.array(deckSpec, { minLength: 1, maxLength: 40 }).chain((specs) =>
  fc.record({
    specs: fc.constant(specs),
    order: fc.shuffledSubarray([...specs.keys()], { minLength: specs.length, maxLength: specs.length }),
    cuts: fc.array(fc.nat(), { maxLength: 3 }),
    merge: fc.record({ rotate: fc.nat(), reverse: fc.boolean() }),
  }),
);

describe('the aggregation does not depend on the order of the decks (fast-check)', () => {
  it('gives the same documents and deck pages for any order and any split into parts', () => {
    fc.assert(
      fc.property(history, ({ specs, order, cuts, merge }) => {
        const decks = decksOf(specs);
        const inOrder = documentsOf(decks, [...decks.keys()], [], { rotate: 0, reverse: false });
        const shuffled = documentsOf(decks, order, cuts, merge);
        expect([...shuffled.documents.keys()]).toEqual([...inOrder.documents.keys()]);
        for (const [path, json] of inOrder.documents) expect(shuffled.documents.get(path), path).toBe(json);
        expect(shuffled.details).toEqual(inOrder.details);
      }),
      { numRuns: 25, seed: 20261129 },
    );
  });
});

describe('a card seen with several kinds', () => {
  const deck = (id: string, type: string) => ({
    id,
    created_at: '2026-04-01T00:00:00.000Z',
    cards: [{ name: 'ビワ', type, count: 1 }],
    rule_matches: ['X'],
    rule_matches_detail: [{ id: 'X', name: 'X', priority: 1, variants: [] }],
  });
  const kindOf = (decks: ReturnType<typeof deck>[], split: number) => {
    const parts = [decks.slice(0, split), decks.slice(split)].map((part) => {
      const aggregator = new Aggregator({ ...input, rules: [], events: [] });
      for (const doc of part) aggregator.addDeck(doc);
      return aggregator.state();
    });
    const merged = new Aggregator({ ...input, rules: [], events: [] });
    for (const state of parts.reverse()) merged.merge(state);
    return merged.result().group('X').cardCounters()[0]!.facts.kind;
  };

  it('takes its most common kind, whatever the order and split of the decks', () => {
    const decks = [deck('a', 'エーススペック'), deck('b', 'サポート'), deck('c', 'エーススペック')];
    for (const split of [0, 1, 2, 3]) {
      expect(kindOf(decks, split)).toBe('ace_spec');
      expect(kindOf([...decks].reverse(), split)).toBe('ace_spec');
    }
  });

  it('breaks a tie by the fixed order of kinds (supporter before ace_spec)', () => {
    const decks = [deck('a', 'エーススペック'), deck('b', 'サポート')];
    for (const split of [0, 1, 2]) {
      expect(kindOf(decks, split)).toBe('supporter');
      expect(kindOf([...decks].reverse(), split)).toBe('supporter');
    }
  });
});
