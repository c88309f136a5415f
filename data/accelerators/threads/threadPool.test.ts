// The worker threads' file (workerFile): lib/'s as tsup compiles it and, from the TypeScript
// sources, lib/'s too once the test setup made it current, else the tsx bootstrap. The suites run
// their threads compiled; the fold here goes through the bootstrap too, so the development path
// stays tested.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AggregateInput, Aggregator } from '../../../engine/aggregate/aggregator.ts';
import { sampleCollection, sampleRules } from '../../../tests/helpers/sample.ts';
import { makeSnapshot, removeDir } from '../../../tests/helpers/snapshot.ts';
import tsupConfig from '../../../tsup.config.ts';
import { COMPILED_CHILDREN_ENV } from '../../compiledChildren.ts';
import { SnapshotStore } from '../../snapshotStore.ts';
import { foldInParts } from '../snapshotAccelerators.ts';
import { workerFile } from './threadPool.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const dir of dirs) await removeDir(dir);
});

describe('workerFile()', () => {
  it('is the tsx bootstrap from the sources, lib/’s compiled worker once lib/ is current', () => {
    const entries = (tsupConfig as { entry: Record<string, string> }).entry;
    expect(entries.snapshotWorker).toBe('data/accelerators/threads/snapshotWorker.ts');
    vi.stubEnv(COMPILED_CHILDREN_ENV, '');
    expect(workerFile()).toBe(path.join(import.meta.dirname, 'snapshotWorker.dev.mjs'));
    vi.stubEnv(COMPILED_CHILDREN_ENV, '1');
    expect(workerFile()).toBe(path.join(root, 'lib', 'snapshotWorker.js'));
    // The test setup (scripts/ensureBuilt.ts) built it.
    expect(existsSync(workerFile())).toBe(true);
    vi.unstubAllEnvs();
  });

  it('folds the same decks through the tsx bootstrap as through the compiled worker', async () => {
    const decks = sampleCollection('decks').slice(0, 40);
    const dir = await makeSnapshot({ decks });
    dirs.push(dir);
    const input: AggregateInput = {
      rules: sampleRules(),
      cards: sampleCollection('cards'),
      events: sampleCollection('events'),
      asOf: '2026-04-20T00:00:00+09:00',
      minGames: 3,
    };
    const foldWith = async (compiled: string) => {
      vi.stubEnv(COMPILED_CHILDREN_ENV, compiled);
      const store = await SnapshotStore.open(dir);
      const parts = await foldInParts(store, { threads: 2, minBytes: 0 }).fold(
        'decks',
        { kind: 'aggregate', data: { input, jobDeckIds: [] } },
        {},
      );
      vi.unstubAllEnvs();
      expect(parts).toHaveLength(2);
      const merged = new Aggregator(input);
      for (const part of parts!) merged.merge(part.state);
      return merged;
    };
    const throughTsx = await foldWith('');
    const compiled = await foldWith('1');
    expect(throughTsx.totalDecks).toBe(decks.length);
    expect(throughTsx.finish()).toEqual(compiled.finish());
  }, 60_000);
});
