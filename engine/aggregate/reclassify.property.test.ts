// The aggregation taken on after a reclassification (what `tcg aggregate`'s delta route does:
// cli/pipelines/accelerators/aggregateDelta.ts): a previous run's state merged but the groups of
// the rules the changed decks left or joined, each changed deck moved (Aggregator.reclassify), those
// groups counted again from their decks, equals counting the reclassified decks afresh, every
// document. Classifications move between valid rules, rules no longer defined (match-only, named by
// their decks) and none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleCollection, sampleRules } from '../../tests/helpers/sample.ts';
import { ClassificationRun, deckUpdate, type StoredDeck } from '../rules/classify.ts';
import { RuleMatcher } from '../rules/matcher.ts';
import { type AggregateInput, Aggregator } from './aggregator.ts';
import { readDeck } from './deckView.ts';

const sampleDecks = sampleCollection('decks');
const rules = sampleRules();
const input: AggregateInput = {
  rules,
  cards: sampleCollection('cards'),
  events: sampleCollection('events'),
  asOf: '2026-04-20T00:00:00+09:00',
  minGames: 3,
};
const classifier = new ClassificationRun(new RuleMatcher(rules), { kind: 'all' }, input.asOf);
const classified = sampleDecks.map((deck) => ({
  ...deck,
  ...deckUpdate(classifier, deck as StoredDeck)?.set,
}));
const ruleIds = [...rules.map((rule) => rule.id), 'gone-a', 'gone-b'];

/** A new classification: some rules (valid or gone) in order, each with its name and variants. */
const classification = fc
  .subarray(ruleIds, { maxLength: 3 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(fc.constantFrom('旧名A', '旧名B'), { minLength: ids.length, maxLength: ids.length }),
      fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length }),
    ),
  )
  .map(([ids, names, withVariant]) => ({
    rule_matches: ids,
    rule_matches_detail: ids.map((id, k) => {
      const rule = rules.find((r) => r.id === id);
      const variant = rule?.variants?.[0]?.id;
      return {
        id,
        name: rule?.name ?? names[k],
        priority: rule?.priority ?? k,
        variants: withVariant[k] && variant ? [variant] : [],
      };
    }),
    classification_updated_at: '2026-04-21T00:00:00.000Z',
  }));

const previous = new Aggregator(input);
for (const deck of classified) previous.addDeck(deck);
const state = previous.state();

/** Each document's path, then each document's data: a difference names its document. */
function expectSameDocuments(actual: Aggregator, expected: Aggregator): void {
  const [got, want] = [actual.finish(), expected.finish()];
  expect(got.map((doc) => doc.path)).toEqual(want.map((doc) => doc.path));
  for (const [k, doc] of got.entries())
    expect(JSON.stringify(doc.data), doc.path).toBe(JSON.stringify(want[k]!.data));
}

describe('an aggregation taken on after some decks were reclassified', () => {
  it('equals counting the reclassified decks afresh, every document (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: classified.length - 1 }), classification), {
          minLength: 1,
          maxLength: 6,
        }),
        (changes) => {
          const after = classified.map((deck) => ({ ...deck }));
          for (const [at, change] of changes) Object.assign(after[at]!, change);
          const changed = new Set(changes.map(([at]) => at));

          const fresh = new Aggregator(input);
          for (const deck of after) fresh.addDeck(deck);

          const refold = new Set<string>();
          for (const at of changed)
            for (const id of [...readDeck(classified[at]!).ruleMatches, ...readDeck(after[at]!).ruleMatches])
              refold.add(id);
          const taken = new Aggregator(input);
          taken.merge({
            ...state,
            groups: state.groups.filter(([id]) => !refold.has(id)),
            variantGroups: state.variantGroups.filter(([id]) => !refold.has(id)),
          });
          after.forEach((deck, at) => {
            if (changed.has(at))
              taken.reclassify(deck, Aggregator.classificationOf(readDeck(classified[at]!)));
            if (readDeck(deck).ruleMatches.some((id) => refold.has(id))) taken.addToGroupsOf(deck, refold);
          });
          expectSameDocuments(taken, fresh);
        },
      ),
      { numRuns: 15, seed: 20261201 },
    );
  });
});
