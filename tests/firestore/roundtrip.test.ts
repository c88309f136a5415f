// `tcg import` then `tcg export` through the real CLI against a real gRPC Firestore server:
// the sample snapshot comes back equal, a non-empty target is refused, --dry-run writes nothing.
import { appendFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { normalizeTimes, readSnapshot, sampleDir as repoSample, tcg } from './helpers.ts';

let emulator: Emulator;
let work: string;
let sampleDir: string;

beforeAll(async () => {
  emulator = await startEmulator();
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-roundtrip-'));
  // A private copy, so the suite reads one fixed sample even if data/sample is regenerated meanwhile.
  sampleDir = path.join(os.tmpdir(), `${path.basename(work)}-sample`);
  await cp(repoSample, sampleDir, { recursive: true });
});

afterAll(async () => {
  emulator?.stop();
  if (work) await rm(work, { recursive: true, force: true });
  if (sampleDir) await rm(sampleDir, { recursive: true, force: true });
});

describe('tcg import --data data/sample, then tcg export', () => {
  it('--dry-run checks everything and writes nothing', async () => {
    const run = await tcg(
      ['import', '--data', sampleDir, '--project', 'demo-rt', '--dry-run', '--quiet'],
      emulator.host,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/would write \d+ documents/);
    const exported = await tcg(
      ['export', '--project', 'demo-rt', '--dry-run', '--json', '--quiet'],
      emulator.host,
    );
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout).counts).toEqual({ cards: 0, decks: 0, events: 0, deck_rules: 0 });
  });

  it('imports the sample and exports it back equal, with manifest counts', async () => {
    const imported = await tcg(
      ['import', '--data', sampleDir, '--project', 'demo-rt', '--quiet'],
      emulator.host,
    );
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('(fresh)');

    const out = path.join(work, 'snapshot');
    const exported = await tcg(['export', '--project', 'demo-rt', '--out', out], emulator.host);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toMatch(/export decks: \d+ documents/);

    const original = await readSnapshot(sampleDir);
    const copy = await readSnapshot(out);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(original).sort());
    for (const [collection, docs] of Object.entries(original)) {
      const back = copy[collection]!;
      expect([...back.keys()], collection).toEqual([...docs.keys()].sort());
      for (const [id, doc] of docs) {
        expect(normalizeTimes(back.get(id)), `${collection}/${id}`).toEqual(normalizeTimes(doc));
      }
    }
    const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8'));
    const sampleManifest = JSON.parse(await readFile(path.join(sampleDir, 'manifest.json'), 'utf8'));
    expect(manifest.counts).toEqual(sampleManifest.counts);
    expect(manifest.source).toBe(`firestore:demo-rt@${emulator.host}`);
    // Nothing but the snapshot is left in the folder that holds it.
    expect(await readdir(work)).toEqual(['snapshot']);
  });

  it('refuses a non-empty target without --force or --resume, and --resume adds nothing twice', async () => {
    const refused = await tcg(
      ['import', '--data', sampleDir, '--project', 'demo-rt', '--quiet'],
      emulator.host,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(/already hold documents; pass --resume .* or --force/);

    const resumed = await tcg(
      ['import', '--data', sampleDir, '--project', 'demo-rt', '--resume', '--json', '--quiet'],
      emulator.host,
    );
    expect(resumed.code).toBe(0);
    const summary = JSON.parse(resumed.stdout);
    expect(summary.mode).toBe('resume');
    for (const c of summary.collections) expect(c.written, c.name).toBe(0);

    const forced = await tcg(
      ['import', '--data', sampleDir, '--project', 'demo-rt', '--force', '--json', '--quiet'],
      emulator.host,
    );
    expect(forced.code).toBe(0);
    const forcedSummary = JSON.parse(forced.stdout);
    expect(forcedSummary.mode).toBe('force');
    expect(
      forcedSummary.collections.find((c: { name: string }) => c.name === 'decks').written,
    ).toBeGreaterThan(0);
  });

  it('names the file and line of a document Firestore would refuse, and writes nothing', async () => {
    const bad = path.join(work, 'bad');
    await rm(bad, { recursive: true, force: true });
    await cp(sampleDir, bad, { recursive: true });
    await appendFile(path.join(bad, 'cards.jsonl'), '{"id":"a/b","name":"x"}\n');
    const run = await tcg(['import', '--data', bad, '--project', 'demo-bad', '--quiet'], emulator.host);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cards\.jsonl:\d+: id "a\/b": Firestore does not accept a slash in the id/);
    const exported = await tcg(
      ['export', '--project', 'demo-bad', '--dry-run', '--json', '--quiet'],
      emulator.host,
    );
    expect(JSON.parse(exported.stdout).counts.cards).toBe(0);
  });

  it('says in one line that credentials are missing', async () => {
    const run = await tcg(['export', '--project', 'demo-rt', '--out', path.join(work, 'x')], '', {
      HOME: work,
      GOOGLE_APPLICATION_CREDENTIALS: '',
      CLOUDSDK_CONFIG: path.join(work, 'no-gcloud'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^tcg: no Google credentials found; set GOOGLE_APPLICATION_CREDENTIALS/,
    );
  });
});
