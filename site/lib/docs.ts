// Prerender-time access to the documents `tcg aggregate` emitted (OUT/docs/<path>.json).
// The one module pages read data through; the folder comes from env TCG_DOCS_DIR. Each document
// is parsed with its kind's schema (engine/documentRegistry.ts), the one the aggregate checks.
// A page reads only in its data hook, through the reader `pageData` hands it, and the hook's
// result carries the page's inputs (what an incremental build compares) and its resolved links.
// Reading anywhere else while a page is made (an unwrapped hook, a component) stops the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageContextServer } from 'vike/types';
import { docPath, filePathOf, pathProblem } from '../../engine/docPaths.ts';
import {
  DOCUMENTS,
  type DocumentKind,
  type DocumentOf,
  describeIssues,
} from '../../engine/documentRegistry.ts';
import { keptAnswers } from '../../engine/keptAnswers.ts';
import { docsDir } from './docsDir.ts';
import { type LinkTargets, PageLinks } from './pageLinks.ts';

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

/**
 * A document path's file relative to the docs folder, without .json: each segment by its file
 * name (engine/docPaths.ts), as the folder sink wrote it. Kept by path for the existence checks:
 * every page checks the pages of the cards and deck types it links to, the same few thousand.
 */
const relativeFileOf = keptAnswers((at) => filePathOf(at), 20_000);

/** The ids a `kind` document's path is built from (engine/documentRegistry.ts): none for `home`. */
export type DocIds<K extends DocumentKind> = Parameters<(typeof DOCUMENTS)[K]['path']>;

/** A sub-rule's document, or why there is none (see DocReads.readSubRule). */
export type SubRuleDoc<K extends DocumentKind> = DocumentOf<K> | 'missing' | 'unreadable';

/**
 * How a data hook reads documents: each read is one of the page's inputs, by its file path
 * relative to the docs folder and without .json (the build manifest hashes documents by that
 * name; a long id's file name differs from its id): a document key, a folder listing (`…/`) or an
 * existence check (`?…`, see EXISTENCE_INPUT in cli/pipelines/site/accelerated/incrementalManifest.ts).
 */
export interface DocReads {
  /**
   * The `kind` document with these ids (e.g. `'deckType', ruleId`; `'home'` has none), or null
   * when it was not emitted. The kind and its ids go together, so a pair that does not match does
   * not compile. A document that is not JSON or does not match its kind's schema stops the build
   * with a DocumentError naming the file and the first fields at fault.
   */
  read<K extends DocumentKind>(kind: K, ...ids: DocIds<K>): DocumentOf<K> | null;
  /**
   * A `kind` document by the file name a listing of its folder gave (`list`): for a document
   * whose ids cannot be rebuilt from its file name (a sub-rule's joined id of two long ids).
   */
  readListed<K extends DocumentKind>(kind: K, folder: string, fileId: string): DocumentOf<K> | null;
  /**
   * A sub-rule's document for a section that lists sub-rules: the document, or `'missing'` when
   * it was not emitted, or `'unreadable'` when it exists but is not JSON or not its kind's
   * document. The section then shows 「サブルールの情報を取得できませんでした。」 for that
   * sub-rule instead of stopping the build (spec public §8); every other document stops it.
   */
  readSubRule<K extends DocumentKind>(kind: K, ...ids: DocIds<K>): SubRuleDoc<K>;
  /** readSubRule by the file name a listing of its folder gave (see readListed). */
  readListedSubRule<K extends DocumentKind>(kind: K, folder: string, fileId: string): SubRuleDoc<K>;
  /**
   * Whether the `kind` document with these ids was emitted: an existence input, so a page that
   * links only to pages that exist changes when one appears or goes, not when its content changes
   * (a deck page checks its deck type, whose document changes with every new deck).
   */
  exists<K extends DocumentKind>(kind: K, ...ids: DocIds<K>): boolean;
  /**
   * Ids of the documents in a folder (file names without .json), e.g. `public/decks/types`, in
   * code-unit order. A long id is listed by its file name, which reads the same document back.
   */
  list(folder: string): string[];
  /**
   * A value computed once per docs folder and kept for every later page (an index over many
   * documents). Each page that uses it gets, as its own inputs, every input `compute` read: the
   * one way to keep document data across pages, so no page can leave them out (which would make
   * an incremental build, rendering other pages first, miss pages).
   */
  kept<T>(name: string, compute: (docs: DocReads) => T): T;
}

