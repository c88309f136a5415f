// Prerender-time access to the documents `tcg aggregate` emitted (OUT/docs/<path>.json).
// The one module pages read data through; the folder comes from env TCG_DOCS_DIR. Each document
// is parsed with its kind's schema (engine/documentRegistry.ts), the one the aggregate checks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docPath, filePathOf, pathProblem } from '../../engine/docPaths.ts';
import {
  DOCUMENTS,
  type DocumentKind,
  type DocumentOf,
  describeIssues,
} from '../../engine/documentRegistry.ts';
import { prerenderState } from './prerenderState.ts';

/** Parsed documents kept per build; bounded so 100,000 deck pages do not pile up in memory. */
const CACHE_LIMIT = 256;
const cache = new Map<string, { kind: DocumentKind; value: unknown }>();

/**
 * A document that exists but cannot be read: the operator's to fix, so the build reports it as one
 * line. Recognised by name, since the page bundle and the worker load this module separately.
 */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
}

export function docsDir(): string {
  return path.resolve(process.env.TCG_DOCS_DIR ?? 'out/docs');
}

/** A document path's file: each segment by its file name (engine/docPaths.ts), as the folder sink wrote it. */
function fileOf(at: string): string {
  return `${path.join(docsDir(), filePathOf(at))}.json`;
}

/** The ids a `kind` document's path is built from (engine/documentRegistry.ts): none for `home`. */
export type DocIds<K extends DocumentKind> = Parameters<(typeof DOCUMENTS)[K]['path']>;

/**
 * Records an input of the page being rendered: a document key, a folder listing (`…/`) or an
 * existence check (`?…`). The accelerated path's worker sets the page's set before each page
 * (site/lib/prerenderState.ts) and writes the set into the build manifest, so an incremental
 * build re-renders exactly the pages whose inputs changed. Outside a worker nothing is recorded.
 */
function recordInput(key: string): void {
  prerenderState().pageInputs?.add(key);
}

/** Values kept across pages, by docs folder and name, with the inputs they were computed from. */
const kept = new Map<string, { value: unknown; inputs: readonly string[] }>();

/**
 * A value computed once per docs folder and kept for every later page (an index over many
 * documents). Each page that uses it gets, as its own inputs, every input the value was computed
 * from: the one way to keep document data across pages, so no page can leave them out (which
 * would make an incremental build, rendering other pages first, miss pages).
 */
export function keptAcrossPages<T>(name: string, compute: () => T): T {
  const key = `${docsDir()}\0${name}`;
  let entry = kept.get(key);
  if (!entry) {
    const state = prerenderState();
    const outer = state.pageInputs;
    const inputs = new Set<string>();
    state.pageInputs = inputs;
    try {
      entry = { value: compute(), inputs: [...inputs] };
    } finally {
      state.pageInputs = outer;
    }
    kept.set(key, entry);
  }
  for (const input of entry.inputs) recordInput(input);
  return entry.value as T;
}

/**
 * The `kind` document with these ids (e.g. `'deckType', ruleId`; `'home'` has none), or null when
 * it was not emitted. The kind and its ids go together, so a pair that does not match does not
 * compile. A document that is not JSON or does not match its kind's schema stops the build with a
 * DocumentError naming the file and the first fields at fault.
 */
export function readDoc<K extends DocumentKind>(kind: K, ...ids: DocIds<K>): DocumentOf<K> | null {
  return readDocAt(kind, pathOf(kind, ids));
}

/**
 * A `kind` document by the file name a listing of its folder gave (listDocIds): for a document
 * whose ids cannot be rebuilt from its file name (a sub-rule's joined id of two long ids).
 */
export function readListedDoc<K extends DocumentKind>(
  kind: K,
  folder: string,
  fileId: string,
): DocumentOf<K> | null {
  return readDocAt(kind, docPath.listed(folder, fileId));
}

function pathOf<K extends DocumentKind>(kind: K, ids: DocIds<K>): string {
  return (DOCUMENTS[kind].path as (...args: DocIds<K>) => string)(...ids);
}

