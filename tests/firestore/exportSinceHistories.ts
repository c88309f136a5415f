// `tcg export --since` held to a full export by random histories (fast-check), against a real gRPC
// Firestore server with the real firebase-admin client: documents of every collection set,
// updated and deleted (ids whose byte order differs from their UTF-16 order among them), snapshot
// lines rewritten locally as classify does, between exports at random page sizes. After every
// `--since` export its folder must equal a fresh full export's, byte for byte (update-time
// record included), and no file of it is left open: the publish workflow's first step, on the
// route it takes.
import { existsSync } from 'node:fs';
import { readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runExport } from '../../cli/pipelines/export.ts';
import { openFirestore } from '../../data/firestoreClient.ts';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import type { CollectionName } from '../../engine/collections.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { removeDir, tempDir } from '../helpers/snapshot.ts';

const EXPORTED_AT = '2026-04-20T00:00:00.000Z';
const COLLECTIONS: readonly CollectionName[] = ['decks', 'cards', 'events', 'deck_rules', 'deck_jobs'];
// ASCII, upper case, an astral character (UTF-16 puts it before U+FF5E, UTF-8 after) and Japanese.
const IDS = ['a1', 'B2', 'c-3', '𠮷野家', 'ｚ全角', 'ピカチュウ', 'ミュウ'];

type Operation =
  | { kind: 'set'; collection: CollectionName; id: string; value: number }
  | { kind: 'update'; collection: CollectionName; id: string; value: number }
  | { kind: 'delete'; collection: CollectionName; id: string }
  | { kind: 'rewrite'; collection: CollectionName; id: string; value: number }
  | { kind: 'export'; pageSize: number };

const target = { collection: fc.constantFrom(...COLLECTIONS), id: fc.constantFrom(...IDS) };
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), ...target, value: fc.nat(3) }),
  fc.record({ kind: fc.constant('update' as const), ...target, value: fc.nat(3) }),
  fc.record({ kind: fc.constant('delete' as const), ...target }),
  fc.record({ kind: fc.constant('rewrite' as const), ...target, value: fc.nat(3) }),
  fc.record({ kind: fc.constant('export' as const), pageSize: fc.integer({ min: 1, max: 4 }) }),
);

async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort()) files[name] = await readFile(path.join(dir, name), 'utf8');
  return files;
}

/** A snapshot line changed in place, as `tcg classify` writes a deck's matches back. */
async function rewriteLine(
  out: string,
  collection: CollectionName,
  id: string,
  value: number,
): Promise<void> {
  const file = path.join(out, `${collection}.jsonl`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return;
  }
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line !== '' && (JSON.parse(line) as { id: string }).id === id);
  if (at === -1) return;
  lines[at] = JSON.stringify({ ...(JSON.parse(lines[at]!) as object), rule_matches: [`local-${value}`] });
  await writeFile(file, lines.join('\n'));
}

/** Files under `dir` this process still holds open (Linux: /proc/self/fd; elsewhere none known). */
async function openFilesUnder(dir: string): Promise<string[]> {
  if (!existsSync('/proc/self/fd')) return [];
  const open: string[] = [];
  for (const fd of await readdir('/proc/self/fd')) {
    const file = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (file.startsWith(`${dir}${path.sep}`)) open.push(file);
  }
  return open;
}

/**
 * The suite of `runs` random histories: a few dozen in `npm test`
 * (exportSince.property.test.ts), more in `test:slow` (exportSince.property.slow.test.ts).
 */
export function exportSinceHistories(runs: number): void {
  let emulator: Emulator;
  let work: string;
  let histories = 0;

  beforeAll(async () => {
    emulator = await startEmulator();
    work = await tempDir('tcg-export-since-property-');
  });

  afterAll(async () => {
    emulator?.stop();
    await removeDir(work);
  });

  it(`after any sets, updates, deletes and local rewrites, at any page size (${runs} histories)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        histories += 1;
        const connection = openFirestore(`demo-since-${histories}`);
        const db = connection.db;
        const store = (pageSize: number) => new FirestoreStore(db, connection.description, { pageSize });
        const out = path.join(work, `h${histories}`, 'out');
        try {
          // Every history starts from documents in the required collections and a full export.
          for (const collection of COLLECTIONS.slice(0, 4))
            await db.doc(`${collection}/${IDS[0]}`).set({ name: collection, n: 0 });
          await runExport({ out, exportedAt: EXPORTED_AT }, { store: store(3) });
          for (const [n, step] of [...operations, { kind: 'export', pageSize: 2 } as const].entries()) {
            if (step.kind === 'set') await db.doc(`${step.collection}/${step.id}`).set({ n: step.value });
            else if (step.kind === 'update') {
              const ref = db.doc(`${step.collection}/${step.id}`);
              if ((await ref.get()).exists) await ref.update({ n: step.value, [`f${step.value}`]: true });
            } else if (step.kind === 'delete') await db.doc(`${step.collection}/${step.id}`).delete();
            else if (step.kind === 'rewrite') await rewriteLine(out, step.collection, step.id, step.value);
            else {
              await runExport({ out, exportedAt: EXPORTED_AT, since: true }, { store: store(step.pageSize) });
              // The earlier files are read only as far as needed, and closed.
              expect(await openFilesUnder(path.dirname(out))).toEqual([]);
              const full = path.join(work, `h${histories}`, `full-${n}`);
              await runExport({ out: full, exportedAt: EXPORTED_AT }, { store: store(step.pageSize) });
              expect(await filesOf(out), `after step ${n + 1} of ${JSON.stringify(operations)}`).toEqual(
                await filesOf(full),
              );
              await rm(full, { recursive: true, force: true });
            }
          }
        } finally {
          await connection.close();
          await rm(path.join(work, `h${histories}`), { recursive: true, force: true });
        }
      }),
      { numRuns: runs },
    );
    expect(histories).toBe(runs);
  }, 600_000);
}
