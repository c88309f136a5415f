// The build manifest: what an incremental `tcg build` needs to know about the site folder it
// updates. It lives in the site folder (`DIR/.tcg-build.json`, a dot file static hosts do not
// serve), so a site and its manifest travel together (Actions cache, copies) and cannot drift.
// Each page lists its files and its inputs: the documents it read (`public/home`) and the folder
// listings it used (`deck_rules/`), and the documents whose existence only it checked
// (`?public/decks/types/x`). A page is clean when the code hash is unchanged, every input's content
// hash is unchanged and every existence input still exists or still does not; everything else is
// re-rendered.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { forEachTabLine, writeFileInPieces } from '../../data/atomic.ts';
import { hashOf } from '../../data/contentHash.ts';

export const MANIFEST_FILE = '.tcg-build.json';
/** Before a page input: only whether the document exists matters (no collection starts with it). */
export const EXISTENCE_INPUT = '?';

export interface PageEntry {
  /** Files the page wrote, relative to the site folder with `/` (`decks/x/index.html`). */
  files: string[];
  /** Document paths, folder listings (ending in `/`) and existence checks (`?` first) it used. */
  inputs: string[];
}

export interface BuildManifest {
  format: 'tcg-build-manifest';
  // 2: existence inputs (a version-1 manifest listed them as content reads).
  version: 2;
  /** The site code (server and client bundle) and the site settings from env. */
  codeHash: string;
  /** Files of the client bundle copied into the site (assets/…), relative with `/`. */
  staticFiles: string[];
  /** Content hash of every document and folder listing of the docs folder. */
  docs: Record<string, string>;
  pages: Record<string, PageEntry>;
}

/** The manifest of a site folder, or null when it has none or one this version cannot use. */
export function readManifest(siteDir: string): BuildManifest | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(siteDir, MANIFEST_FILE), 'utf8')) as BuildManifest;
    return manifest.format === 'tcg-build-manifest' && manifest.version === 2 ? manifest : null;
  } catch {
    return null;
  }
}

/**
 * Written last (temp file + rename), with sorted keys so equal sites have equal manifests. Written
 * piece by piece: at a million pages the manifest is hundreds of MB of JSON, which one
 * JSON.stringify would hold as one string beside sorted copies of its records.
 */
export function writeManifest(siteDir: string, manifest: BuildManifest): void {
  writeFileInPieces(path.join(siteDir, MANIFEST_FILE), (put) => {
    const putRecord = <T>(record: Record<string, T>) => {
      put('{');
      // Code-unit order (not locale order), the same on every machine.
      let first = true;
      for (const key of Object.keys(record).sort()) {
        put(`${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(record[key])}`);
        first = false;
      }
      put('}');
    };
    put(`{"format":${JSON.stringify(manifest.format)},"version":${JSON.stringify(manifest.version)}`);
    put(`,"codeHash":${JSON.stringify(manifest.codeHash)}`);
    put(`,"staticFiles":${JSON.stringify([...manifest.staticFiles].sort())},"docs":`);
    putRecord(manifest.docs);
    put(',"pages":');
    putRecord(manifest.pages);
    put('}\n');
  });
}

/** Removed before an incremental build writes anything: an interrupted build is rebuilt in full. */
export function removeManifest(siteDir: string): void {
  rmSync(path.join(siteDir, MANIFEST_FILE), { force: true });
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
  const next: HashCache = { writtenAtMs: Date.now(), files: new Map() };
  const hashes: Record<string, string> = {};
  const walk = (relative: string) => {
    const ids: string[] = [];
    for (const entry of readdirSync(path.join(docsDir, relative), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue; // the tools' own files (markers)
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && entry.name.endsWith('.json')) {
        ids.push(entry.name.slice(0, -'.json'.length));
        const file = path.join(docsDir, child);
        let hash: string | undefined;
        if (cacheFile) {
          // Size and modification time (ms with its fraction: µs on this file system) as text.
          const stat = statSync(file);
          const stamp = `${stat.size}\t${stat.mtimeMs}\t`;
          const known = cache?.files.get(child);
          if (known?.startsWith(stamp) && stat.mtimeMs < trustedBefore) hash = known.slice(stamp.length);
          hash ??= hashOf(readFileSync(file));
          next.files.set(child, stamp + hash);
        } else hash = hashOf(readFileSync(file));
        hashes[child.slice(0, -'.json'.length)] = hash;
      }
    }
    hashes[`${relative}/`] = hashOf(ids.sort().join('\n'));
  };
  walk('');
  if (cacheFile) writeHashCache(cacheFile, next);
  return hashes;
}

/** See hashDocs: a file modified this close to the cache's writing is hashed again. */
const TRUST_AFTER_MS = 2_000;
const HASH_CACHE_HEADER = 'tcg doc hashes 2';

/**
 * The cache: a header line with the time it was written, then one line per file (relative, with
 * .json): `file<TAB>size<TAB>mtimeMs<TAB>hash`. Kept in memory as one text per file (`size<TAB>
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
function writeHashCache(file: string, cache: HashCache): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileInPieces(file, (put) => {
      put(`${HASH_CACHE_HEADER} ${cache.writtenAtMs}\n`);
      for (const [relative, entry] of cache.files) put(`${relative}\t${entry}\n`);
    });
  } catch {
    // Left as it was (or absent): the next build hashes more.
  }
}

/**
 * The pages whose inputs are unchanged (safe to keep as they are). A document that is missing now
 * and was missing before has no hash either time, so it does not make a page dirty; one that
 * appeared or disappeared does.
 */
export function cleanPages(previous: BuildManifest, docs: Record<string, string>): Set<string> {
  const clean = new Set<string>();
  for (const [url, page] of Object.entries(previous.pages)) {
    if (page.inputs.every((input) => inputUnchanged(input, previous.docs, docs))) clean.add(url);
  }
  return clean;
}

function inputUnchanged(input: string, before: Record<string, string>, now: Record<string, string>): boolean {
  if (!input.startsWith(EXISTENCE_INPUT)) return before[input] === now[input];
  const docPath = input.slice(EXISTENCE_INPUT.length);
  return docPath in before === docPath in now;
}

/** Whether any document or listing changed at all (nothing to render when none did). */
export function docsChanged(previous: BuildManifest, docs: Record<string, string>): boolean {
  const keys = Object.keys(docs);
  if (keys.length !== Object.keys(previous.docs).length) return true;
  return keys.some((key) => previous.docs[key] !== docs[key]);
}