/** A data hook's reader: DocReads, and the links the page may show. */
export interface PageDocs extends DocReads {
  /**
   * Resolves which of these deck-type and deck pages the build writes (existence inputs), so the
   * page links to them and shows the others as plain text (site/components/PageLinks.tsx). A link
   * the hook did not resolve stops the build.
   */
  linkTo(targets: LinkTargets): void;
}

/** What `pageData` adds to a data hook's result. */
export interface PageInputs {
  /** The page's inputs (see DocReads), sorted: what the incremental build's manifest records. */
  readonly inputs: readonly string[];
  /** Which of the pages it links to exist. */
  readonly links: PageLinks;
}

export type PageData<T> = T & PageInputs;

/**
 * Reads outside any reader a page can account for, counted: while a data hook runs or a page
 * renders, `urlDocs` stops the build rather than read (see pageData, renderingPage).
 */
let pageBusy = 0;

/**
 * A page's data hook (`export const data = pageData((docs, pageContext) => ({ ... }))`): the hook
 * reads through `docs`, and its result carries the page's inputs and resolved links next to its
 * data. The accelerated build takes each page's inputs from there; the site's renderer refuses a
 * page whose data hook is not wrapped (renderingPage).
 */
export function pageData<T extends object & { inputs?: never; links?: never }>(
  hook: (docs: PageDocs, pageContext: PageContextServer) => T,
): (pageContext: PageContextServer) => PageData<T> {
  return (pageContext) => {
    const inputs = new Set<string>();
    const links = new PageLinks();
    let open = true;
    const reads = readerInto(inputs, () => open, docsDir());
    const docs: PageDocs = { ...reads, linkTo: (targets) => links.resolve(reads, targets) };
    pageBusy += 1;
    try {
      return { ...hook(docs, pageContext), inputs: [...inputs].sort(), links };
    } finally {
      pageBusy -= 1;
      open = false;
    }
  };
}

/** Whether a page's data came from a `pageData` hook. */
export function isPageData(data: unknown): data is PageInputs {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as PageInputs).inputs) &&
    (data as PageInputs).links instanceof PageLinks
  );
}

/**
 * Renders a page with its resolved links and every reader closed: a component that reads a
 * document stops the build (its read would be no input of the page), and so does a page whose
 * data hook does not return `pageData(…)` (its inputs would not reach the incremental build).
 */
export function renderingPage<T>(
  page: { pageId: string | null; hasDataHook: boolean; data: unknown },
  render: (links: PageLinks) => T,
): T {
  let links: PageLinks;
  if (!page.hasDataHook) links = new PageLinks();
  else if (isPageData(page.data)) links = page.data.links;
  else
    throw new Error(
      `the data hook of ${page.pageId ?? 'a page'} does not return pageData(…) (site/lib/docs.ts): wrap it, so the page's inputs reach the incremental build`,
    );
  pageBusy += 1;
  try {
    return render(links);
  } finally {
    pageBusy -= 1;
  }
}

/**
 * Reads of the hooks that list a kind's URLs (`+onBeforePrerenderStart.ts`): the page set, which
 * the incremental build compares by itself, not any page's inputs. Used while a data hook runs or
 * a page renders, it stops the build: a page reads through its data hook's reader.
 */
export const urlDocs: DocReads = readerInto(null, () => {
  if (pageBusy > 0)
    throw new Error(
      "a page read documents through urlDocs (site/lib/docs.ts), which only the URL hooks use: read in the page's data hook, through the reader pageData hands it",
    );
  return true;
});

/** Values kept across pages, by docs folder and name, with the inputs they were computed from. */
const kept = new Map<string, { value: unknown; inputs: readonly string[] }>();

/**
 * A reader adding each input to `inputs` (none: the URL hooks' reads are no page's inputs),
 * usable while `usable()` (which may throw instead), of the docs folder `root` (a page's reader:
 * resolved once, as every check and read names its file in it), else of docsDir() at each read.
 */
