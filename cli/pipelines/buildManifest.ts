// The build manifest: what an incremental `tcg build` needs to know about the site folder it
// updates. It lives in the site folder (`DIR/.tcg-build-manifest`, a dot file static hosts do not
// serve), so a site and its manifest travel together (Actions cache, copies) and cannot drift.
// Each page lists its files and its inputs: the documents it read (`public/home`) and the folder
// listings it used (`deck_rules/`), and the documents whose existence only it checked
// (`?public/decks/types/x`). A page is clean when the code hash is unchanged, every input's content
// hash is unchanged and every existence input still exists or still does not; everything else is
// re-rendered.
// At a million pages the manifest is hundreds of MB, so it is a file of lines, sorted, read and
// written as streams: no process holds it whole (build memory stays under 2 GB at 1M decks).
//
//   tcg build manifest 3
//   {"codeHash":"…","staticFiles":["assets/…",…]}
//   D<TAB>public/home<TAB>hash            one per document and folder listing, by path
//   P<TAB>"/deck/x"<TAB>{"files":[…],"inputs":[…]}   one per page, by its JSON-quoted URL
import {
  closeSync,
  existsSync,
  mkdirSync,
  opendirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { forEachTabLine, writeFileInPieces } from '../../data/atomic.ts';
import { hashOf } from '../../data/contentHash.ts';
import { JsonlWriter, readLineBatches } from '../../data/jsonl.ts';

export const MANIFEST_FILE = '.tcg-build-manifest';
const FORMAT_LINE = 'tcg build manifest 3';
const DOC_PREFIX = 'D\t';
const PAGE_PREFIX = 'P\t';
/** Before a page input: only whether the document exists matters (no collection starts with it). */
export const EXISTENCE_INPUT = '?';

export interface PageEntry {
  /** Files the page wrote, relative to the site folder with `/` (`decks/x/index.html`). */
  files: string[];
  /** Document paths, folder listings (ending in `/`) and existence checks (`?` first) it used. */
  inputs: string[];
}

/** The manifest's first part: the site code and the files of its client bundle. */
export interface ManifestHeader {
  /** The site code (server and client bundle) and the site settings from env. */
  codeHash: string;
  /** Files of the client bundle copied into the site (assets/…), relative with `/`. */
  staticFiles: string[];
}

/** A manifest on disk: its header, and its file to stream the documents and pages from. */
export interface StoredManifest extends ManifestHeader {
  file: string;
}

/**
 * A page's line in the manifest and in the workers' reports: its URL as a JSON string (the sort
 * key: no key is a prefix of another, so lines sort as their keys do), then its entry. A worker
 * reports a page it kept (incremental builds) by the key alone.
 */
export function pageLine(url: string, page?: PageEntry): string {
  return page ? `${JSON.stringify(url)}\t${JSON.stringify(page)}` : JSON.stringify(url);
}

/** The sort key of a page line (see pageLine). */
export function pageKey(line: string): string {
  const tab = line.indexOf('\t');
  return tab === -1 ? line : line.slice(0, tab);
}

/** The entry of a page line, or undefined for a kept page's key alone. */
export function pageEntryOf(line: string): PageEntry | undefined {
  const tab = line.indexOf('\t');
  return tab === -1 ? undefined : (JSON.parse(line.slice(tab + 1)) as PageEntry);
}

/** The manifest of a site folder, or null when it has none or one this version cannot use. */
export async function readManifestHeader(siteDir: string): Promise<StoredManifest | null> {
  return readHeader(path.join(siteDir, MANIFEST_FILE));
}

async function readHeader(file: string): Promise<StoredManifest | null> {
  try {
    const [format, header] = firstLines(file, 2);
    if (format !== FORMAT_LINE || header === undefined) return null;
    const { codeHash, staticFiles } = JSON.parse(header) as ManifestHeader;
    if (typeof codeHash !== 'string' || !Array.isArray(staticFiles)) return null;
    return { file, codeHash, staticFiles };
  } catch {
    return null;
  }
}

/** The first `count` lines of a file, read no further than they go. */
function firstLines(file: string, count: number): string[] {
  const fd = openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    let breaks = 0;
    for (let position = 0; breaks < count; ) {
      const chunk = Buffer.alloc(1 << 16);
      const read = readSync(fd, chunk, 0, chunk.length, position);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      position += read;
      for (let at = chunk.indexOf(0x0a); at !== -1 && at < read; at = chunk.indexOf(0x0a, at + 1))
        breaks += 1;
    }
    return Buffer.concat(chunks).toString('utf8').split('\n').slice(0, count);
  } finally {
    closeSync(fd);
  }
}

