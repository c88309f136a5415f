// The content hash of every document of a docs folder, as `tcg build` compares them with the
// previous build's (incrementalManifest.ts): computed in a child process
// (hashDocsChild.ts), which writes them as sorted `key<TAB>hash` lines. At a million documents the
// walk's lines cost the process most of a GB, freed with it before the workers start.
import { mkdirSync, opendirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileInPieces } from '../../../../data/atomic.ts';
import { hashOf } from '../../../../data/contentHash.ts';

/** The hashes of hashDocs as `key<TAB>hash` lines, sorted by key in code-unit order (the manifest's order). */
export function docHashLines(hashes: ReadonlyMap<string, string>): string[] {
  return [...hashes.keys()].sort().map((key) => `${key}\t${hashes.get(key)}`);
}

/**
 * Content hash of every document (`public/home` → hash) and of every folder's list of document
 * ids (`public/decks/types/` → hash), as the pages' data hooks read and list them. With a cache
 * file (`cacheFile`), a document whose size and modification time are those recorded is not read
 * again: `tcg aggregate` leaves unchanged documents untouched, so an incremental build reads only
 * the ones it rewrote. As in git's index, a file modified within TRUST_AFTER_MS of the cache's
 * writing is read again (it may have changed since, within the clock's granularity).
 */
export function hashDocs(docsDir: string, cacheFile?: string): Map<string, string> {
  const cache = cacheFile ? readHashCache(cacheFile) : undefined;
  const trustedBefore = (cache?.writtenAtMs ?? 0) - TRUST_AFTER_MS;
  const writtenAtMs = Date.now();
  // The next cache's lines, in walk order, each as a number: a file found unchanged (the 99% of an
  // incremental build) keeps its line as read, by where it starts in the cache's text (a string a
  // file cost 100 MB more at a million documents); -1 - n for the n-th of the lines made anew.
  const lineRefs: number[] = [];
  const newLines: string[] = [];
  const hashes = new Map<string, string>();
  const walk = (relative: string) => {
    const ids: string[] = [];
    // One entry at a time: readdirSync would hold a folder of a million decks as a million Dirents.
    const dirPath = path.join(docsDir, relative);
    const dir = opendirSync(dirPath);
    try {
      for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) {
        const name = entry.name;
        if (name.startsWith('.')) continue; // the tools' own files (markers)
        const child = relative === '' ? name : `${relative}/${name}`;
        if (entry.isDirectory()) walk(child);
        else if (entry.isFile() && name.endsWith('.json')) {
          const id = name.slice(0, -'.json'.length);
          ids.push(id);
          // Joined by hand: path.join normalises the whole path, a million times at 1M decks.
          const file = `${dirPath}${path.sep}${name}`;
          const key = relative === '' ? id : `${relative}/${id}`;
          if (!cacheFile) {
            hashes.set(key, hashOf(readFileSync(file)));
            continue;
          }
          // Size and modification time (ms with its fraction: µs on this file system) as text.
          const stat = statSync(file);
          const stamp = `${stat.size}\t${stat.mtimeMs}\t`;
          const known = stat.mtimeMs < trustedBefore ? cache?.find(child) : undefined;
          if (known?.startsWith(stamp)) {
            hashes.set(key, known.slice(stamp.length));
            lineRefs.push(cache!.foundAt);
          } else {
            const hash = hashOf(readFileSync(file));
            hashes.set(key, hash);
            lineRefs.push(-1 - newLines.length);
            newLines.push(`${child}\t${stamp}${hash}\n`);
          }
        }
      }
    } finally {
      dir.closeSync();
    }
    hashes.set(`${relative}/`, hashOf(ids.sort().join('\n')));
  };
  walk('');
  if (cacheFile)
    writeHashCache(cacheFile, writtenAtMs, function* () {
      for (const ref of lineRefs) yield ref < 0 ? newLines[-1 - ref]! : cache!.lineAt(ref);
    });
  return hashes;
}

/** See hashDocs: a file modified this close to the cache's writing is hashed again. */
const TRUST_AFTER_MS = 2_000;
const HASH_CACHE_HEADER = 'tcg doc hashes 2';

/**
 * The cache: a header line with the time it was written, then one line per file (relative, with
 * .json): `file<TAB>size<TAB>mtimeMs<TAB>hash`, in the order the last walk met the files.
 */
class HashCache {
  /** Where the line after the last one found starts: the walk meets files in the cache's order. */
  private next: number;
  /** Every file's value start, made at the first file not found in order (added or removed). */
  private byFile: Map<string, number> | undefined;
  /** Where the line of the file `find` last found starts. */
  foundAt = -1;

  constructor(
    private readonly text: string,
    firstLine: number,
    readonly writtenAtMs: number,
  ) {
    this.next = firstLine;
  }

  /** The recorded `size<TAB>mtimeMs<TAB>hash` of `file`, if any. */
  find(file: string): string | undefined {
    const { text } = this;
    const at = this.next;
    let valueStart: number | undefined;
    if (text.startsWith(file, at) && text.charCodeAt(at + file.length) === 9)
      valueStart = at + file.length + 1;
    else {
      this.byFile ??= this.index();
      valueStart = this.byFile.get(file);
    }
    if (valueStart === undefined) return undefined;
    this.foundAt = valueStart - file.length - 1;
    let end = text.indexOf('\n', valueStart);
    if (end === -1) end = text.length;
    // The walk goes on from there: after one file added or removed, the rest is in order again.
    this.next = end + 1;
    return text.slice(valueStart, end);
  }

  /** The line starting at `start` (a file's, see foundAt), with its newline. */
  lineAt(start: number): string {
    const end = this.text.indexOf('\n', start);
    return end === -1 ? `${this.text.slice(start)}\n` : this.text.slice(start, end + 1);
  }

  private index(): Map<string, number> {
    const { text } = this;
    const byFile = new Map<string, number>();
    for (let at = text.indexOf('\n') + 1; at > 0 && at < text.length; ) {
      const end = text.indexOf('\n', at);
      const tab = text.indexOf('\t', at);
      if (tab !== -1 && (end === -1 || tab < end)) byFile.set(text.slice(at, tab), tab + 1);
      at = end + 1;
    }
    return byFile;
  }
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
  return new HashCache(text, firstBreak + 1, writtenAtMs);
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
