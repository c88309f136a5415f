// Differential property test (fast-check): `tcg aggregate`'s fold in worker threads against one
// thread. For any small set of decks the generator builds from data/sample (any subset, order,
// creation dates, blank lines, classified or not) and any number of threads, the aggregators'
// states merged in file order give exactly the documents of one aggregator fed every deck.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type AggregateInput, Aggregator } from '../../../engine/aggregate/aggregator.ts';
import { ClassificationRun, deckUpdate, type StoredDeck } from '../../../engine/rules/classify.ts';
import { RuleMatcher } from '../../../engine/rules/matcher.ts';
import { validateRules } from '../../../engine/rules/validateRule.ts';
import { makeSnapshot, removeDir } from '../../../tests/helpers/snapshot.ts';
import { SnapshotStore } from '../../snapshotStore.ts';
import { foldInParts } from '../snapshotAccelerators.ts';

const sample = path.join(import.meta.dirname, '../../sample');
const jsonl = (name: string) =>
  readFileSync(path.join(sample, `${name}.jsonl`), 'utf8')
    .split('\n')
    .filter((text) => text.trim() !== '')
    .map((text) => JSON.parse(text) as StoredDeck);
const sampleDecks = jsonl('decks');
const { rules } = validateRules(jsonl('deck_rules').filter((rule) => !rule.parent_rule_id));
const input: AggregateInput = {
  rules,
  cards: jsonl('cards'),
  events: jsonl('events'),
  asOf: '2026-04-20T00:00:00+09:00',
  minGames: 3,
};
const classifier = new ClassificationRun(new RuleMatcher(rules), { kind: 'all' }, input.asOf);
const WEEK = 7 * 24 * 3600 * 1000;

const deckSpec = fc.record({
  from: fc.nat({ max: sampleDecks.length - 1 }),
  weeks: fc.integer({ min: -20, max: 2 }),
  dated: fc.boolean(),
  classified: fc.boolean(),
  blankAfter: fc.boolean(),
});

/** The decks file: each spec a copy of a sample deck with its own id, maybe moved in time. */
function decksFile(specs: (typeof deckSpec extends fc.Arbitrary<infer T> ? T : never)[]): string {
  return specs
    .map((spec, n) => {
      const original = sampleDecks[spec.from]!;
      const deck: StoredDeck = { ...original, id: `${original.id}-${n}` };
      if (spec.dated && typeof original.created_at === 'string') {
        deck.created_at = new Date(Date.parse(original.created_at) + spec.weeks * WEEK).toISOString();
      } else if (!spec.dated) delete deck.created_at;
      const classified = spec.classified ? { ...deck, ...deckUpdate(classifier, deck) } : deck;
      return `${JSON.stringify(classified)}\n${spec.blankAfter ? '\n' : ''}`;
    })
    .join('');
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

describe('aggregate in worker threads against one thread (fast-check)', () => {
  it('gives the same documents for any decks and any number of threads', async () => {
    const dir = await makeSnapshot({});
    dirs.push(dir);
    const file = path.join(dir, 'decks.jsonl');
    let threadedRuns = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(deckSpec, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 2, max: 4 }),
        async (specs, threads) => {
          await writeFile(file, decksFile(specs));
          const store = await SnapshotStore.open(dir);
          const one = new Aggregator(input);
          for await (const doc of store.read('decks')) one.addDeck(doc);
          const parts = await foldInParts(store, { threads, minBytes: 0 }).fold(
            'decks',
            { kind: 'aggregate', data: { input, jobDeckIds: [] } },
            {},
          );
          expect(parts).toBeDefined();
          const merged = new Aggregator(input);
          for (const part of parts!) merged.merge(part.state);
          if (parts!.length > 1) threadedRuns++;
          expect(merged.totalDecks).toBe(one.totalDecks);
          expect(merged.finish()).toEqual(one.finish());
        },
      ),
      { numRuns: 6, seed: 20260405, endOnFailure: true },
    );
    expect(threadedRuns).toBeGreaterThan(3);
    // Each run starts a pool of threads: seconds apiece on a busy machine.
  }, 300_000);
});
