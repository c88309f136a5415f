// JSON Lines streaming: a reader that yields each line with its number (so errors name the
// file and line) and a writer that streams to a temporary file and renames it at the end; and a
// snapshot's line as a document: parsed whole (errors name the file and line) or read by the
// projection scanner, and rewritten with changed fields.
import { isUtf8 } from 'node:buffer';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { type UserError, userError } from '../engine/userError.ts';
import type { ProjectionScanner } from './accelerators/byteScanner/jsonProjection.ts';
import { attributesToKeep, type KeptAttributes, keepAttributes, tempPathBeside, withPath } from './atomic.ts';
import type { StoredDoc } from './store.ts';

export interface JsonlLine {
  /** 1-based line number in the file. */
  number: number;
  /** The line's text without its line break. */
  text: string;
  /** What followed the text in the file: `\n`, `\r\n`, or for a last line without a break `\r` or nothing. */
  ending: string;
}

/**
 * Streams a file's lines in batches (one batch per chunk of whole lines), with their numbers,
 * blank lines included (callers skip them). Batches keep the per-line cost of async iteration
 * out of the hot loop. A line that is not valid UTF-8 is a UserError naming the file and line
 * (decoding would turn its bytes into U+FFFD without a word).
 */
export async function* readLineBatches(file: string, chunkSize = 1 << 20): AsyncGenerator<JsonlLine[]> {
  let number = 0;
  for await (const chunk of readLineChunks(file, chunkSize)) {
    const bad = invalidUtf8(chunk);
    if (bad) throw notUtf8Error(file, number + bad.line, bad.byte);
    const text = chunk.toString('utf8');
    const batch: JsonlLine[] = [];
    let start = 0;
    while (start < text.length) {
      const newline = text.indexOf('\n', start);
      const end = newline === -1 ? text.length : newline;
      const cr = end > start && text.charCodeAt(end - 1) === 13;
      number++;
      batch.push({
        number,
        text: text.slice(start, cr ? end - 1 : end),
        ending: `${cr ? '\r' : ''}${newline === -1 ? '' : '\n'}`,
      });
      start = end + 1;
    }
    yield batch;
  }
}

/**
 * The first line of a chunk of whole lines that is not valid UTF-8 (1-based within the chunk)
 * and the first bad byte in it (1-based), or undefined when the chunk is valid (checked at once).
 */
export function invalidUtf8(chunk: Buffer): { line: number; byte: number } | undefined {
  if (isUtf8(chunk)) return undefined;
  let line = 1;
  for (let start = 0; start < chunk.length; line++) {
    let end = chunk.indexOf(0x0a, start);
    if (end === -1) end = chunk.length;
    const bytes = chunk.subarray(start, end);
    if (!isUtf8(bytes)) {
      // Decoding replaces the first bad sequence with U+FFFD: the bytes differ from there on.
      const decoded = Buffer.from(bytes.toString('utf8'));
      let at = 0;
      while (at < bytes.length && bytes[at] === decoded[at]) at++;
      return { line, byte: at + 1 };
    }
    start = end + 1;
  }
  return undefined;
}

/** The error for a line that is not valid UTF-8. */
export function notUtf8Error(file: string, line: number, byte: number): UserError {
  return userError(
    'SNAPSHOT_INVALID_LINE',
    `${file}:${line}: not valid UTF-8 (byte ${byte} of the line); save the file as UTF-8 (not Shift_JIS) or re-export it`,
  );
}

/**
 * Streams a file as Buffers of whole lines: each chunk ends just after a line break (the last
 * one may end without). Lines are not decoded, so callers that work on bytes copy unchanged
 * lines through as they are. A line longer than `chunkSize` comes whole in one bigger chunk.
 * With `range`, only the bytes [start, end) are read (a part that starts at a line).
 */
