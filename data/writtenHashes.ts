// What `tcg aggregate` wrote, for `tcg build`'s document hashes (cli/pipelines/site/accelerated/
// docHashes.ts): each writer (a folder sink on the main thread, each worker thread's part) records
// every document file it writes: its size and modification time, and the content hash of the bytes
// it wrote. The build takes a file's hash from there when the file's size and modification time
// are still those recorded (as git's index does) instead of reading back every document the
// aggregate just wrote; any other file is read and hashed.
//
// A record is a dot file at the docs folder's root, `.tcg-written-<writer>`, of lines
// `file.json<TAB>size<TAB>mtimeMs<TAB>hash`, ended by `end<TAB><time written, ms>`: a record
// without its end (a writer stopped halfway) is not used. Lines go out in chunks as documents are
// written, so a writer holds no list of a million files.
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { forEachLine } from './atomic.ts';
import { hashOf } from './contentHash.ts';

/** The records' file names start so (a dot file: every reader of documents skips those). */
export const WRITTEN_PREFIX = '.tcg-written-';
const END = 'end\t';
const CHUNK_LINES = 4096;

/** One writer's record of the documents it writes (see the file's comment). */
export class WrittenHashes {
  private pending: string[] = [];
  private fd: number | undefined;

  /** `root`: the folder the documents' relative paths start from, where the record is written. */
  constructor(private readonly root: string) {}

  /** Notes a document file just written with `content` (its path relative to the root, with .json). */
  note(file: string, relative: string, content: string): void {
    const stat = statSync(file);
    this.pending.push(`${relative}\t${stat.size}\t${stat.mtimeMs}\t${hashOf(content)}\n`);
    if (this.pending.length >= CHUNK_LINES) this.flush();
  }

  /** Ends the record (it is used from then on); a writer that wrote nothing leaves none. */
  finish(): void {
    if (this.fd === undefined && this.pending.length === 0) return;
    this.pending.push(`${END}${Date.now()}\n`);
    this.flush();
    closeSync(this.fd!);
    this.fd = undefined;
  }

  /** Drops the record (the sink's run was aborted). */
  abandon(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    this.pending = [];
  }

  private flush(): void {
    this.fd ??= openSync(
      path.join(this.root, `${WRITTEN_PREFIX}${process.pid}-${threadId}-${randomBytes(4).toString('hex')}`),
      'wx',
    );
    writeSync(this.fd, this.pending.join(''));
    this.pending = [];
  }
}

/** Removes the records of a docs folder (a run updating it in place starts its own). */
export function removeWrittenHashes(docsDir: string): void {
  for (const name of recordNames(docsDir)) rmSync(path.join(docsDir, name), { force: true });
}

/**
 * The recorded hashes of a docs folder, by file (relative, with .json) as `size<TAB>mtimeMs<TAB>`
 * then the hash; only ended records, and only files modified at least `trustAfterMs` before their
 * record ended (one modified within the file system's clock granularity of its writing may have
 * changed since with the same size and time).
 */
export function readWrittenHashes(docsDir: string, trustAfterMs: number): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const name of recordNames(docsDir)) {
    let text: string;
    try {
      text = readFileSync(path.join(docsDir, name), 'utf8');
    } catch {
      continue;
    }
    const end = text.lastIndexOf(`\n${END}`, text.length - 2);
    const endedAt = Number(text.slice(end + 1 + END.length));
    if (end === -1 || !text.endsWith('\n') || !Number.isFinite(endedAt)) continue;
    const trustedBefore = endedAt - trustAfterMs;
    forEachLine(text, (line) => {
      const fields = line.split('\t');
      if (fields.length !== 4 || !(Number(fields[2]) < trustedBefore)) return;
      hashes.set(fields[0]!, `${fields[1]}\t${fields[2]}\t${fields[3]}`);
    });
  }
  return hashes;
}

function recordNames(docsDir: string): string[] {
  try {
    return readdirSync(docsDir).filter((name) => name.startsWith(WRITTEN_PREFIX));
  } catch {
    return [];
  }
}
