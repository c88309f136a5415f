// Updating a snapshot's JSONL file in place: the file is read as bytes in chunks of whole lines;
// unchanged lines are copied through as they are (a chunk without a change with one write),
// changed documents get their new fields spliced into their line, and the new file replaces the
// old one at the end (temporary file + rename). Nothing is written before the first change.
import { createReadStream } from 'node:fs';
import { assertDocChange, type DocChange } from '../../../engine/docChange.ts';
import type { CountedDeck, StoredDeck } from '../../../engine/rules/classify.ts';
import type { DocUpdate } from '../../../engine/tasks.ts';
import {
  invalidUtf8,
  JsonlWriter,
  notUtf8Error,
  parseDocLine,
  readLineChunks,
  scannedDoc,
  withFields,
} from '../../jsonl.ts';
import type { UpdateResult } from '../../store.ts';
import type { ProjectionScanner } from '../byteScanner/jsonProjection.ts';
import { type CountedChunk, CountedChunkBuilder } from '../classifyCache.ts';
import type { TaskPool } from '../threads/threadPool.ts';

/** How often (in documents) `onProgress` is called. */
const PROGRESS_EVERY = 1000;
const NEWLINE = Buffer.from('\n');

export interface FileUpdate {
  file: string;
  /** The number of documents, when known (for progress). */
  total: number | undefined;
  dryRun: boolean;
  onProgress: ((done: number, total: number | undefined) => void) | undefined;
  /** Reads only the projected fields of each line (the rest is copied as it is). */
  scanner: ProjectionScanner | undefined;
  /** The update run in this thread (without a pool). */
  update: DocUpdate;
  /** Worker threads that update chunks instead, set up with the same update as a typed task. */
  pool: TaskPool | undefined;
  /** Chunks kept in flight in the pool: two per thread, so none waits for work. */
  inFlight: number;
  /** Counts each document as it is after the update, into each chunk's result (`counted`). */
  count?: DocCount;
  /**
   * What is known of a chunk without reading its lines (a cache): its result with no new bytes,
   * or undefined to update it. Given the chunk's first line and its number of lines.
   */
  known?: (firstLine: number, lines: number) => ChunkResult | undefined;
  /**
   * Each chunk's result in file order, with its first line, after it is written: `bytes` are its
   * lines as the file now holds them, from byte `at` (the file as read, when nothing changed).
   */
  onChunk?: (result: ChunkResult, firstLine: number, bytes: Uint8Array, at: number) => void;
}

/** A document as a cache keeps it (data/accelerators/classifyCache.ts countedDeck). */
export type DocCount = (doc: StoredDeck) => CountedDeck;

/** Updates a file; `written` is false when nothing changed (the file was only read) or in a dry run. */
export async function updateFile(options: FileUpdate): Promise<UpdateResult & { written: boolean }> {
  const { file, total, pool, scanner, update } = options;
  const { count } = options;
  const inline = (chunk: Buffer, firstLine: number) =>
    Promise.resolve(
      updateChunk(chunk, {
        file,
        firstLine,
        scanner,
        update,
        write: !options.dryRun,
        ...(count ? { count } : {}),
      }),
    );
  let writer: JsonlWriter | undefined;
  let read = 0;
  let changed = 0;
  let bytesBefore = 0;
  /** Where the next chunk's lines start in the file as written. */
  let writtenBefore = 0;
  // Chunks in flight (in worker threads), oldest first; results are taken in file order.
  const pending: { chunk: Buffer; firstLine: number; result: Promise<ChunkResult> }[] = [];
  const take = async () => {
    const { chunk, firstLine, result: promised } = pending.shift()!;
    const result = await promised;
    if (result.changed > 0 && !options.dryRun && writer === undefined) {
      writer = new JsonlWriter(file);
      await copyStart(file, bytesBefore, writer);
    }
    const before = read;
    read += result.read;
    changed += result.changed;
    bytesBefore += chunk.length;
    if (options.onProgress && Math.floor(read / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) {
      options.onProgress(read, total);
    }
    const bytes = result.bytes ?? chunk;
    await writer?.writeBytes(result.bytes ?? withLastNewline(chunk), result.lines);
    options.onChunk?.(result, firstLine, bytes, writtenBefore);
    // (A line break added after the file's last line moves no line's start.)
    writtenBefore += bytes.length;
  };
  try {
    let firstLine = 1;
    for await (const chunk of readLineChunks(file)) {
      const lines = lineCount(chunk);
      const known = options.known?.(firstLine, lines);
      pending.push({
        chunk,
        firstLine,
        result: known
          ? Promise.resolve(known)
          : pool
            ? pool.run({ op: 'updateChunk', chunk, firstLine }).then(asBuffers)
            : inline(chunk, firstLine),
      });
      // A rejected result is awaited in file order; until then it must not count as unhandled.
      pending.at(-1)!.result.catch(() => undefined);
      firstLine += lines;
      while (pending.length > (pool ? options.inFlight : 0)) await take();
    }
    while (pending.length > 0) await take();
    options.onProgress?.(read, total);
  } catch (error) {
    await writer?.abort();
    throw error;
  }
  if (!writer) return { read, changed, written: false };
  await writer.commit();
  return { read, changed, written: true };
}

/** What updateChunk needs besides the chunk. */
export interface ChunkUpdate {
  /** The file, for error messages. */
  file: string;
  /** The number of the chunk's first line in the file. */
  firstLine: number;
  scanner: ProjectionScanner | undefined;
  update: DocUpdate;
  /** Build the chunk's new bytes (false for a dry run: only count). */
  write: boolean;
  /** Counts each document as it is after the update (as written; as read in a dry run). */
  count?: DocCount;
}

export interface ChunkResult {
  /** The chunk's new bytes, every line ending with a line break; undefined when no line changed. */
  bytes: Uint8Array | undefined;
  lines: number;
  read: number;
  changed: number;
  /** The documents as `count` counted them, when given. */
  counted?: CountedChunk;
}

/** A result from a worker thread: its bytes arrive as a Uint8Array. */
function asBuffers(result: ChunkResult): ChunkResult {
  const { bytes } = result;
  return { ...result, bytes: bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) };
}

