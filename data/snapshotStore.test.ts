import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isUserError } from '../engine/userError.ts';
import {
  fingerprint,
  makeSnapshot,
  readJsonl,
  removeDir,
  tempDir,
  writeSnapshot,
} from '../tests/helpers/snapshot.ts';
import { SnapshotStore } from './snapshotStore.ts';
import { SnapshotWriter } from './snapshotWriter.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await removeDir(dir);
});
async function snapshot(...args: Parameters<typeof makeSnapshot>): Promise<string> {
  const dir = await makeSnapshot(...args);
  dirs.push(dir);
  return dir;
}

async function collect(iterable: AsyncIterable<{ id: string }>): Promise<string[]> {
  const ids: string[] = [];
  for await (const doc of iterable) ids.push(doc.id);
  return ids;
}

async function userErrorOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isUserError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a UserError');
}

const decks = [
  { id: 'aaaaaa-aaaaaa-aaaaa1', cards: [{ name: 'ピカチュウ', count: 2 }] },
  { id: 'aaaaaa-aaaaaa-aaaaa2', cards: [] },
];

describe('SnapshotStore.open(dir)', () => {
  it('names a missing folder and says what to do', async () => {
    const error = await userErrorOf(SnapshotStore.open('/nonexistent/snap'));
    expect(error.code).toBe('SNAPSHOT_MISSING');
    expect(error.message).toMatch(/^\/nonexistent\/snap: snapshot folder not found; /);
  });

  it('names a missing or invalid manifest', async () => {
    const dir = await snapshot({});
    await writeFile(path.join(dir, 'manifest.json'), '{"format":"other"}');
    expect((await userErrorOf(SnapshotStore.open(dir))).message).toMatch(/manifest\.json: format: /);
    await writeFile(path.join(dir, 'manifest.json'), '{');
    expect((await userErrorOf(SnapshotStore.open(dir))).message).toMatch(/manifest\.json: not valid JSON/);
    const empty = await tempDir();
    dirs.push(empty);
    expect((await userErrorOf(SnapshotStore.open(empty))).message).toMatch(/manifest\.json: missing; /);
  });

  it('names a missing required collection file', async () => {
    const dir = await snapshot({});
    await removeDir(path.join(dir, 'decks.jsonl'));
    expect((await userErrorOf(SnapshotStore.open(dir))).message).toMatch(/decks\.jsonl: missing; /);
  });
});

describe('SnapshotStore read and count', () => {
  it('streams documents in file order, skips blank lines, and counts from the manifest', async () => {
    const dir = await snapshot({ decks }, { decks: ['', '  '] });
    const store = await SnapshotStore.open(dir);
    expect(await collect(store.read('decks'))).toEqual(decks.map((d) => d.id));
    expect(await store.count('decks')).toBe(4); // the manifest's count, as written
    expect(store.kind).toBe('snapshot');
  });

  it('reads a missing optional collection as empty', async () => {
    const store = await SnapshotStore.open(await snapshot({ decks }));
    expect(await collect(store.read('deck_jobs'))).toEqual([]);
    expect(await store.count('settings')).toBe(0);
  });

  it('names the file and line of a line that is not JSON, not an object, or has no id', async () => {
    for (const [line, expected] of [
      ['{"id": "x", ', /decks\.jsonl:3: not valid JSON \(.+\); fix or remove the line$/],
      ['[1, 2]', /decks\.jsonl:3: not a JSON object; /],
      ['{"name": "no id"}', /decks\.jsonl:3: no "id" /],
    ] as const) {
      const store = await SnapshotStore.open(await snapshot({ decks }, { decks: [line] }));
      const error = await userErrorOf(collect(store.read('decks')));
      expect(error.code).toBe('SNAPSHOT_INVALID_LINE');
      expect(error.message).toMatch(expected);
    }
  });
});