export async function* readLineChunks(
  file: string,
  chunkSize = 1 << 20,
  range: { start: number; end: number } | undefined = undefined,
): AsyncGenerator<Buffer> {
  if (range && range.end <= range.start) return;
  const handle = await open(file, 'r');
  try {
    const end = range?.end ?? Number.POSITIVE_INFINITY;
    let position = range?.start ?? 0;
    let carry: Buffer | undefined;
    while (position < end) {
      // The line carried over goes first in a fresh buffer and the read lands right after it, so
      // no chunk is copied whole (a million decks are 7 GB of lines).
      const held = carry?.length ?? 0;
      const want = Math.min(chunkSize, end - position);
      const buffer = Buffer.allocUnsafe(held + want);
      carry?.copy(buffer, 0);
      const { bytesRead } = await handle.read(buffer, held, want, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      const chunk = buffer.subarray(0, held + bytesRead);
      const last = chunk.lastIndexOf(0x0a);
      if (last === -1) {
        carry = chunk;
        continue;
      }
      carry = last + 1 < chunk.length ? chunk.subarray(last + 1) : undefined;
      yield chunk.subarray(0, last + 1);
    }
    if (carry !== undefined && carry.length > 0) yield carry;
  } finally {
    await handle.close();
  }
}

/** Streams a file's lines one by one (see readLineBatches). */
export async function* readLines(file: string, chunkSize?: number): AsyncGenerator<JsonlLine> {
  for await (const batch of readLineBatches(file, chunkSize)) yield* batch;
}

/** The number of lines that end before byte `offset` (the line number at `offset`, minus one). */
export async function countLinesBefore(file: string, offset: number): Promise<number> {
  if (offset <= 0) return 0;
  let lines = 0;
  for await (const piece of createReadStream(file, { start: 0, end: offset - 1 }) as AsyncIterable<Buffer>) {
    let at = piece.indexOf(0x0a);
    while (at !== -1) {
      lines++;
      at = piece.indexOf(0x0a, at + 1);
    }
  }
  return lines;
}

/**
 * The lines of an async source of line batches, read one at a time in step with another source
 * (a merge of sorted files): `line` is the current line, undefined once the source is done. Only
 * a used-up batch costs an await (`if (!cursor.advance()) await cursor.refill()`), not each line.
 */
export class LineCursor {
  line: string | undefined;
  private batch: readonly string[] = [];
  private at = 0;
  private readonly source: AsyncIterator<readonly string[]>;

  private constructor(batches: AsyncIterable<readonly string[]>) {
    this.source = batches[Symbol.asyncIterator]();
  }

  /** A cursor on the first line of `batches`. */
  static async open(batches: AsyncIterable<readonly string[]>): Promise<LineCursor> {
    const cursor = new LineCursor(batches);
    await cursor.refill();
    return cursor;
  }

  /** Moves to the next line of the batch; false when the batch is used up (then refill). */
  advance(): boolean {
    this.at += 1;
    if (this.at >= this.batch.length) return false;
    this.line = this.batch[this.at];
    return true;
  }

  /** Moves to the first line of the next non-empty batch, or to the end. */
  async refill(): Promise<void> {
    for (;;) {
      const next = await this.source.next();
      if (next.done) {
        this.line = undefined;
        this.batch = [];
        this.at = 0;
        return;
      }
      if (next.value.length > 0) {
        this.batch = next.value;
        this.at = 0;
        this.line = next.value[0];
        return;
      }
    }
  }
}

/**
 * Writes lines to a temporary file beside `target` (with target's mode and owner when it exists);
 * `commit()` renames it onto `target`, `abort()` removes it. Until commit, `target` is untouched.
 */
export class JsonlWriter {
  readonly tempPath: string;
  /** The mode and owner of the file being replaced, kept by the new one. */
  private readonly kept: KeptAttributes | undefined;
  private readonly stream: WriteStream;
  private failure: Error | undefined;
  private closed = false;
  lines = 0;

  constructor(readonly target: string) {
    this.tempPath = tempPathBeside(target);
    this.kept = attributesToKeep(target);
    this.stream = createWriteStream(this.tempPath, {
      highWaterMark: 1 << 20,
      ...(this.kept === undefined ? {} : { mode: this.kept.mode }),
    });
    // A stream's write error says only "write": it is given the file's path first (this listener
    // runs before drained's and close's), so the one-line error names the file.
    this.stream.on('error', (error) => {
      this.failure ??= withPath(error, this.tempPath) as Error;
    });
  }

  /** Writes one line (its text, without a line break); waits when the stream's buffer is full. */
  async writeLine(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    this.lines++;
    if (!this.stream.write(`${text}\n`)) await this.drained();
  }

  /** Writes many lines at once (each without a line break): one buffer write per batch. */
  async writeLines(texts: readonly string[]): Promise<void> {
    if (texts.length === 0) return;
    if (this.failure) throw this.failure;
    this.lines += texts.length;
    if (!this.stream.write(`${texts.join('\n')}\n`)) await this.drained();
  }

  /** Writes bytes holding whole lines (`lines` of them), each ending with a line break. */
  async writeBytes(bytes: Uint8Array, lines: number): Promise<void> {
    if (bytes.length === 0) return;
    if (this.failure) throw this.failure;
    this.lines += lines;
    if (!this.stream.write(bytes)) await this.drained();
  }

  /** Serialises a document as one line. */
  writeDoc(doc: object): Promise<void> {
    return this.writeLine(JSON.stringify(doc));
  }

  /** Flushes, closes and renames the temporary file onto the target. */
  async commit(): Promise<void> {
    await this.close();
    if (this.failure) {
      await rm(this.tempPath, { force: true });
      throw this.failure;
    }
    try {
      await keepAttributes(this.tempPath, this.kept);
    } catch (error) {
      await rm(this.tempPath, { force: true });
      throw error;
    }
    await rename(this.tempPath, this.target);
  }

  /** Closes and removes the temporary file; the target stays as it was. */
  async abort(): Promise<void> {
    await this.close().catch(() => undefined);
    await rm(this.tempPath, { force: true });
  }

  private drained(): Promise<void> {
    return new Promise((resolve, reject) => {
      const onDrain = () => {
        this.stream.off('error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        this.stream.off('drain', onDrain);
        reject(error);
      };
      this.stream.once('drain', onDrain);
      this.stream.once('error', onError);
    });
  }

  private close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.closed = true;
    return new Promise((resolve, reject) => {
      this.stream.end((error?: Error | null) => (error ? reject(error) : resolve()));
    });
  }
}

/** Parses one line into a document, or throws a UserError naming the file and line. */
export function parseDocLine(file: string, number: number, text: string): StoredDoc {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw userError(
      'SNAPSHOT_INVALID_LINE',
      `${file}:${number}: not valid JSON (${reason}); fix or remove the line`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw userError(
      'SNAPSHOT_INVALID_LINE',
      `${file}:${number}: not a JSON object; each line must be one document {"id": "...", ...}`,
    );
  }
  const id = (value as { id?: unknown }).id;
  if (typeof id !== 'string' || id === '') {
    throw userError(
      'SNAPSHOT_INVALID_LINE',
      `${file}:${number}: no "id" (a non-empty string); each line must start a document with its id`,
    );
  }
  return value as StoredDoc;
}

/**
 * The document on `buf[start, end)` as the scanner read it, or undefined when the line is left to
 * parseDocLine: no scanner, a line the scanner gives up on, or one without a string id.
 */
export function scannedDoc(
  scanner: ProjectionScanner | undefined,
  buf: Buffer,
  start: number,
  end: number,
): StoredDoc | undefined {
  const scanned = scanner?.scan(buf, start, end);
  return scanned !== undefined && typeof scanned.id === 'string' && scanned.id !== ''
    ? (scanned as StoredDoc)
    : undefined;
}

/**
 * The line of `doc` with `fields` set. When the document has none of the fields yet (a first
 * classification), they are appended to the original text, so the rest of the line is neither
 * serialised again nor changed; otherwise the merged document is serialised whole.
 */
export function withFields(text: string, doc: StoredDoc, fields: Record<string, unknown>): string {
  let append = true;
  for (const key in fields) {
    if (fields[key] === undefined || Object.hasOwn(doc, key)) {
      append = false;
      break;
    }
  }
  const line = text.trimEnd();
  if (append && line.endsWith('}')) {
    const added = JSON.stringify(fields);
    if (added === '{}') return text;
    return `${line.slice(0, -1)},${added.slice(1)}`;
  }
  return JSON.stringify({ ...doc, ...fields });
}