/**
 * Visits every document of a chunk of whole lines (see readLineChunks): scanned for the
 * projected fields when there is a scanner, else (or when the scanner leaves the line alone)
 * parsed whole, so a bad line is a UserError naming the file and line. Blank lines are skipped
 * and kept; a changed document gets its new fields spliced into its line.
 */
export function updateChunk(chunk: Buffer, options: ChunkUpdate): ChunkResult {
  const { file, scanner, update, write, count } = options;
  const counted = count ? new CountedChunkBuilder() : undefined;
  const bad = invalidUtf8(chunk);
  if (bad) throw notUtf8Error(file, options.firstLine + bad.line - 1, bad.byte);
  const parts: Uint8Array[] = [];
  let copied = 0;
  let lines = 0;
  let read = 0;
  let changed = 0;
  let pos = 0;
  while (pos < chunk.length) {
    const newline = chunk.indexOf(0x0a, pos);
    const start = pos;
    let end = newline === -1 ? chunk.length : newline;
    pos = newline === -1 ? chunk.length : newline + 1;
    if (end > start && chunk[end - 1] === 0x0d) end--;
    lines++;
    let doc = scannedDoc(scanner, chunk, start, end);
    let text: string | undefined;
    if (doc === undefined) {
      text = chunk.toString('utf8', start, end);
      if (text.trim() === '') continue;
      doc = parseDocLine(file, options.firstLine + lines - 1, text);
    }
    read++;
    const change = update(doc);
    if (counted) counted.add(lines - 1, count!(change && write ? applied(doc, change) : doc));
    if (change === undefined) continue;
    changed++;
    if (!write) continue;
    const fields = splicedFields(change, file);
    const spliced = text === undefined ? scanner!.withFields(fields) : undefined;
    const line =
      spliced ??
      Buffer.from(
        text === undefined
          ? JSON.stringify({ ...JSON.parse(chunk.toString('utf8', start, end)), ...fields })
          : withFields(text, doc, fields),
        'utf8',
      );
    parts.push(chunk.subarray(copied, start), line);
    copied = end;
  }
  const counts = counted ? { counted: counted.result() } : {};
  if (!write || changed === 0) return { bytes: undefined, lines, read, changed, ...counts };
  parts.push(chunk.subarray(copied));
  if (chunk.at(-1) !== 0x0a) parts.push(NEWLINE);
  return { bytes: Buffer.concat(parts), lines, read, changed, ...counts };
}

/** A document with a change made: what its new line holds (the fields set, the removed ones gone). */
function applied(doc: StoredDeck, change: DocChange): StoredDeck {
  const after: StoredDeck = { ...doc, ...change.set };
  for (const key of change.remove) delete after[key];
  return after;
}

/**
 * A change as the line splicers take it (jsonProjection withFields, jsonl withFields):
 * the fields to set with their values, the fields to remove as undefined.
 */
function splicedFields(change: DocChange, file: string): Record<string, unknown> {
  assertDocChange(change, file);
  const fields: Record<string, unknown> = { ...change.set };
  for (const key of change.remove) fields[key] = undefined;
  return fields;
}

/** The lines of a chunk: its line breaks, plus one for a last line without. */
function lineCount(chunk: Buffer): number {
  let lines = 0;
  let at = chunk.indexOf(0x0a);
  while (at !== -1) {
    lines++;
    at = chunk.indexOf(0x0a, at + 1);
  }
  return chunk.length > 0 && chunk.at(-1) !== 0x0a ? lines + 1 : lines;
}

/** The chunk, with a line break added when its last line lacks one (so appended lines stay apart). */
function withLastNewline(chunk: Buffer): Buffer {
  return chunk.at(-1) === 0x0a || chunk.length === 0 ? chunk : Buffer.concat([chunk, NEWLINE]);
}

/** Copies the file's first `bytes` bytes to the writer (the lines before the first change). */
async function copyStart(file: string, bytes: number, writer: JsonlWriter): Promise<void> {
  if (bytes === 0) return;
  const stream = createReadStream(file, { start: 0, end: bytes - 1, highWaterMark: 1 << 20 });
  for await (const piece of stream as AsyncIterable<Buffer>) await writer.writeBytes(piece, 0);
}
