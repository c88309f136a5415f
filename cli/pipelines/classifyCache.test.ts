// `tcg classify` from its cache of the decks (data/accelerators/classifyCache.ts), on the route the
// command takes: a first run scans the decks and keeps them; the next runs classify from the cache
// and rewrite only the chunks whose decks change. Each run is held to the plain path after the same
// changes, byte for byte, and the cache is trusted only for the very file it was made from.
import { appendFile, cp, readFile, rename, rm, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLASSIFY_CACHE_FILE,
  fileIdentity,
  readClassifyCache,
} from '../../data/accelerators/classifyCache.ts';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import { sampleCopies } from '../../tests/helpers/snapshot.ts';
import { type AcceleratorChoice, classifyAccelerator } from '../commands/accelerators.ts';
import { type ClassifyOptions, type ClassifyResult, runClassify } from './classify.ts';

const AS_OF = '2026-01-01T00:00:00Z';
const sampleCopy = sampleCopies();

async function classify(
  dir: string,
  how: AcceleratorChoice,
  options: Partial<ClassifyOptions> = {},
): Promise<ClassifyResult> {
  const store = await SnapshotStore.open(dir);
  const inPlace = await classifyAccelerator(store, how);
  return runClassify({ dryRun: false, asOf: AS_OF, ...options }, { store, ...(inPlace ? { inPlace } : {}) });
}

const decksOf = (dir: string) => readFile(path.join(dir, 'decks.jsonl'), 'utf8');
// In two threads whatever the size: a scan counts the decks in its worker threads.
const IN_PLACE: AcceleratorChoice = { threads: 2, minBytes: 0 };

/** The first enabled rule's first condition asks for one more copy (as the bench's edit). */
async function narrowFirstRule(dir: string): Promise<string> {
  const file = path.join(dir, 'deck_rules.jsonl');
  const rules = (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; enabled?: boolean; conditions: { min?: number }[] });
  const rule = rules.find((r) => r.enabled !== false && r.conditions.length > 0)!;
  rule.conditions[0]!.min = (rule.conditions[0]!.min ?? 1) + 1;
  await writeFile(file, rules.map((r) => `${JSON.stringify(r)}\n`).join(''));
  return rule.id;
}

/** A run's result without how it ran (the plain path has neither threads nor a cache). */
function outcome({ threads: _threads, cached: _cached, ...result }: ClassifyResult) {
  return result;
}

