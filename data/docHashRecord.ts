// Content hashes of document files with the size and modification time they had when hashed, one
// line a file: `file<TAB>size<TAB>mtimeMs<TAB>hash` (file relative, with .json) after a header
// line `tcg doc hashes 2 <writtenAtMs>`. Two writers, one reader:
// - `tcg aggregate` records each document it writes, as it writes it, in the documents folder
//   (DOC_HASHES_FILE, a dot file: never a document), so `tcg build` need not read the documents
//   the aggregate just wrote to hash them;
// - `tcg build` keeps its own cache of every document it hashed (cli/pipelines/site/accelerated/docHashes.ts).
// A line is believed while the file's size and time are the recorded ones, and only for a file
// last modified TRUST_AFTER_MS before the record was written: as in git's index, a change within
// the clock's granularity of the recording would leave the time as it was.
import { fstatSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileInPieces } from './atomic.ts';
import { hashOf } from './contentHash.ts';
import { LineChunks } from './lineChunks.ts';
import { overwriteFile } from './overwrite.ts';

/** The aggregate's record of the documents it wrote, in the documents folder. */
export const DOC_HASHES_FILE = '.tcg-doc-hashes';
const HEADER = 'tcg doc hashes 2';
/** See the head of this file: a file modified this close to the record's writing is hashed again. */
const TRUST_AFTER_MS = 2_000;

/** A file's size and modification time as a record line has them, up to its hash: `size<TAB>mtimeMs<TAB>`. */
export function stampOf(stat: { size: number; mtimeMs: number }): string {
  return `${stat.size}\t${stat.mtimeMs}\t`;
}

/**
 * Writes `json` to `file` (error naming the file) and gives its record line (without its newline),
 * with the size and time the file has once written: `relative` is its path in the documents
 * folder, with .json.
 */
export function writeRecorded(file: string, relative: string, json: string): string {
  const bytes = Buffer.from(json);
  let stamp = '';
  overwriteFile(file, bytes, (fd) => {
    stamp = stampOf(fstatSync(fd));
  });
  return `${relative}\t${stamp}${hashOf(bytes)}`;
}

/**
 * Writes documents with writeRecorded, each folder created once, and keeps their record lines.
 * Synchronously: a small file then costs one open, write and close, without three trips through
 * the thread pool and their promises (about a fifth of the CPU; a run with deck pages writes a
 * million files, see bench/README.md).
 */
export class RecordedWriter {
  private readonly folders = new Set<string>();
  /** The record lines of the files written, in chunks. */
  readonly lines = new LineChunks();

  /** Writes `json` to `file`, `relative` its path in the documents folder with .json. */
  write(file: string, relative: string, json: string): void {
    const folder = path.dirname(file);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    this.lines.add(writeRecorded(file, relative, json));
  }

  /** Forgets the folders made and the lines (the next run writes another folder). */
  clear(): void {
    this.folders.clear();
    this.lines.clear();
  }
}

/** Writes a record: the header with `writtenAtMs`, then the lines (each with its newline). */
export function writeDocHashes(
  file: string,
  writtenAtMs: number,
  lines: (put: (piece: string | Uint8Array) => void) => void,
): void {
  writeFileInPieces(file, (put) => {
    put(`${HEADER} ${writtenAtMs}\n`);
    lines(put);
  });
}

/** The aggregate's record of a documents folder, when there is one of this format. */
export function readDocHashRecord(docsDir: string): HashRecord | undefined {
  return readDocHashes(path.join(docsDir, DOC_HASHES_FILE));
}

/** A record file (the aggregate's or the build's cache), or undefined when absent or of another format. */
export function readDocHashes(file: string): HashRecord | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const firstBreak = text.indexOf('\n');
  const header = text.slice(0, Math.max(0, firstBreak)).split(' ');
  const writtenAtMs = Number(header.pop());
  if (header.join(' ') !== HEADER || !Number.isFinite(writtenAtMs)) return undefined;
  return new HashRecord(text, firstBreak + 1, writtenAtMs);
}

/**
 * A record as read, looked up file by file. A walk of the folder meets the files in the order the
 * build's cache lists them (its last walk), so each is looked for at the cursor first; a Map of
 * every line is made only when a file is out of order (added or removed, or the aggregate's
 * record, written in its own order), and the walk goes on in order from there.
 */
export class HashRecord {
  /** Where the line after the last one found starts. */
  private next: number;
  /** Every file's value start, made at the first file not found in order. */
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

  /**
   * The recorded hash of `file`, when its line's stamp is `stamp` (stampOf the file now) and the
   * file was last modified TRUST_AFTER_MS before the record was written; else undefined.
   */
  trustedHash(file: string, stamp: string, mtimeMs: number): string | undefined {
    if (mtimeMs >= this.writtenAtMs - TRUST_AFTER_MS) return undefined;
    const known = this.find(file);
    return known?.startsWith(stamp) ? known.slice(stamp.length) : undefined;
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