describe('SnapshotStore.updateEach(collection, update)', () => {
  it('rewrites the file with the changed documents and updates the manifest', async () => {
    const dir = await snapshot({ decks });
    const store = await SnapshotStore.open(dir);
    const result = await store.updateEach('decks', (doc) =>
      doc.id.endsWith('1') ? { set: { rule_matches: ['ピカ'] }, remove: [] } : undefined,
    );
    expect(result).toEqual({ read: 2, changed: 1 });
    expect(await readJsonl(path.join(dir, 'decks.jsonl'))).toEqual([
      { ...decks[0], rule_matches: ['ピカ'] },
      decks[1],
    ]);
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'tcg-snapshot', counts: { decks: 2 } });
    expect(typeof manifest.updatedAt).toBe('string');
    expect((await readdir(dir)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('removes the fields an update removes, and leaves a field the document lacks alone', async () => {
    const dir = await snapshot({
      decks: [
        { id: 'a', ruleMatches: ['old'], keep: 1 },
        { id: 'b', keep: 2 },
      ],
    });
    const store = await SnapshotStore.open(dir);
    const result = await store.updateEach('decks', () => ({
      set: { rule_matches: ['new'] },
      remove: ['ruleMatches'],
    }));
    expect(result).toEqual({ read: 2, changed: 2 });
    expect(await readJsonl(path.join(dir, 'decks.jsonl'))).toEqual([
      { id: 'a', keep: 1, rule_matches: ['new'] },
      { id: 'b', keep: 2, rule_matches: ['new'] },
    ]);
  });

  it('refuses an update that sets a field to undefined (a removal must be named)', async () => {
    const store = await SnapshotStore.open(await snapshot({ decks }));
    await expect(store.updateEach('decks', () => ({ set: { x: undefined }, remove: [] }))).rejects.toThrow(
      /sets x to undefined/,
    );
  });

  it('leaves the file untouched (same inode and bytes) when nothing changed or in a dry run', async () => {
    const dir = await snapshot({ decks });
    const before = await fingerprint(dir);
    const inode = (await stat(path.join(dir, 'decks.jsonl'))).ino;
    const store = await SnapshotStore.open(dir);
    expect(await store.updateEach('decks', () => undefined)).toEqual({ read: 2, changed: 0 });
    expect(await store.updateEach('decks', () => ({ set: { x: 1 }, remove: [] }), { dryRun: true })).toEqual({
      read: 2,
      changed: 2,
    });
    expect(await fingerprint(dir)).toEqual(before);
    expect((await stat(path.join(dir, 'decks.jsonl'))).ino).toBe(inode);
  });

  it('leaves the snapshot untouched when a line is bad, even after earlier changes', async () => {
    const dir = await snapshot({ decks }, { decks: ['not json'] });
    const before = await fingerprint(dir);
    const store = await SnapshotStore.open(dir);
    const error = await userErrorOf(
      store.updateEach('decks', () => ({ set: { rule_matches: [] }, remove: [] })),
    );
    expect(error.message).toMatch(/decks\.jsonl:3: not valid JSON/);
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('reports progress with the manifest total', async () => {
    const store = await SnapshotStore.open(await snapshot({ decks }));
    const seen: [number, number | undefined][] = [];
    await store.updateEach('decks', () => undefined, {
      onProgress: (done, total) => seen.push([done, total]),
    });
    expect(seen.at(-1)).toEqual([2, 2]);
  });
});

describe('SnapshotWriter', () => {
  it('writes every collection and the manifest, then replaces the folder at once', async () => {
    const parent = await tempDir();
    dirs.push(parent);
    const dir = path.join(parent, 'snap');
    // An older snapshot with a file the new one lacks: after commit, nothing of it remains.
    await mkdir(dir);
    await writeSnapshot(dir, { decks: [{ id: 'old' }], deck_jobs: [{ id: 'job' }] });
    const writer = await SnapshotWriter.create(dir, { source: 'test', exportedAt: '2026-04-05T00:00:00Z' });
    await writer.writeAll('decks', decks);
    await writer.write('settings', { id: 'current', event_offset: 3 });
    const manifest = await writer.commit();
    expect(manifest.counts).toEqual({ cards: 0, decks: 2, events: 0, deck_rules: 0, settings: 1 });
    expect((await readdir(dir)).sort()).toEqual([
      'cards.jsonl',
      'deck_rules.jsonl',
      'decks.jsonl',
      'events.jsonl',
      'manifest.json',
      'settings.jsonl',
    ]);
    expect(await readdir(parent)).toEqual(['snap']);
    const store = await SnapshotStore.open(dir);
    expect(await collect(store.read('decks'))).toEqual(decks.map((d) => d.id));
  });

  it('leaves the previous snapshot in place on abort', async () => {
    const dir = await snapshot({ decks });
    const before = await fingerprint(dir);
    const writer = await SnapshotWriter.create(dir, { source: 'test', exportedAt: '2026-04-05T00:00:00Z' });
    await writer.write('decks', { id: 'new' });
    await writer.abort();
    expect(await fingerprint(dir)).toEqual(before);
    expect((await readdir(path.dirname(dir))).filter((name) => name.includes(path.basename(dir)))).toEqual([
      path.basename(dir),
    ]);
  });
});