/**
 * Moves a site's manifest aside (a temporary name beside it) before an incremental build writes
 * anything: a build that stops halfway leaves no manifest, so the next build is a full one.
 */
export function moveManifestAside(previous: StoredManifest, aside: string): StoredManifest {
  renameSync(previous.file, aside);
  return { ...previous, file: aside };
}

/** The lines of one section (`D` or `P`) of a manifest, without their prefix, in order. */
async function* sectionLines(file: string, prefix: string): AsyncGenerator<string> {
  let started = false;
  for await (const batch of readLineBatches(file)) {
    for (const { text } of batch) {
      if (text.startsWith(prefix)) {
        started = true;
        yield text.slice(prefix.length);
      } else if (started) return;
    }
  }
}

/** The pages of a manifest, as page lines (see pageLine), in order. */
export function manifestPages(manifest: StoredManifest): AsyncGenerator<string> {
  return sectionLines(manifest.file, PAGE_PREFIX);
}

/** What changed between the previous build's documents and these (see cleanPageKeys). */
export interface DocChanges {
  /** Documents and listings whose content hash differs, or that appeared or disappeared. */
  changed: Set<string>;
  /** Of those, the documents that appeared or disappeared. */
  existence: Set<string>;
}

/**
 * Compares the previous build's document hashes (streamed) with these; `keys` are the keys of
 * `docs` in code-unit order (the manifest's order).
 */
export async function diffDocs(
  previous: StoredManifest,
  docs: Record<string, string>,
  keys: readonly string[],
): Promise<DocChanges> {
  const changes: DocChanges = { changed: new Set(), existence: new Set() };
  const appearedOrGone = (key: string) => {
    changes.changed.add(key);
    changes.existence.add(key);
  };
  let next = 0;
  for await (const line of sectionLines(previous.file, DOC_PREFIX)) {
    const tab = line.indexOf('\t');
    const key = line.slice(0, tab);
    while (next < keys.length && keys[next]! < key) appearedOrGone(keys[next++]!);
    if (keys[next] === key) {
      if (docs[key] !== line.slice(tab + 1)) changes.changed.add(key);
      next += 1;
    } else appearedOrGone(key);
  }
  while (next < keys.length) appearedOrGone(keys[next++]!);
  return changes;
}

/**
 * Writes to `skipFile` the keys of the previous build's pages whose inputs are unchanged (safe to
 * keep as they are), one per line, and returns how many pages it had and how many are clean. A
 * document that is missing now and was missing before does not make a page dirty; one that
 * appeared or disappeared does.
 */
export async function cleanPageKeys(
  previous: StoredManifest,
  changes: DocChanges,
  skipFile: string,
): Promise<{ pages: number; clean: number }> {
  const unchanged = (input: string) =>
    input.startsWith(EXISTENCE_INPUT)
      ? !changes.existence.has(input.slice(EXISTENCE_INPUT.length))
      : !changes.changed.has(input);
  const out = new JsonlWriter(skipFile);
  let pages = 0;
  let batch: string[] = [];
  try {
    for await (const line of manifestPages(previous)) {
      pages += 1;
      if (pageEntryOf(line)?.inputs.every(unchanged)) batch.push(pageKey(line));
      if (batch.length >= 4096) {
        await out.writeLines(batch);
        batch = [];
      }
    }
    await out.writeLines(batch);
    await out.commit();
  } catch (error) {
    await out.abort();
    throw error;
  }
  return { pages, clean: out.lines };
}

/** What mergePages found: pages kept from the previous build; pages it had that are gone, and their files. */
export interface PageTally {
  kept: number;
  gone: number;
  goneFiles: Set<string>;
}

