// `tcg classify` on data/sample: the in-place update (byte scanner, splice, worker threads), chosen
// as the command chooses it, writes the snapshot byte for byte as the plain path does (every deck
// parsed whole, one thread).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import { SAMPLE_DIR, sampleCopies } from '../../tests/helpers/snapshot.ts';
import { type AcceleratorChoice, classifyAccelerator } from '../commands/accelerators.ts';
import { type ClassifyOptions, runClassify } from './classify.ts';

const AS_OF = '2026-01-01T00:00:00Z';
const sampleDir = sampleCopies();
const sampleCopy = async (): Promise<SnapshotStore> => SnapshotStore.open(await sampleDir());

/** The ways to run, chosen as the command chooses: the plain path, then the snapshot's accelerator. */
const WAYS: Record<string, AcceleratorChoice> = {
  plain: { plain: true },
  'in place, one thread': { threads: 1 },
  'in place, two threads': { threads: 2, minBytes: 0 },
};
/** The threads each way reports it ran in when it scans the decks (a result may differ in these and its cache). */
const THREADS: Record<string, number> = { plain: 1, 'in place, one thread': 1, 'in place, two threads': 2 };

/** Classifies a fresh copy of data/sample every way, `runs` times in a row; the results and decks.jsonl after each. */
async function everyWay(options: Partial<ClassifyOptions>, runs = 1) {
  const outcomes: Record<string, { results: unknown[]; decks: string[] }> = {};
  for (const [way, how] of Object.entries(WAYS)) {
    const store = await sampleCopy();
    const results: unknown[] = [];
    const decks: string[] = [];
    for (let run = 0; run < runs; run++) {
      const inPlace = await classifyAccelerator(store, how);
      const { threads, cached, ...result } = await runClassify(
        { dryRun: false, asOf: AS_OF, ...options },
        { store, ...(inPlace ? { inPlace } : {}) },
      );
      // A run after one that wrote the decks classifies from its cache of them (classifyCache.test.ts).
      const fromCache = way !== 'plain' && run > 0 && !options.dryRun;
      expect([threads, cached], way).toEqual(fromCache ? [1, true] : [THREADS[way], false]);
      results.push(result);
      decks.push(await readFile(path.join(store.dir, 'decks.jsonl'), 'utf8'));
    }
    outcomes[way] = { results, decks };
  }
  return outcomes;
}

describe('tcg classify: the accelerators against the plain path', () => {
  it('classifies data/sample byte for byte as the plain path, then changes nothing the second time', async () => {
    const { plain, ...accelerated } = await everyWay({}, 2);
    expect((plain!.results[0] as { updated: number }).updated).toBeGreaterThan(100);
    expect((plain!.results[1] as { updated: number }).updated).toBe(0);
    expect(plain!.decks[1]).toBe(plain!.decks[0]);
    expect(plain!.decks[0]).not.toBe(await readFile(path.join(SAMPLE_DIR, 'decks.jsonl'), 'utf8'));
    for (const [way, outcome] of Object.entries(accelerated)) {
      expect(outcome.results, way).toEqual(plain!.results);
      expect(outcome.decks, way).toEqual(plain!.decks);
    }
  });

  it('adds one rule (single-rule mode) byte for byte as the plain path', async () => {
    const rules = await readFile(path.join(SAMPLE_DIR, 'deck_rules.jsonl'), 'utf8');
    const ruleId = (JSON.parse(rules.split('\n')[0]!) as { id: string }).id;
    const { plain, ...accelerated } = await everyWay({ ruleId });
    expect((plain!.results[0] as { updated: number }).updated).toBeGreaterThan(0);
    for (const [way, outcome] of Object.entries(accelerated)) {
      expect(outcome.results, way).toEqual(plain!.results);
      expect(outcome.decks, way).toEqual(plain!.decks);
    }
  });

  it('counts the same in a dry run and leaves the snapshot as it was', async () => {
    const original = await readFile(path.join(SAMPLE_DIR, 'decks.jsonl'), 'utf8');
    const { plain, ...accelerated } = await everyWay({ dryRun: true });
    expect(plain!.decks[0]).toBe(original);
    for (const [way, outcome] of Object.entries(accelerated)) {
      expect(outcome.results, way).toEqual(plain!.results);
      expect(outcome.decks, way).toEqual([original]);
    }
  });
});
