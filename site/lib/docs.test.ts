// Reads parse each document with its kind's schema (engine/documentRegistry.ts): a malformed
// document stops the build with one line naming the file and the field, never a page built from it.
// A page's data hook reads through pageData's reader, whose result carries the page's inputs and
// links; reading anywhere else while a page is made stops the build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageContextServer } from 'vike/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docPath } from '../../engine/docPaths.ts';
import type { DeckJobNotice } from '../../engine/documents.ts';
import { DocumentError, pageData, renderingPage, urlDocs } from './docs.ts';

const readDoc = urlDocs.read;
const readListedDoc = urlDocs.readListed;
const listDocIds = urlDocs.list;
const pageContext = { routeParams: {} } as unknown as PageContextServer;

let dir: string;
const previous = process.env.TCG_DOCS_DIR;

function write(relative: string, text: string): string {
  const file = path.join(dir, `${relative}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

beforeEach(() => {
  // A fresh folder per test: reads are cached by file, so each test gets files of its own.
  dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-readdoc-'));
  process.env.TCG_DOCS_DIR = dir;
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  if (previous === undefined) delete process.env.TCG_DOCS_DIR;
  else process.env.TCG_DOCS_DIR = previous;
});

describe('read(kind, ...ids)', () => {
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

describe('read(kind, ...ids): the kind and its ids go together', () => {
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

describe("a page's inputs and links (pageData)", () => {
  it('are the documents, listings and existence checks its data hook read, by file path', () => {
    write(docPath.home, JSON.stringify({ bad: true }).replace('true', 'null'));
    const data = pageData((docs) => {
      docs.list(docPath.deckJobs);
      docs.exists('deckType', 'rule-a');
      return { found: docs.readSubRule('home') };
    })(pageContext);
    expect(data.found).toBe('unreadable');
    expect(data.inputs).toEqual(['?public/decks/types/rule-a', 'deck_jobs/', 'public/home']);
  });

  it('include, on every page that uses a kept value, the inputs it was computed from', () => {
    let computed = 0;
    const hook = pageData((docs) => ({
      count: docs.kept('count', (all) => {
        computed += 1;
        return all.list(docPath.deckJobs).length + (all.read('home') ? 1 : 0);
      }),
    }));
    const first = hook(pageContext);
    const second = hook(pageContext);
    expect([first.count, second.count, computed]).toEqual([0, 0, 1]);
    expect(first.inputs).toEqual(['deck_jobs/', 'public/home']);
    expect(second.inputs).toEqual(['deck_jobs/', 'public/home']);
  });

  it('include the existence checks of the links it resolved, which the page then looks up', () => {
    write(docPath.deckType('rule-a'), '{}');
    write(docPath.deckJob('deck-job-only'), '{}');
    const data = pageData((docs) => {
      docs.linkTo({ deckTypes: ['rule-a', 'rule-b', null], decks: ['deck-job-only'] });
      return {};
    })(pageContext);
    expect(data.inputs).toEqual([
      '?deck_jobs/deck-job-only',
      '?public/decks/types/rule-a',
      '?public/decks/types/rule-b',
      '?public_deck_details/deck-job-only',
    ]);
    expect(data.links.hasDeckTypePage('rule-a')).toBe(true);
    expect(data.links.hasDeckTypePage('rule-b')).toBe(false);
    expect(data.links.hasDeckPage('deck-job-only')).toBe(true);
    // A link the hook did not resolve would be no input of the page: it stops the build.
    expect(() => data.links.hasDeckTypePage('rule-c')).toThrow(
      /links to the deck type rule-c, which its data hook did not resolve: pass it to docs\.linkTo/,
    );
  });
});

describe("reading outside the page's reader stops the build", () => {
  it("through the URL hooks' reader inside a data hook", () => {
    const hook = pageData(() => ({ home: urlDocs.read('home') }));
    expect(() => hook(pageContext)).toThrow(
      /read documents through urlDocs .*: read in the page's data hook/,
    );
  });

  it("through the page's reader once its data hook returned", () => {
    const data = pageData((docs) => ({ later: () => docs.read('home') }))(pageContext);
    expect(data.later).toThrow(/read after the page's data hook returned/);
  });

  it('while the page renders, and for a data hook not wrapped in pageData', () => {
    const page = { pageId: '/pages/x', hasDataHook: true, data: pageData(() => ({}))(pageContext) };
    expect(renderingPage(page, () => 'rendered')).toBe('rendered');
    expect(() => renderingPage(page, () => urlDocs.list(docPath.deckJobs))).toThrow(/urlDocs/);
    expect(() => renderingPage({ ...page, data: { home: null } }, () => 'rendered')).toThrow(
      'the data hook of /pages/x does not return pageData(…)',
    );
    // Outside a page (the URL hooks) the reader reads.
    expect(urlDocs.list(docPath.deckJobs)).toEqual([]);
  });
});