describe('tcg classify from its cache of the decks', () => {
  it('classifies from the cache as the plain path does, after each change of the rules', async () => {
    const fast = await sampleCopy();
    const plain = await sampleCopy();
    const both = async (options: Partial<ClassifyOptions> = {}) => {
      const [a, b] = [
        await classify(fast, IN_PLACE, options),
        await classify(plain, { plain: true }, options),
      ];
      expect(outcome(a)).toEqual(outcome(b));
      expect(await decksOf(fast)).toBe(await decksOf(plain));
      return a;
    };
    // The first run scans the decks and keeps them.
    const first = await both();
    expect(first.cached).toBe(false);
    expect(first.updated).toBeGreaterThan(100);
    const cacheFile = path.join(fast, CLASSIFY_CACHE_FILE);
    expect((await stat(cacheFile)).size).toBeGreaterThan(0);

    // Nothing changed: classified from the cache, the file left as it was.
    const before = await stat(path.join(fast, 'decks.jsonl'));
    const again = await both();
    expect([again.cached, again.updated]).toEqual([true, 0]);
    const after = await stat(path.join(fast, 'decks.jsonl'));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);

    // A rule narrowed (ドラパルトex: two copies, no deck changes; three, 27 decks lose it): the
    // lines of the decks that change rewritten; then the cache of the new file.
    const ruleId = await narrowFirstRule(fast);
    await narrowFirstRule(plain);
    expect(await both()).toMatchObject({ cached: true, updated: 0 });
    await narrowFirstRule(fast);
    await narrowFirstRule(plain);
    const decksFile = path.join(fast, 'decks.jsonl');
    const read = fileIdentity(decksFile);
    const narrowed = await both();
    expect([narrowed.cached, narrowed.updated > 0]).toEqual([true, true]);
    // The cache it left says which lines of which file it changed (for tcg aggregate), the newest
    // step first; else it is the one a scan of the new file makes.
    const kept = readClassifyCache(cacheFile, decksFile)!;
    expect(kept.derivedFrom[0]).toMatchObject({ identity: read });
    expect(kept.derivedFrom[0]!.changedLines).toHaveLength(narrowed.updated);
    // And where each deck's line starts in it (tcg aggregate reads a deck from there).
    const bytes = await readFile(decksFile);
    const lineStarts = [0];
    for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lineStarts.push(at + 1);
    expect([...kept.offsets]).toEqual([...kept.lines].map((line) => lineStarts[line - 1]));
    await rm(cacheFile);
    expect(await classify(fast, IN_PLACE)).toMatchObject({ cached: false, updated: 0 });
    const scanned = readClassifyCache(cacheFile, decksFile)!;
    expect(scanned.derivedFrom).toEqual([]);
    expect({ ...scanned, derivedFrom: kept.derivedFrom }).toEqual(kept);
    expect(await both()).toMatchObject({ cached: true, updated: 0 });

    // Single-rule mode and a dry run, from the cache as well.
    await narrowFirstRule(fast);
    await narrowFirstRule(plain);
    const dry = await both({ dryRun: true });
    expect([dry.cached, dry.updated > 0]).toEqual([true, true]);
    const single = await both({ ruleId });
    expect([single.cached, single.updated]).toEqual([true, dry.updated]);
    expect(await both()).toMatchObject({ cached: true, updated: 0 });
  });

  it('scans a decks file that changed since the cache was made, and keeps the new one', async () => {
    const dir = await sampleCopy();
    const decks = path.join(dir, 'decks.jsonl');
    await classify(dir, IN_PLACE);
    expect((await classify(dir, IN_PLACE)).cached).toBe(true);
    const changes: [string, () => Promise<void>][] = [
      // The same bytes in a new file (a copy put in place): another inode.
      [
        'replaced',
        async () => {
          await cp(decks, `${decks}.copy`);
          await rename(`${decks}.copy`, decks);
        },
      ],
      // Written in place by another program: a deck added at the end.
      [
        'appended',
        async () => {
          const first = (await readFile(decks, 'utf8')).split('\n')[0]!;
          const deck = JSON.parse(first) as Record<string, unknown>;
          await appendFile(
            decks,
            `${JSON.stringify({ ...deck, id: 'AAAAAA-BBBBBB-CCCCCC', rule_matches: [] })}\n`,
          );
        },
      ],
      // Touched: its times changed, its size not.
      ['touched', () => utimes(decks, new Date('2026-02-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z'))],
    ];
    for (const [what, change] of changes) {
      await change();
      const plain = await sampleCopy();
      await cp(decks, path.join(plain, 'decks.jsonl'));
      const scanned = await classify(dir, IN_PLACE);
      expect(scanned.cached, what).toBe(false);
      expect(outcome(scanned), what).toEqual(outcome(await classify(plain, { plain: true })));
      expect(await decksOf(dir), what).toBe(await decksOf(plain));
      expect((await classify(dir, IN_PLACE)).cached, what).toBe(true);
    }
  });

  it('scans when the cache is damaged or turned off, and a dry run writes none', async () => {
    const dir = await sampleCopy();
    const cacheFile = path.join(dir, CLASSIFY_CACHE_FILE);
    expect((await classify(dir, IN_PLACE, { dryRun: true })).cached).toBe(false);
    await expect(stat(cacheFile)).rejects.toThrow(/ENOENT/);
    await classify(dir, IN_PLACE);
    const size = (await stat(cacheFile)).size;
    await truncate(cacheFile, size - 8);
    expect((await classify(dir, IN_PLACE)).cached).toBe(false);
    expect((await stat(cacheFile)).size).toBe(size);
    await writeFile(cacheFile, (await readFile(cacheFile)).subarray(1));
    expect((await classify(dir, IN_PLACE)).cached).toBe(false);
    const store = await SnapshotStore.open(dir);
    const off = await classifyAccelerator(store, IN_PLACE, { TCG_CLASSIFY_CACHE: '0' });
    const result = await runClassify({ dryRun: false, asOf: AS_OF }, { store, inPlace: off! });
    expect(result.cached).toBe(false);
  });
});
