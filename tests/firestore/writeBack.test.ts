// Write-back and publish through the real CLI against a real gRPC Firestore server: data/sample
// is imported, `tcg classify --source firestore` writes only the decks whose matches changed (the
// same fields snapshot classify writes), and `tcg aggregate --source firestore --target firestore`
// publishes documents that read back equal to the folder output of the same snapshot.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirestoreConnection, openFirestore } from '../../data/firestoreClient.ts';
import { fromFirestoreData } from '../../data/firestoreValues.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { normalizeTimes, readDocs, readSnapshot, sampleDir as repoSample, tcg } from './helpers.ts';

const PROJECT = 'demo-writeback';
const AS_OF = '2026-04-20T00:00:00+09:00';
const LATER = '2026-04-21T00:00:00+09:00';
// What a classification writes: the matches, their time, and the summary made true again (with that time).
const CLASSIFIED_FIELDS = [
  'rule_matches',
  'rule_matches_detail',
  'classification_updated_at',
  'summary',
] as const;

let emulator: Emulator;
let connection: FirestoreConnection;
let work: string;
/** data/sample classified as a snapshot with AS_OF: what Firestore should hold after write-back. */
let classifiedDir: string;

beforeAll(async () => {
  emulator = await startEmulator();
  connection = openFirestore(PROJECT);
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-writeback-'));
  const sampleDir = path.join(work, 'sample');
  classifiedDir = path.join(work, 'classified');
  await cp(repoSample, sampleDir, { recursive: true });
  await cp(repoSample, classifiedDir, { recursive: true });
  await sortById(classifiedDir);
  const imported = await tcg(['import', '--data', sampleDir, '--project', PROJECT, '--quiet'], emulator.host);
  expect(imported.stderr).toBe('');
  const classified = await tcg(
    ['classify', '--data', classifiedDir, '--as-of', AS_OF, '--quiet'],
    emulator.host,
  );
  expect(classified.stderr).toBe('');
}, 180_000);

/**
 * Orders every file of a snapshot by document id, the order Firestore reads in: lists that keep
 * decks in reading order (a card's deck ids) then come out the same from both stores.
 */
async function sortById(dir: string): Promise<void> {
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.jsonl'))) {
    const lines = (await readFile(path.join(dir, file), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '');
    const id = (line: string) => Buffer.from((JSON.parse(line) as { id: string }).id);
    lines.sort((a, b) => Buffer.compare(id(a), id(b)));
    await writeFile(path.join(dir, file), `${lines.join('\n')}\n`);
  }
}

afterAll(async () => {
  await connection?.close();
  emulator?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

interface StoredDeck {
  data: Record<string, unknown>;
  updateTime: Timestamp;
}

/** Every deck in Firestore with its fields in snapshot form and the time it was last written. */
async function firestoreDecks(): Promise<Map<string, StoredDeck>> {
  const page = await connection.db.collection('decks').get();
  return new Map(
    page.docs.map((doc) => [doc.id, { data: fromFirestoreData(doc.data()), updateTime: doc.updateTime }]),
  );
}

function classifiedFields(doc: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(CLASSIFIED_FIELDS.map((field) => [field, normalizeTimes(doc?.[field], field)]));
}

function sameUpdateTimes(a: Map<string, StoredDeck>, b: Map<string, StoredDeck>): string[] {
  return [...a].filter(([id, deck]) => !deck.updateTime.isEqual(b.get(id)!.updateTime)).map(([id]) => id);
}

describe('tcg classify --source firestore (write-back)', { timeout: 120_000 }, () => {
  it('needs --project, and either --data or --source firestore (usage errors, one line)', async () => {
    const noProject = await tcg(['classify', '--source', 'firestore'], emulator.host);
    expect(noProject.code).toBe(2);
    expect(noProject.stderr).toBe(
      'tcg: --source firestore needs --project <id>, the Google Cloud project to use\n',
    );
    const both = await tcg(
      ['classify', '--source', 'firestore', '--project', PROJECT, '--data', work],
      emulator.host,
    );
    expect(both.code).toBe(2);
    expect(both.stderr).toBe('tcg: --data and --source firestore: pass one of them, not both\n');
  });

  it('--dry-run counts the changes and writes nothing', async () => {
    const before = await firestoreDecks();
    const run = await tcg(
      ['classify', '--source', 'firestore', '--project', PROJECT, '--as-of', AS_OF, '--dry-run', '--quiet'],
      emulator.host,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^classify: 60 decks, would update [1-9]\d* \(\d+ rules, dry run\) in firestore:/,
    );
    expect(sameUpdateTimes(before, await firestoreDecks())).toEqual([]);
  });

  it('writes only the decks whose matches changed, with what snapshot classify writes', async () => {
    const before = await firestoreDecks();
    const expected = (await readSnapshot(classifiedDir)).decks!;
    // The decks snapshot classify changed are those that got its classification time.
    const asOf = new Date(AS_OF).toISOString();
    const changed = [...expected]
      .filter(
        ([, doc]) => normalizeTimes(doc.classification_updated_at, 'classification_updated_at') === asOf,
      )
      .map(([id]) => id)
      .sort();
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(expected.size);

    const run = await tcg(
      ['classify', '--source', 'firestore', '--project', PROJECT, '--as-of', AS_OF, '--json', '--quiet'],
      emulator.host,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ processed: expected.size, updated: changed.length, dryRun: false });

    const after = await firestoreDecks();
    expect(sameUpdateTimes(before, after).sort()).toEqual(changed);
    for (const [id, doc] of expected) {
      const stored = after.get(id)!.data;
      expect(classifiedFields(stored), id).toEqual(classifiedFields(doc));
      // The rest of the deck is as it was.
      expect(normalizeTimes(stored), id).toEqual(
        normalizeTimes({ ...before.get(id)!.data, ...pick(stored) }),
      );
    }
  });

  it('a second run finds nothing to change and writes nothing', async () => {
    const before = await firestoreDecks();
    const run = await tcg(
      ['classify', '--source', 'firestore', '--project', PROJECT, '--as-of', LATER, '--quiet'],
      emulator.host,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `classify: 60 decks, updated 0 (15 rules) in firestore:${PROJECT}@${emulator.host}\n`,
    );
    expect(sameUpdateTimes(before, await firestoreDecks())).toEqual([]);
  });
});

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A document with every date-time text as a UTC instant: Firestore gives times back in UTC, so a
 * time copied from a deck (a period's start) reads `...Z` from Firestore and `+09:00` from a snapshot.
 */
function instants(value: unknown): unknown {
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? new Date(value).toISOString() : value;
  if (Array.isArray(value)) return value.map(instants);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, instants(v)]));
  }
  return value;
}

