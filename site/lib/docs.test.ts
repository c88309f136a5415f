// readDoc parses each document with its kind's schema (engine/documentRegistry.ts): a malformed
// document stops the build with one line naming the file and the field, never a page built from it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docPath } from '../../engine/docPaths.ts';
import type { DeckJobNotice } from '../../engine/documents.ts';
import { DocumentError, docExists, keptAcrossPages, listDocIds, readDoc, readListedDoc } from './docs.ts';
import { prerenderState } from './prerenderState.ts';

let dir: string;
const previous = process.env.TCG_DOCS_DIR;

function write(relative: string, text: string): string {
  const file = path.join(dir, `${relative}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

beforeEach(() => {
  // A fresh folder per test: readDoc caches by file, so each test gets files of its own.
  dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-readdoc-'));
  process.env.TCG_DOCS_DIR = dir;
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  if (previous === undefined) delete process.env.TCG_DOCS_DIR;
  else process.env.TCG_DOCS_DIR = previous;
});

describe('readDoc(kind, ...ids)', () => {
  const job: DeckJobNotice = { id: 'AbCdEf-123456-GhIjKl', status: 'pending', updatedAt: null };

  it('returns a document that matches its schema, as written', () => {
    write(docPath.deckJob(job.id), JSON.stringify(job));
    expect(readDoc('deckJob', job.id)).toEqual(job);
  });

  it('returns null for a document that was not emitted', () => {
    expect(readDoc('deckJob', job.id)).toBeNull();
  });

  it('rejects a malformed document with one line naming the file, the kind and the field', () => {
    const file = write(docPath.deckJob(job.id), JSON.stringify({ ...job, status: 'lost' }));
    expect(() => readDoc('deckJob', job.id)).toThrow(DocumentError);
    let message = '';
    try {
      readDoc('deckJob', job.id);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${file}: not a deckJob document ($.status: `);
    expect(message).toMatch(/re-run `tcg aggregate`/);
    expect(message).not.toContain('\n');
  });

  it('rejects a document missing a field or holding one its schema lacks', () => {
    write(docPath.home, JSON.stringify({ counts: { cards: 1, decks: 2 }, recentEvents: [] }));
    expect(() => readDoc('home')).toThrow(/public\/home\.json: not a home document \(\$\.counts\.events: /);
    write(docPath.deckJob(job.id), JSON.stringify({ ...job, extra: 1 }));
    expect(() => readDoc('deckJob', job.id)).toThrow(/extra/);
  });

  it('rejects a file that is not JSON, naming it', () => {
    const file = write(docPath.matchups, '{"rows": [');
    expect(() => readDoc('matchups')).toThrow(`${file}: `);
  });

  it('reads a document of a listed folder by the id the listing gave', () => {
    write(docPath.deckJob(job.id), JSON.stringify(job));
    const [listed] = listDocIds(docPath.deckJobs);
    expect(listed).toBe(job.id);
    expect(readListedDoc('deckJob', docPath.deckJobs, listed!)?.status).toBe('pending');
  });
});

describe('readDoc(kind, ...ids): the kind and its ids go together', () => {
  it('builds the path from the kind and its ids, and refuses a pair that does not match', () => {
    write(docPath.variant('rule-a', 'v1'), JSON.stringify({ bad: true }));
    expect(() => readDoc('variant', 'rule-a', 'v1')).toThrow(/public\/decks\/variants\/rule-a__v1\.json/);
    // Never called: each pair would read the wrong document, so `tsc --noEmit` must reject each
    // line (an unused @ts-expect-error is an error too, so this cannot pass by accident).
    const mismatched = () => [
      // @ts-expect-error a sub-rule's document needs the rule id and the sub-rule id
      readDoc('variant', 'rule-a'),
      // @ts-expect-error public/home has no id
      readDoc('home', 'x'),
      // @ts-expect-error an id is a string, not a path builder
      readDoc('deckType', docPath.deckType),
    ];
    expect(mismatched).toBeTypeOf('function');
  });
});

describe("a page's inputs (site/lib/prerenderState.ts)", () => {
  afterEach(() => {
    prerenderState().pageInputs = undefined;
  });

  it('are the documents, listings and existence checks the page read, by file path', () => {
    const inputs = new Set<string>();
    prerenderState().pageInputs = inputs;
    readDoc('home');
    listDocIds(docPath.deckJobs);
    docExists('deckType', 'rule-a');
    expect([...inputs].sort()).toEqual(['?public/decks/types/rule-a', 'deck_jobs/', 'public/home']);
  });

  it('include, on every page that uses a kept value, the inputs it was computed from', () => {
    const compute = () => listDocIds(docPath.deckJobs).length + (readDoc('home') ? 1 : 0);
    const first = new Set<string>();
    prerenderState().pageInputs = first;
    expect(keptAcrossPages('count', compute)).toBe(0);
    const second = new Set<string>();
    prerenderState().pageInputs = second;
    let computed = 0;
    expect(keptAcrossPages('count', () => ++computed)).toBe(0);
    expect(computed).toBe(0);
    expect([...first].sort()).toEqual(['deck_jobs/', 'public/home']);
    expect([...second].sort()).toEqual(['deck_jobs/', 'public/home']);
  });
});
