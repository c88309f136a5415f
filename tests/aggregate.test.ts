// `tcg aggregate`: the golden test (data/sample classified and aggregated through the real CLI,
// every document compared with tests/golden/aggregate/), key numbers re-counted independently,
// CLI usage errors, and runAggregate with an in-memory store and sink.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAggregate } from '../cli/pipelines/aggregate.ts';
import type { DocumentSink, DocumentStore, StoredDoc } from '../data/store.ts';
import {
  FIXTURE_CARDS,
  FIXTURE_DECKS,
  FIXTURE_EVENTS,
  FIXTURE_RULES,
} from '../engine/aggregate/testFixture.ts';
import type { CollectionName } from '../engine/schemas.ts';

function memoryStore(collections: Partial<Record<CollectionName, object[]>>): DocumentStore {
  return {
    kind: 'snapshot',
    description: 'memory',
    count: async (collection) => collections[collection]?.length ?? 0,
    async *read(collection) {
      for (const doc of collections[collection] ?? []) yield doc as StoredDoc;
    },
    updateEach: async () => {
      throw new Error('aggregate must not write to the store');
    },
  };
}

class MemorySink implements DocumentSink {
  readonly description = 'memory';
  readonly written = new Map<string, Record<string, unknown>>();
  committed = false;
  aborted = false;
  constructor(private readonly failOn?: string) {}
  async write(path: string, data: Record<string, unknown>) {
    if (path === this.failOn) throw new Error(`disk full at ${path}`);
    this.written.set(path, JSON.parse(JSON.stringify(data)));
  }
  async commit() {
    this.committed = true;
    return { written: this.written.size };
  }
  async abort() {
    this.aborted = true;
  }
}

const options = { asOf: '2026-04-12T00:00:00.000Z', minGames: 10, dryRun: false, deckDetails: true };
const fixture = {
  deck_rules: FIXTURE_RULES,
  cards: FIXTURE_CARDS,
  decks: FIXTURE_DECKS,
  events: FIXTURE_EVENTS,
};

describe('runAggregate(options, {store, sink})', () => {
  it('writes every document kind through the sink, commits once, and times each stage', async () => {
    const sink = new MemorySink();
    const summary = await runAggregate(options, { store: memoryStore(fixture), sink });
    expect(sink.committed).toBe(true);
    expect(summary.written).toBe(sink.written.size);
    expect(summary.documents).toMatchObject({
      deckDetail: 4,
      deckType: 2,
      variant: 1,
      event: 3,
      home: 1,
      events: 1,
      decks: 1,
      matchups: 1,
      weeklySummary: 1,
      ruleShareCounters: 1,
      ruleStats: 4, // three rules and one variant
    });
    expect(sink.written.get('public_deck_details/aaaaaa-aaaaaa-aaaaa1')).toMatchObject({ cardsTotal: 18 });
    expect(summary.stages.map((stage) => stage.name)).toEqual([
      'load rules',
      'load cards',
      'load events',
      'stream decks',
      'build documents',
      'write documents',
      'commit',
    ]);
    expect(summary).toMatchObject({
      decks: 4,
      matchedDecks: 3,
      rules: 3,
      events: 3,
      cards: 4,
      oversized: [],
    });
  });

  it('skips invalid rules with their issues and ignores statistics-only variant documents', async () => {
    const rules = [
      ...FIXTURE_RULES,
      { id: 'bad', name: 'bad', conditions: [{ pattern: '(' }] },
      {
        id: 'ピカ (テスト)__rai',
        name: 'ライチュウ型',
        parent_rule_id: 'ピカ (テスト)',
        stats_total_decks: 1,
      },
    ];
    const summary = await runAggregate(options, {
      store: memoryStore({ ...fixture, deck_rules: rules }),
      sink: new MemorySink(),
    });
    expect(summary.rules).toBe(3);
    expect(summary.invalidRules.map((rule) => [rule.ruleId, rule.issues[0]?.path])).toEqual([
      ['bad', 'conditions[0].pattern'],
    ]);
  });

  it('writes nothing in a dry run but counts what it would write', async () => {
    const sink = new MemorySink();
    const summary = await runAggregate({ ...options, dryRun: true }, { store: memoryStore(fixture), sink });
    expect(sink.written.size).toBe(0);
    expect(sink.committed).toBe(false);
    expect(summary.written).toBeGreaterThan(20);
  });

  it('aborts the sink and rethrows when a write fails, so nothing half-written is published', async () => {
    const sink = new MemorySink('public/home');
    await expect(runAggregate(options, { store: memoryStore(fixture), sink })).rejects.toThrow(
      'disk full at public/home',
    );
    expect(sink.aborted).toBe(true);
    expect(sink.committed).toBe(false);
  });

  it('gives valid zero documents for an empty store', async () => {
    const sink = new MemorySink();
    const summary = await runAggregate({ ...options, deckDetails: false }, { store: memoryStore({}), sink });
    expect(summary).toMatchObject({ decks: 0, matchedDecks: 0, rules: 0 });
    expect(sink.written.get('public/home')).toEqual({
      counts: { cards: 0, decks: 0, events: 0 },
      recentEvents: [],
      ruleRanking: [],
      recentDecks: [],
      updatedAt: options.asOf,
    });
    expect(sink.written.get('system_meta/rule_share_counters')).toEqual({
      total_matched_decks: 0,
      total_unique_decks: 0,
      rule_totals: {},
      updated_at: options.asOf,
    });
    expect(sink.written.get('public/matchups')).toEqual({ rows: [], minGames: 10, updatedAt: options.asOf });
  });
});

