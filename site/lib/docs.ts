// Prerender-time access to the documents `tcg aggregate` emitted (OUT/docs/<path>.json).
// The one module pages read data through; the folder comes from env TCG_DOCS_DIR. Each document
// is parsed with its kind's schema (engine/documentRegistry.ts), the one the aggregate checks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { filePathOf, pathProblem } from '../../engine/docPaths.ts';
import {
  DOCUMENTS,
  type DocumentKind,
  type DocumentOf,
  describeIssues,
} from '../../engine/documentRegistry.ts';

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
function fileOf(docPath: string): string {
  return `${path.join(docsDir(), filePathOf(docPath))}.json`;
}

/**
 * The pre-rendering worker (cli/pipelines/prerenderShard.ts) puts a Set here and reads, after each
 * page, which documents and folder listings the page used: the page's inputs in the build manifest,
 * so an incremental build re-renders exactly the pages whose inputs changed.
 */
const READS_KEY = Symbol.for('tcg.docReads');
function recordRead(key: string): void {
  const reads = (globalThis as Record<symbol, unknown>)[READS_KEY];
  if (reads instanceof Set) reads.add(key);
}

/**
 * Runs `compute` and returns, with its value, the documents and listings it read (also recorded
 * for the page being rendered). For a value a module keeps across pages: every later page that
 * uses it must replay those reads (`replayReads`), or only the first page rendered in a worker
 * would list them as inputs, and an incremental build (other pages first) would write a
 * different manifest and miss pages when those documents change.
 */
export function collectingReads<T>(compute: () => T): { value: T; reads: string[] } {
  const globals = globalThis as Record<symbol, unknown>;
  const outer = globals[READS_KEY];
  const inner = new Set<string>();
  globals[READS_KEY] = inner;
  try {
    const value = compute();
    return { value, reads: [...inner] };
  } finally {
    globals[READS_KEY] = outer;
    if (outer instanceof Set) for (const key of inner) outer.add(key);
  }
}

/** Records, for the page being rendered, reads a kept value was computed from (`collectingReads`). */
export function replayReads(reads: readonly string[]): void {
  for (const key of reads) recordRead(key);
}

/**
 * The `kind` document at `docPath` (e.g. `'home', docPath.home`), or null when it was not
 * emitted. A document that is not JSON or does not match its kind's schema stops the build with a
 * DocumentError naming the file and the first fields at fault.
 */
export function readDoc<K extends DocumentKind>(kind: K, docPath: string): DocumentOf<K> | null {
  // No sink can have written a document at a path no sink can store.
  if (pathProblem(docPath)) return null;
  const file = fileOf(docPath);
  // The file read, relative to the docs folder and without .json: the build manifest hashes
  // documents by that name (a long id's file name differs from its id).
  recordRead(path.relative(docsDir(), file).slice(0, -'.json'.length).split(path.sep).join('/'));
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
  docPath: string,
): DocumentOf<K> | 'missing' | 'unreadable' {
  try {
    return readDoc(kind, docPath) ?? 'missing';
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
 * Whether the document at `docPath` was emitted. Recorded as an existence input (`?` before the
 * path, see EXISTENCE_INPUT in cli/pipelines/buildManifest.ts): a page that links only to pages
 * that exist changes when one appears or goes, not when its content changes (a deck page checks
 * its deck types, whose documents change with every new deck).
 */
export function docExists(docPath: string): boolean {
  // The file's path relative to the docs folder (as readDoc records it), without .json.
  const relative = filePathOf(docPath);
  recordRead(`?${relative}`);
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
  recordRead(`${path.relative(docsDir(), dir).split(path.sep).join('/')}/`);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name.slice(0, -'.json'.length))
    .sort();
}
