// The content hash of every document of a docs folder, as `tcg build` compares them with the
// previous build's (incrementalManifest.ts): computed in a child process
// (hashDocsChild.ts), which writes them as sorted `key<TAB>hash` lines. At a million documents the
// walk's maps cost the process most of a GB, freed with it before the workers start.
import { mkdirSync, opendirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { forEachTabLine, writeFileInPieces } from '../../../../data/atomic.ts';
import { hashOf } from '../../../../data/contentHash.ts';

/** The lines hashDocs' record gives, sorted by key in code-unit order (the manifest's order). */
export function docHashLines(hashes: Record<string, string>): string[] {
  return Object.keys(hashes)
    .sort()
    .map((key) => `${key}\t${hashes[key]}`);
}

/**
 * Content hash of every document (`public/home` → hash) and of every folder's list of document
 * ids (`public/decks/types/` → hash), as the pages' data hooks read and list them. With a cache
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
    const dirPath = path.join(docsDir, relative);
    const dir = opendirSync(dirPath);
    try {
      for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) {
        if (entry.name.startsWith('.')) continue; // the tools' own files (markers)
        const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
        if (entry.isDirectory()) walk(child);
        else if (entry.isFile() && entry.name.endsWith('.json')) {
          ids.push(entry.name.slice(0, -'.json'.length));
          // Joined by hand: path.join normalises the whole path, a million times at 1M decks.
          const file = `${dirPath}${path.sep}${entry.name}`;
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