/**
 * The site's pages as manifest lines, in order: the workers' reports (each sorted, see pageLine)
 * merged, each kept page's line taken from the previous manifest. The previous build's pages that
 * no worker reported are gone: counted, with their files, in `tally`.
 */
export async function* mergePages(
  reports: readonly string[],
  previous: StoredManifest | null,
  tally: PageTally,
): AsyncGenerator<string> {
  const heads = reports.map((file) => linesOf(file));
  const current = await Promise.all(heads.map((lines) => lines.next()));
  const before = previous ? manifestPages(previous) : null;
  let old = await before?.next();
  const dropOld = async () => {
    const page = pageEntryOf(old!.value as string);
    tally.gone += 1;
    for (const file of page?.files ?? []) tally.goneFiles.add(file);
    old = await before!.next();
  };
  for (;;) {
    let min = -1;
    let minKey = '';
    for (let i = 0; i < current.length; i++) {
      if (current[i]!.done) continue;
      const key = pageKey(current[i]!.value as string);
      if (min === -1 || key < minKey) {
        min = i;
        minKey = key;
      }
    }
    if (min === -1) break;
    const line = current[min]!.value as string;
    current[min] = await heads[min]!.next();
    while (old && !old.done && pageKey(old.value) < minKey) await dropOld();
    const kept = old && !old.done && pageKey(old.value) === minKey ? old.value : undefined;
    if (kept !== undefined) old = await before!.next();
    if (line.includes('\t')) yield line;
    else if (kept !== undefined) {
      tally.kept += 1;
      yield kept;
    } else throw new Error(`build: page ${minKey} was neither rendered nor in the previous manifest`);
  }
  while (old && !old.done) await dropOld();
}

async function* linesOf(file: string): AsyncGenerator<string> {
  for await (const batch of readLineBatches(file)) for (const { text } of batch) if (text) yield text;
}

/**
 * Writes the manifest (temporary file + rename, so it appears whole or not at all), last: the
 * documents from `docs` in the order of `keys` (code-unit order), the pages as `pages` gives
 * them (mergePages: sorted). Equal sites have equal manifests.
 */
export async function writeManifest(
  siteDir: string,
  header: ManifestHeader,
  docs: Record<string, string>,
  keys: readonly string[],
  pages: AsyncIterable<string>,
): Promise<void> {
  const out = new JsonlWriter(path.join(siteDir, MANIFEST_FILE));
  try {
    await out.writeLines([
      FORMAT_LINE,
      JSON.stringify({ codeHash: header.codeHash, staticFiles: [...header.staticFiles].sort() }),
    ]);
    let batch: string[] = [];
    const flush = async (at: number) => {
      if (batch.length < at) return;
      await out.writeLines(batch);
      batch = [];
    };
    for (const key of keys) {
      batch.push(`${DOC_PREFIX}${key}\t${docs[key]}`);
      await flush(4096);
    }
    for await (const line of pages) {
      batch.push(PAGE_PREFIX + line);
      await flush(4096);
    }
    await flush(0);
    await out.commit();
  } catch (error) {
    await out.abort();
    throw error;
  }
}

/**
 * Removes the files of the pages that are gone (unless a page of the new manifest wrote the same
 * file) and the folders they leave empty.
 */
export async function removeGonePages(siteDir: string, tally: PageTally): Promise<void> {
  const gone = tally.goneFiles;
  if (gone.size === 0) return;
  const manifest = await readManifestHeader(siteDir);
  if (manifest) {
    for await (const line of manifestPages(manifest)) {
      for (const file of pageEntryOf(line)?.files ?? []) gone.delete(file);
    }
  }
  for (const file of gone) {
    rmSync(path.join(siteDir, file), { force: true });
    for (let dir = path.dirname(path.join(siteDir, file)); dir !== siteDir; dir = path.dirname(dir)) {
      if (!existsSync(dir) || readdirSync(dir).length > 0) break;
      rmdirSync(dir);
    }
  }
}

