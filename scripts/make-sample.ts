// Generates the bundled sample snapshot `data/sample/` (DESIGN.md "The snapshot") from the
// hand-written recipes, rules and card facts under scripts/sample/. Deterministic: the same seed
// gives byte-identical files. Run: `node bin/run-ts.js scripts/make-sample.ts [OUT_DIR]`.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { normalizeCardName } from '../engine/cardName.ts';
import { CARD_FACTS } from './sample/cardFacts.ts';
import { generateDecks } from './sample/decks.ts';
import { generateEvents } from './sample/events.ts';
import { generateJobs } from './sample/jobs.ts';
import { SampleRandom } from './sample/random.ts';
import { SAMPLE_RULES } from './sample/rules.ts';

const SAMPLE_SEED = 20260420;
export const SAMPLE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../data/sample');
/** When the sample pretends to have been exported (fixed, so the files never change by themselves). */
const EXPORTED_AT = '2026-04-19T23:30:00+09:00';
const EDITOR = { updated_by: 'sample-admin', updated_by_email: 'admin@example.com' };

type Doc = { id: string } & Record<string, unknown>;

function cardDocs(): Doc[] {
  return CARD_FACTS.map((fact) => ({
    id: `${fact.set}-${fact.number}`,
    name: fact.name,
    normalized_name: normalizeCardName(fact.name),
    type: fact.type,
    is_ace_spec: fact.aceSpec === true,
    ...(fact.stage === undefined ? {} : { stage: fact.stage, hp: fact.hp }),
    ...(fact.ability ? { abilities: [fact.ability] } : {}),
    ...(fact.attacks ? { attacks: fact.attacks } : {}),
    updated_at: '2026-01-20T12:00:00+09:00',
  }));
}

function ruleDocs(): Doc[] {
  return SAMPLE_RULES.map((rule, i) => ({
    ...rule,
    updated_at: `2026-01-${String(10 + i).padStart(2, '0')}T10:00:00+09:00`,
    ...EDITOR,
  }));
}

function jsonl(docs: readonly Doc[]): string {
  return docs.map((doc) => `${JSON.stringify(doc)}\n`).join('');
}

/** Every file of the sample snapshot, by file name, exactly as written. */
export function buildSampleFiles(seed = SAMPLE_SEED): Map<string, string> {
  const random = new SampleRandom(seed);
  // Stage by stage: decks first (events and jobs reference them), then events and jobs, then the
  // fixed collections.
  const sampleDecks = generateDecks(random);
  const decks = sampleDecks.map((deck) => deck.doc);
  const events = generateEvents(random, sampleDecks) as Doc[];
  const jobs = generateJobs(random, sampleDecks) as Doc[];
  const collections: [string, Doc[]][] = [
    ['cards', cardDocs()],
    ['decks', decks],
    ['events', events],
    ['deck_rules', ruleDocs()],
    ['deck_jobs', jobs],
    ['settings', [{ id: 'current', event_offset: 120, ...EDITOR, updated_at: '2026-04-12T09:00:00+09:00' }]],
  ];
  const files = new Map<string, string>();
  const manifest = {
    format: 'tcg-snapshot',
    version: 1,
    exportedAt: EXPORTED_AT,
    source: 'scripts/make-sample.ts',
    counts: Object.fromEntries(collections.map(([name, docs]) => [name, docs.length])),
  };
  files.set('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [name, docs] of collections) files.set(`${name}.jsonl`, jsonl(docs));
  return files;
}

/** Writes every file to a temporary name first, then renames them all into place. */
export async function writeSample(dir: string, files: Map<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temps: [string, string][] = [];
  try {
    for (const [name, text] of files) {
      const temp = join(dir, `.${name}.${process.pid}.tmp`);
      await writeFile(temp, text);
      temps.push([temp, join(dir, name)]);
    }
    for (const [temp, target] of temps) await rename(temp, target);
  } catch (error) {
    await Promise.all(temps.map(([temp]) => rm(temp, { force: true })));
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = resolve(process.argv[2] ?? SAMPLE_DIR);
  try {
    const files = buildSampleFiles();
    await writeSample(dir, files);
    const bytes = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    console.log(`wrote ${files.size} files (${bytes} bytes) to ${dir}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`make-sample: cannot write the sample to ${dir}: ${reason}`);
    process.exitCode = 1;
  }
}