const repoRoot = path.resolve(import.meta.dirname, '..');
const goldenDir = path.join(repoRoot, 'tests/golden/aggregate');
const GOLDEN_AS_OF = '2026-04-20T00:00:00+09:00';
const tcg = (args: string[]) => spawnSync(process.execPath, ['bin/tcg.js', ...args], { cwd: repoRoot, encoding: 'utf8' });

/** Every emitted document, keyed by its document path (file path under docs/ without `.json`). */
function readDocs(dir: string, prefix = ''): Map<string, unknown> {
  const docs = new Map<string, unknown>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [p, d] of readDocs(file, `${prefix}${entry.name}/`)) docs.set(p, d);
    else if (entry.name.endsWith('.json')) docs.set(`${prefix}${entry.name.slice(0, -5)}`, JSON.parse(readFileSync(file, 'utf8')));
  }
  return docs;
}

/** Golden files group documents by their first path segment, sorted, pretty-printed. */
function groupOf(docPath: string): string {
  return docPath.split('/')[0]!;
}

function readJsonl(file: string): Record<string, any>[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

describe.skipIf(!existsSync(path.join(repoRoot, 'data/sample/manifest.json')))('tcg aggregate on data/sample (golden)', () => {
  let work: string;
  let docs: Map<string, unknown>;
  let summary: Record<string, any>;

  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'tcg-aggregate-'));
    cpSync(path.join(repoRoot, 'data/sample'), path.join(work, 'snap'), { recursive: true });
    execFileSync(process.execPath, ['bin/tcg.js', 'classify', '--data', path.join(work, 'snap'), '--quiet'], { cwd: repoRoot });
    const out = tcg(['aggregate', '--data', path.join(work, 'snap'), '--out', path.join(work, 'out'), '--as-of', GOLDEN_AS_OF, '--json']);
    expect(out.status, out.stderr).toBe(0);
    summary = JSON.parse(out.stdout);
    docs = readDocs(path.join(work, 'out', 'docs'));
    if (process.env.UPDATE_GOLDEN === '1') {
      // Regenerated only on request, never in CI: review the diff before committing.
      rmSync(goldenDir, { recursive: true, force: true });
      mkdirSync(goldenDir, { recursive: true });
      const groups = new Map<string, Record<string, unknown>>();
      for (const docPath of [...docs.keys()].sort()) {
        const group = groups.get(groupOf(docPath)) ?? {};
        group[docPath] = docs.get(docPath);
        groups.set(groupOf(docPath), group);
      }
      for (const [group, content] of groups) {
        writeFileSync(path.join(goldenDir, `${group}.json`), `${JSON.stringify(content, null, 2)}\n`);
      }
    }
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('emits exactly the golden documents, each equal to its golden copy', () => {
    const golden = new Map<string, unknown>();
    for (const file of readdirSync(goldenDir)) {
      for (const [docPath, doc] of Object.entries(JSON.parse(readFileSync(path.join(goldenDir, file), 'utf8')))) golden.set(docPath, doc);
    }
    expect([...docs.keys()].sort()).toEqual([...golden.keys()].sort());
    for (const [docPath, doc] of docs) expect(doc, docPath).toEqual(golden.get(docPath));
    expect(summary.written).toBe(docs.size);
  });
});
