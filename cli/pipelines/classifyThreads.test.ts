// `tcg classify`'s typed task on data/sample: worker threads write exactly what one thread does.
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import type { ClassifyUpdateData } from '../../engine/rules/classifyDeck.ts';
import { removeDir, tempDir } from '../../tests/helpers/snapshot.ts';
import { loadRules } from './loadRules.ts';

const sample = path.join(import.meta.dirname, '../../data/sample');
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await removeDir(dir);
});

async function sampleCopy(): Promise<SnapshotStore> {
  const dir = await tempDir();
  dirs.push(dir);
  await cp(sample, dir, { recursive: true });
  return SnapshotStore.open(dir);
}

describe('the classify task in worker threads', () => {
  it('classifies data/sample exactly as the calling thread does', async () => {
    const outputs: string[] = [];
    const results: unknown[] = [];
    for (const threads of [1, 2]) {
      const store = await sampleCopy();
      const loaded = await loadRules(store);
      const data: ClassifyUpdateData = {
        rules: loaded.rules,
        mode: { kind: 'all' },
        asOf: '2026-01-01T00:00:00Z',
      };
      results.push(await store.runUpdate('decks', { kind: 'classify', data }, { threads, minBytes: 0 }));
      outputs.push(await readFile(path.join(store.dir, 'decks.jsonl'), 'utf8'));
    }
    expect(results[1]).toEqual(results[0]);
    expect((results[0] as { changed: number }).changed).toBeGreaterThan(100);
    expect(outputs[1]).toBe(outputs[0]);
  });
});
