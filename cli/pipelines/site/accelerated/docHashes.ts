// The content hash of every document of a docs folder, as `tcg build` compares them with the
// previous build's (incrementalManifest.ts): computed in a child process
// (hashDocsChild.ts), which writes them as sorted `key<TAB>hash` lines. At a million documents the
// walk's lines cost the process most of a GB, freed with it before the workers start.
import { mkdirSync, opendirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../../../../data/contentHash.ts';
import { readDocHashes, readDocHashRecord, stampOf, writeDocHashes } from '../../../../data/docHashRecord.ts';

/** The hashes of hashDocs as `key<TAB>hash` lines, sorted by key in code-unit order (the manifest's order). */
export function docHashLines(hashes: ReadonlyMap<string, string>): string[] {
  return [...hashes.keys()].sort().map((key) => `${key}\t${hashes.get(key)}`);
}

/**
 * Content hash of every document (`public/home` → hash) and of every folder's list of document
 * ids (`public/decks/types/` → hash), as the pages' data hooks read and list them. With a cache
 * file (`cacheFile`), a document whose size and modification time are those recorded is not read
 * again: `tcg aggregate` leaves unchanged documents untouched, so an incremental build reads only
 * the ones it rewrote; and those it wrote, it recorded as it wrote them (data/docHashRecord.ts),
 * so even a first build reads none of a fresh aggregate's documents. As in git's index, a file
 * modified within 2 s of a record's writing is read again (it may have changed since,
 * within the clock's granularity).
 */
export function hashDocs(docsDir: string, cacheFile?: string): Map<string, string> {
  const cache = cacheFile ? readDocHashes(cacheFile) : undefined;
  const record = cacheFile ? readDocHashRecord(docsDir) : undefined;
  const writtenAtMs = Date.now();
  // The next cache's lines, in walk order, each as a number: a file found unchanged (the 99% of an
  // incremental build) keeps its line as read, by where it starts in the cache's text (a string a
  // file cost 100 MB more at a million documents), or FROM_RECORD + where it starts in the
  // aggregate's record (the same line); -1 - n for the n-th of the lines made anew.
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
          const stamp = stampOf(stat);
          const known = cache?.trustedHash(child, stamp, stat.mtimeMs);
          if (known !== undefined) {
            hashes.set(key, known);
            lineRefs.push(cache!.foundAt);
            continue;
          }
          const recorded = record?.trustedHash(child, stamp, stat.mtimeMs);
          if (recorded !== undefined) {
            hashes.set(key, recorded);
            lineRefs.push(FROM_RECORD + record!.foundAt);
            continue;
          }
          const hash = hashOf(readFileSync(file));
          hashes.set(key, hash);
          lineRefs.push(-1 - newLines.length);
          newLines.push(`${child}\t${stamp}${hash}\n`);
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
      for (const ref of lineRefs)
        yield ref < 0
          ? newLines[-1 - ref]!
          : ref >= FROM_RECORD
            ? record!.lineAt(ref - FROM_RECORD)
            : cache!.lineAt(ref);
    });
  return hashes;
}

/** See hashDocs' lineRefs: past any offset in a text. */
const FROM_RECORD = 2 ** 40;

/** A cache that cannot be written (read-only folder) only costs the next build the reads. */
function writeHashCache(file: string, writtenAtMs: number, lines: () => Iterable<string>): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeDocHashes(file, writtenAtMs, (put) => {
      for (const line of lines()) put(line);
    });
  } catch {
    // Left as it was (or absent): the next build hashes more.
  }
}