/**
 * Content hash of every document (`public/home` → hash) and of every folder's list of document
 * ids (`public/decks/types/` → hash), as the pages' readDoc and listDocIds see them. With a cache
 * file (`cacheFile`), a document whose size and modification time are those recorded is not read
 * again: `tcg aggregate` leaves unchanged documents untouched, so an incremental build reads only
 * the ones it rewrote. As in git's index, a file modified within TRUST_AFTER_MS of the cache's
 * writing is read again (it may have changed since, within the clock's granularity).
 */
export function hashDocs(docsDir: string, cacheFile?: string): Record<string, string> {
  const cache = cacheFile ? readHashCache(cacheFile) : undefined;
  const trustedBefore = (cache?.writtenAtMs ?? 0) - TRUST_AFTER_MS;
  const writtenAtMs = Date.now();
  // What the next cache records, by file (its hash is in `hashes`): parallel arrays, not a second
  // map of a million entries beside `hashes`.
  const next = { keys: [] as string[], sizes: [] as number[], mtimes: [] as number[] };
  const hashes: Record<string, string> = {};
  const walk = (relative: string) => {
    const ids: string[] = [];
    // One entry at a time: readdirSync would hold a folder of a million decks as a million Dirents.
    const dir = opendirSync(path.join(docsDir, relative));
    try {
      for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) {
        if (entry.name.startsWith('.')) continue; // the tools' own files (markers)
        const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
        if (entry.isDirectory()) walk(child);
        else if (entry.isFile() && entry.name.endsWith('.json')) {
          ids.push(entry.name.slice(0, -'.json'.length));
          const file = path.join(docsDir, child);
          const key = child.slice(0, -'.json'.length);
          let hash: string | undefined;
          if (cacheFile) {
            // Size and modification time (ms with its fraction: µs on this file system) as text.
            const stat = statSync(file);
            const stamp = `${stat.size}\t${stat.mtimeMs}\t`;
            const known = cache?.files.get(child);
            if (known?.startsWith(stamp) && stat.mtimeMs < trustedBefore) hash = known.slice(stamp.length);
            next.keys.push(key);
            next.sizes.push(stat.size);
            next.mtimes.push(stat.mtimeMs);
          }
          hashes[key] = hash ?? hashOf(readFileSync(file));
        }
      }
    } finally {
      dir.closeSync();
    }
    hashes[`${relative}/`] = hashOf(ids.sort().join('\n'));
  };
  walk('');
  if (cacheFile) {
    writeHashCache(cacheFile, writtenAtMs, function* () {
      for (let i = 0; i < next.keys.length; i++) {
        const key = next.keys[i]!;
        yield `${key}.json\t${next.sizes[i]}\t${next.mtimes[i]}\t${hashes[key]}\n`;
      }
    });
  }
  return hashes;
}

/** See hashDocs: a file modified this close to the cache's writing is hashed again. */
const TRUST_AFTER_MS = 2_000;
const HASH_CACHE_HEADER = 'tcg doc hashes 2';

/**
 * The cache: a header line with the time it was written, then one line per file (relative, with
 * .json): `file<TAB>size<TAB>mtimeMs<TAB>hash`. Read into memory as one text per file (`size<TAB>
 * mtimeMs<TAB>hash`): at a million documents, arrays of three strings each cost hundreds of MB.
 */
interface HashCache {
  writtenAtMs: number;
  files: Map<string, string>;
}

function readHashCache(file: string): HashCache | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const firstBreak = text.indexOf('\n');
  const header = text.slice(0, Math.max(0, firstBreak)).split(' ');
  const writtenAtMs = Number(header.pop());
  if (header.join(' ') !== HASH_CACHE_HEADER || !Number.isFinite(writtenAtMs)) return undefined;
  const files = new Map<string, string>();
  forEachTabLine(text, firstBreak + 1, (relative, entry) => files.set(relative, entry));
  return { writtenAtMs, files };
}

/** A cache that cannot be written (read-only folder) only costs the next build the reads. */
function writeHashCache(file: string, writtenAtMs: number, lines: () => Iterable<string>): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileInPieces(file, (put) => {
      put(`${HASH_CACHE_HEADER} ${writtenAtMs}\n`);
      for (const line of lines()) put(line);
    });
  } catch {
    // Left as it was (or absent): the next build hashes more.
  }
}
