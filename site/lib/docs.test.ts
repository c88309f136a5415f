// readDoc parses each document with its kind's schema (engine/documentRegistry.ts): a malformed
// document stops the build with one line naming the file and the field, never a page built from it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docPath } from '../../engine/docPaths.ts';
import type { DeckJobNotice } from '../../engine/documents.ts';
import { DocumentError, listDocIds, readDoc } from './docs.ts';

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

describe('readDoc(kind, path)', () => {
  const job: DeckJobNotice = { id: 'AbCdEf-123456-GhIjKl', status: 'pending', updatedAt: null };

  it('returns a document that matches its schema, as written', () => {
    write(docPath.deckJob(job.id), JSON.stringify(job));
    expect(readDoc('deckJob', docPath.deckJob(job.id))).toEqual(job);
  });

  it('returns null for a document that was not emitted', () => {
    expect(readDoc('deckJob', docPath.deckJob(job.id))).toBeNull();
  });

  it('rejects a malformed document with one line naming the file, the kind and the field', () => {
    const file = write(docPath.deckJob(job.id), JSON.stringify({ ...job, status: 'lost' }));
    expect(() => readDoc('deckJob', docPath.deckJob(job.id))).toThrow(DocumentError);
    let message = '';
    try {
      readDoc('deckJob', docPath.deckJob(job.id));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${file}: not a deckJob document ($.status: `);
    expect(message).toMatch(/re-run `tcg aggregate`/);
    expect(message).not.toContain('\n');
  });

  it('rejects a document missing a field or holding one its schema lacks', () => {
    write(docPath.home, JSON.stringify({ counts: { cards: 1, decks: 2 }, recentEvents: [] }));
    expect(() => readDoc('home', docPath.home)).toThrow(
      /public\/home\.json: not a home document \(\$\.counts\.events: /,
    );
    write(docPath.deckJob(job.id), JSON.stringify({ ...job, extra: 1 }));
    expect(() => readDoc('deckJob', docPath.deckJob(job.id))).toThrow(/extra/);
  });

  it('rejects a file that is not JSON, naming it', () => {
    const file = write(docPath.matchups, '{"rows": [');
    expect(() => readDoc('matchups', docPath.matchups)).toThrow(`${file}: `);
  });

  it('reads a document of a listed folder by the id the listing gave', () => {
    write(docPath.deckJob(job.id), JSON.stringify(job));
    const [listed] = listDocIds(docPath.deckJobs);
    expect(listed).toBe(job.id);
    expect(readDoc('deckJob', docPath.listed(docPath.deckJobs, listed!))?.status).toBe('pending');
  });
});