function readDocAt<K extends DocumentKind>(kind: K, at: string): DocumentOf<K> | null {
  // No sink can have written a document at a path no sink can store.
  if (pathProblem(at)) return null;
  const file = fileOf(at);
  // The file read, relative to the docs folder and without .json: the build manifest hashes
  // documents by that name (a long id's file name differs from its id).
  recordInput(path.relative(docsDir(), file).slice(0, -'.json'.length).split(path.sep).join('/'));
  const cached = cache.get(file);
  if (cached !== undefined && cached.kind === kind) {
    // Re-insert to keep the most recently used entries at the end of the Map.
    cache.delete(file);
    cache.set(file, cached);
    return cached.value as DocumentOf<K> | null;
  }
  const value = parseDocFile(kind, file);
  cache.set(file, { kind, value });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return value;
}

/**
 * A sub-rule's document for a section that lists sub-rules: the document, or `'missing'` when it
 * was not emitted, or `'unreadable'` when it exists but is not JSON or not its kind's document.
 * The section then shows 「サブルールの情報を取得できませんでした。」 for that sub-rule instead of
 * stopping the build (spec public §8); every other document stops it (`readDoc`).
 */
export function readSubRuleDoc<K extends DocumentKind>(
  kind: K,
  ...ids: DocIds<K>
): DocumentOf<K> | 'missing' | 'unreadable' {
  return subRuleResult(() => readDoc(kind, ...ids));
}

/** readSubRuleDoc by the file name a listing of its folder gave (see readListedDoc). */
export function readListedSubRuleDoc<K extends DocumentKind>(
  kind: K,
  folder: string,
  fileId: string,
): DocumentOf<K> | 'missing' | 'unreadable' {
  return subRuleResult(() => readListedDoc(kind, folder, fileId));
}

function subRuleResult<T>(read: () => T | null): T | 'missing' | 'unreadable' {
  try {
    return read() ?? 'missing';
  } catch (error) {
    if ((error as Error).name === 'DocumentError') return 'unreadable';
    throw error;
  }
}

function parseDocFile<K extends DocumentKind>(kind: K, file: string): DocumentOf<K> | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new DocumentError(
      `${file}: ${(error as Error).message}; re-run \`tcg aggregate\` to write the documents again`,
    );
  }
  const parsed = DOCUMENTS[kind].schema.safeParse(raw);
  if (!parsed.success) {
    throw new DocumentError(
      `${file}: not a ${kind} document (${describeIssues(parsed.error)}); re-run \`tcg aggregate\` to write the documents again`,
    );
  }
  // The schemas have no transforms or defaults, so the parsed value equals the file's; it is the
  // file's own value that is kept, with its key order (pages iterate some records).
  return raw as DocumentOf<K>;
}

/**
 * Whether the `kind` document with these ids was emitted. Recorded as an existence input (`?` before the
 * path, see EXISTENCE_INPUT in cli/pipelines/build/accelerated/incrementalManifest.ts): a page that links only to pages
 * that exist changes when one appears or goes, not when its content changes (a deck page checks
 * its deck types, whose documents change with every new deck).
 */
export function docExists<K extends DocumentKind>(kind: K, ...ids: DocIds<K>): boolean {
  // The file's path relative to the docs folder (as readDoc records it), without .json.
  const relative = filePathOf(pathOf(kind, ids));
  recordInput(`?${relative}`);
  const slash = relative.lastIndexOf('/');
  return listedFile(relative.slice(0, slash + 1), `${relative.slice(slash + 1)}.json`);
}

/**
 * File names by folder, each folder listed once per process: the documents do not change while
 * pages are pre-rendered, and a deck-type page checks a thousand deck links (one `existsSync`
 * each cost 5 of the 15 s of CPU of a build re-rendering 782 statistics pages at 100k decks).
 */
const listings = new Map<string, Set<string>>();
function listedFile(folder: string, name: string): boolean {
  // By docs folder too: a process that reads two docs folders (tests) gets each one's files.
  const key = `${process.env.TCG_DOCS_DIR ?? ''}\0${folder}`;
  let names = listings.get(key);
  if (!names) {
    const dir = path.join(docsDir(), folder);
    names = new Set(existsSync(dir) ? readdirSync(dir) : []);
    listings.set(key, names);
  }
  return names.has(name);
}

/**
 * Ids of the documents in a folder (file names without .json), e.g. `public/decks/types`, in
 * code-unit order. A long id is listed by its file name, which reads the same document back.
 */
export function listDocIds(dirPath: string): string[] {
  const dir = path.join(docsDir(), filePathOf(dirPath, 'folder'));
  recordInput(`${path.relative(docsDir(), dir).split(path.sep).join('/')}/`);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name.slice(0, -'.json'.length))
    .sort();
}
