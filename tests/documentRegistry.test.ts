// The document registry against real output: data/sample classified and aggregated in process
// (deck pages included), every written document parsed with its kind's schema, and the pipeline's
// own check (on under vitest, NODE_ENV=test) stopping a run whose builder emits a bad document.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAggregate } from '../cli/pipelines/aggregate.ts';
import { runClassify } from '../cli/pipelines/classify.ts';
import { SnapshotStore } from '../data/snapshotStore.ts';
import type { DocumentSink } from '../data/store.ts';
import {
  assertDocument,
  DOCUMENTS,
  type DocumentKind,
  documentChecksOn,
  documentProblem,
} from '../engine/documentRegistry.ts';
import { InternalError } from '../engine/userError.ts';

const sample = path.resolve(import.meta.dirname, '../data/sample');
const AS_OF = '2026-04-20T00:00:00+09:00';

/** Remembers each write with the kind the pipeline counted it under (by the order of counts). */
class RecordingSink implements DocumentSink {
  readonly description = 'memory';
  readonly atomic = true;
  readonly written: { path: string; data: unknown }[] = [];
  async write(docPath: string, data: Record<string, unknown>) {
    // As a sink stores it: JSON, so undefined fields vanish the way they do on disk.
    this.written.push({ path: docPath, data: JSON.parse(JSON.stringify(data)) });
  }
  async commit() {
    return { written: this.written.length };
  }
  async abort() {}
}

/** The kind of a written path: the registry kind whose path builder gives that path's folder. */
function kindOf(docPath: string): DocumentKind {
  const folders: [string, DocumentKind][] = [
    ['public/decks/types/', 'deckType'],
    ['public/decks/consensus/', 'deckConsensus'],
    ['public/decks/variants/', 'variant'],
    ['public_events/', 'event'],
    ['public_deck_details/', 'deckDetail'],
    ['deck_jobs/', 'deckJob'],
    ['public_windows/', 'window'],
    ['public_window_matchups/', 'windowMatchups'],
    ['public_window_placements/', 'windowPlacements'],
    ['public_card_windows/', 'cardWindow'],
    ['public_cards/', 'card'],
  ];
  if (/^public_segments\/[^/]+\/kinds\//.test(docPath)) return 'kindSegment';
  if (/^public_window_placements\/[^/]+\/kinds\//.test(docPath)) return 'kindPlacements';
  if (/^public_segments\/[^/]+$/.test(docPath)) return 'segments';
  if (/^deck_rules\/[^/]+\/card_stats\//.test(docPath)) return 'cardStats';
  if (/^deck_rules\/[^/]+$/.test(docPath)) return 'ruleStats';
  for (const [prefix, kind] of folders) if (docPath.startsWith(prefix)) return kind;
  const fixed = (Object.keys(DOCUMENTS) as DocumentKind[]).find(
    (kind) => DOCUMENTS[kind].path.length === 0 && (DOCUMENTS[kind].path as () => string)() === docPath,
  );
  if (!fixed) throw new Error(`no document kind has the path ${docPath}`);
  return fixed;
}

describe('documents aggregated from data/sample', () => {
  let work: string;
  const sink = new RecordingSink();
  let counted: Partial<Record<DocumentKind, number>>;

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'tcg-registry-'));
    cpSync(sample, work, { recursive: true });
    await runClassify({ dryRun: false, asOf: AS_OF }, { store: await SnapshotStore.open(work) });
    const summary = await runAggregate(
      { asOf: AS_OF, minGames: 10, dryRun: false, deckDetails: true },
      { store: await SnapshotStore.open(work), sink },
    );
    counted = summary.documents;
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('checks documents while aggregating, since vitest sets NODE_ENV=test', () => {
    expect(documentChecksOn(process.env)).toBe(true);
  });

  it('writes every kind of the registry', () => {
    const kinds = new Set(sink.written.map((doc) => kindOf(doc.path)));
    expect([...kinds].sort()).toEqual(Object.keys(DOCUMENTS).sort());
    expect(sink.written.length).toBe(Object.values(counted).reduce((a, b) => a + (b ?? 0), 0));
  });

  it('writes only documents that match their schema, as stored (JSON)', () => {
    const problems = sink.written.flatMap((doc) => {
      const problem = documentProblem(kindOf(doc.path), doc.data);
      return problem ? [`${doc.path}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('assertDocument (the check emit runs in tests and debug runs)', () => {
  const counters = { total_matched_decks: 3, total_unique_decks: 4, rule_totals: { A: 3 }, updated_at: 'x' };

  it('passes a document of the right shape', () => {
    expect(() =>
      assertDocument('ruleShareCounters', 'system_meta/rule_share_counters', counters),
    ).not.toThrow();
  });

  it('stops with an internal error naming the document and the field when a field is wrong', () => {
    const bad = { ...counters, rule_totals: { A: Number.NaN } };
    expect(() => assertDocument('ruleShareCounters', 'system_meta/rule_share_counters', bad)).toThrow(
      InternalError,
    );
    expect(() => assertDocument('ruleShareCounters', 'system_meta/rule_share_counters', bad)).toThrow(
      /"system_meta\/rule_share_counters" does not match its schema: \$\.rule_totals\.A: /,
    );
  });

  it('refuses a field the schema does not declare (a builder drifting from the contract)', () => {
    expect(documentProblem('ruleShareCounters', { ...counters, extra: 1 })).toMatch(/extra/);
  });

  it('is on for TCG_DEBUG=1 or NODE_ENV=test and off otherwise (the benchmarks)', () => {
    expect(documentChecksOn({ TCG_DEBUG: '1' })).toBe(true);
    expect(documentChecksOn({ NODE_ENV: 'test' })).toBe(true);
    expect(documentChecksOn({ NODE_ENV: 'production' })).toBe(false);
    expect(documentChecksOn({})).toBe(false);
  });
});