function pick(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    CLASSIFIED_FIELDS.filter((field) => field in doc).map((field) => [field, doc[field]]),
  );
}

describe('tcg aggregate --source firestore --target firestore (publish)', { timeout: 120_000 }, () => {
  it('--dry-run computes everything and publishes nothing', async () => {
    const run = await tcg(
      [
        'aggregate',
        '--source',
        'firestore',
        '--target',
        'firestore',
        '--project',
        PROJECT,
        '--as-of',
        AS_OF,
        '--dry-run',
        '--quiet',
      ],
      emulator.host,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/would write \d+ documents/);
    for (const collection of ['public', 'public_decks', 'public_deck_details']) {
      expect((await connection.db.collection(collection).limit(1).get()).empty, collection).toBe(true);
    }
    expect((await connection.db.doc('system_meta/rule_share_counters').get()).exists).toBe(false);
    const rule = (await connection.db.collection('deck_rules').limit(1).get()).docs[0]!;
    expect(Object.keys(rule.data()).filter((key) => key.startsWith('stats_'))).toEqual([]);
  });

  it('publishes the documents the folder output holds, and the rules keep their definitions', async () => {
    const out = path.join(work, 'out');
    const folder = await tcg(
      ['aggregate', '--data', classifiedDir, '--out', out, '--as-of', AS_OF, '--quiet'],
      emulator.host,
    );
    expect(folder.code).toBe(0);
    const rulesBefore = await connection.db.collection('deck_rules').get();
    const jobsBefore = await connection.db.collection('deck_jobs').get();
    // A row left by an earlier publish, for a card the rule no longer has: the publish removes it.
    const stale = connection.db.doc('deck_rules/absol_box/card_stats/古いカード (旧)');
    await stale.set({ name: '古いカード (旧)', adoption_rate: 1 });

    const run = await tcg(
      [
        'aggregate',
        '--source',
        'firestore',
        '--target',
        'firestore',
        '--project',
        PROJECT,
        '--as-of',
        AS_OF,
        '--quiet',
      ],
      emulator.host,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const expected = await readDocs(path.join(out, 'docs'));
    // The fetching notices are left out: in Firestore, deck_jobs/<id> are the fetch jobs themselves.
    const notices = [...expected.keys()].filter((docPath) => docPath.startsWith('deck_jobs/'));
    expect(notices.length).toBeGreaterThan(0);
    expect(run.stdout).toContain(
      `wrote ${expected.size - notices.length} documents to firestore:${PROJECT}@${emulator.host}`,
    );
    expect((await stale.get()).exists).toBe(false);
    const jobsAfter = await connection.db.collection('deck_jobs').get();
    expect(jobsAfter.docs.map((job) => [job.id, job.updateTime.toMillis()])).toEqual(
      jobsBefore.docs.map((job) => [job.id, job.updateTime.toMillis()]),
    );

    // Read back in one call, not a call a document.
    const published = [...expected].filter(([docPath]) => !notices.includes(docPath));
    const snapshots = await connection.db.getAll(...published.map(([docPath]) => connection.db.doc(docPath)));
    for (const [i, [docPath, doc]] of published.entries()) {
      const snapshot = snapshots[i]!;
      expect(snapshot.exists, docPath).toBe(true);
      const stored = instants(fromFirestoreData(snapshot.data()!)) as Record<string, unknown>;
      const want = instants(doc) as Record<string, unknown>;
      if (/^deck_rules\/[^/]+$/.test(docPath)) {
        // Statistics are merged into the rule document (a variant's is new): its own fields stay.
        const definition = rulesBefore.docs.find((rule) => rule.ref.path === docPath)?.data() ?? {};
        const kept = instants(fromFirestoreData(definition)) as Record<string, unknown>;
        expect(stored, docPath).toEqual({ ...kept, ...want });
      } else {
        expect(stored, docPath).toEqual(want);
      }
    }
  });

  it('leaves the rules usable: classify reads the same rules and finds nothing to change', async () => {
    const run = await tcg(
      ['classify', '--source', 'firestore', '--project', PROJECT, '--quiet'],
      emulator.host,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      `classify: 60 decks, updated 0 (15 rules) in firestore:${PROJECT}@${emulator.host}\n`,
    );
  });
});