function readerInto(inputs: Set<string> | null, usable: () => boolean, root?: string): DocReads {
  const rootOf = root === undefined ? docsDir : () => root;
  const record = (key: string) => {
    if (!usable())
      throw new Error(
        "a document was read after the page's data hook returned: read everything a page needs in its data hook",
      );
    inputs?.add(key);
  };
  const read = <K extends DocumentKind>(kind: K, at: string) => readDocAt(rootOf(), kind, at, record);
  const reads: DocReads = {
    read: (kind, ...ids) => read(kind, pathOf(kind, ids)),
    readListed: (kind, folder, fileId) => read(kind, docPath.listed(folder, fileId)),
    readSubRule: (kind, ...ids) => subRuleResult(() => read(kind, pathOf(kind, ids))),
    readListedSubRule: (kind, folder, fileId) =>
      subRuleResult(() => read(kind, docPath.listed(folder, fileId))),
    exists(kind, ...ids) {
      const file = existenceFileOf(kind, ids);
      record(file.input);
      return listedFile(rootOf(), file.folder, file.name);
    },
    list(folder) {
      const root = rootOf();
      const dir = path.join(root, filePathOf(folder, 'folder'));
      record(`${path.relative(root, dir).split(path.sep).join('/')}/`);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => entry.name.slice(0, -'.json'.length))
        .sort();
    },
    kept(name, compute) {
      const key = `${rootOf()}\0${name}`;
      let entry = kept.get(key);
      if (!entry) {
        const own = new Set<string>();
        let computing = true;
        try {
          entry = { value: compute(readerInto(own, () => computing, rootOf())), inputs: [...own] };
        } finally {
          computing = false;
        }
        kept.set(key, entry);
      }
      for (const input of entry.inputs) record(input);
      return entry.value as never;
    },
  };
  return reads;
}

/** A document's file as an existence check needs it: its input (`?` and the relative path), folder and name. */
interface ExistenceFile {
  input: string;
  folder: string;
  name: string;
}

/**
 * Existence checks' files by kind, then by id (documents named by one id): every page checks the
 * pages of the cards and deck types it links to, the same few thousand, a hundred thousand times.
 */
const existenceFiles = new Map<DocumentKind, Map<string, ExistenceFile>>();

function existenceFileOf<K extends DocumentKind>(kind: K, ids: DocIds<K>): ExistenceFile {
  const one = ids.length === 1 ? (ids[0] as string) : undefined;
  let byId = existenceFiles.get(kind);
  const known = one === undefined ? undefined : byId?.get(one);
  if (known) return known;
  // The file's path relative to the docs folder (as `read` records it), without .json.
  const relative = relativeFileOf(pathOf(kind, ids));
  const slash = relative.lastIndexOf('/');
  const file = {
    input: `?${relative}`,
    folder: relative.slice(0, slash + 1),
    name: `${relative.slice(slash + 1)}.json`,
  };
  if (one !== undefined) {
    if (!byId) {
      byId = new Map();
      existenceFiles.set(kind, byId);
    }
    if (byId.size >= 20_000) byId.clear();
    byId.set(one, file);
  }
  return file;
}

function pathOf<K extends DocumentKind>(kind: K, ids: DocIds<K>): string {
  return (DOCUMENTS[kind].path as (...args: DocIds<K>) => string)(...ids);
}

function readDocAt<K extends DocumentKind>(
  root: string,
  kind: K,
  at: string,
  record: (key: string) => void,
): DocumentOf<K> | null {
  // No sink can have written a document at a path no sink can store.
  if (pathProblem(at)) return null;
  const relative = filePathOf(at);
  const file = `${path.join(root, relative)}.json`;
  record(relative);
  const cached = cache.get(file);
  if (cached !== undefined && cached.kind === kind) {
    // Re-insert to keep the most recently used entries at the end of the Map.
    cache.delete(file);
    cache.set(file, cached);
    return cached.value as DocumentOf<K> | null;
  }
  const value = readDocFile(kind, file);
  cache.set(file, { kind, value });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return value;
}

function subRuleResult<T>(read: () => T | null): T | 'missing' | 'unreadable' {
  try {
    return read() ?? 'missing';
  } catch (error) {
    if ((error as Error).name === 'DocumentError') return 'unreadable';
    throw error;
  }
}

/**
 * The `kind` document in `file`, or null when there is no such file; a DocumentError naming the
 * file when it is not JSON or not its kind's document. Also the share images' reader.
 */
export function readDocFile<K extends DocumentKind>(kind: K, file: string): DocumentOf<K> | null {
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
 * File names by folder, each folder listed once per process: the documents do not change while
 * pages are pre-rendered, and a deck-type page checks a thousand deck links (one `existsSync`
 * each cost 5 of the 15 s of CPU of a build re-rendering 782 statistics pages at 100k decks).
 */
const listings = new Map<string, Map<string, Set<string>>>();
function listedFile(root: string, folder: string, name: string): boolean {
  // By docs folder too: a process that reads two docs folders (tests) gets each one's files.
  let folders = listings.get(root);
  if (!folders) {
    folders = new Map();
    listings.set(root, folders);
  }
  let names = folders.get(folder);
  if (!names) {
    const dir = path.join(root, folder);
    names = new Set(existsSync(dir) ? readdirSync(dir) : []);
    folders.set(folder, names);
  }
  return names.has(name);
}
