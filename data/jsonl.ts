// JSON Lines streaming: a reader that yields each line with its number (so errors name the
// file and line) and a writer that streams to a temporary file and renames it at the end.
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { tempPathBeside } from './atomic.ts';

export interface JsonlLine {
  /** 1-based line number in the file. */
  number: number;
  /** The line's text without its line break. */
  text: string;
}

/**
 * Streams a file's lines in batches (one batch per chunk read), with their numbers, blank lines
 * included (callers skip them). Batches keep the per-line cost of async iteration out of the
 * hot loop; each chunk is decoded once (the decoder keeps multi-byte characters whole).
 */
export async function* readLineBatches(file: string, chunkSize = 1 << 20): AsyncGenerator<JsonlLine[]> {
  const stream = createReadStream(file, { highWaterMark: chunkSize });
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let number = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const text = carry + decoder.write(chunk);
    const batch: JsonlLine[] = [];
    let start = 0;
    let end = text.indexOf('\n', start);
    while (end !== -1) {
      number++;
      batch.push({ number, text: withoutCr(text.slice(start, end)) });
      start = end + 1;
      end = text.indexOf('\n', start);
    }
    carry = text.slice(start);
    if (batch.length > 0) yield batch;
  }
  carry += decoder.end();
  if (carry !== '') yield [{ number: number + 1, text: withoutCr(carry) }];
}

function withoutCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
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
  const stream = createReadStream(file, {
    highWaterMark: chunkSize,
    ...(range ? { start: range.start, end: range.end - 1 } : {}),
  });
  let carry: Buffer | undefined;
  for await (const read of stream as AsyncIterable<Buffer>) {
    const chunk = carry === undefined ? read : Buffer.concat([carry, read]);
    const last = chunk.lastIndexOf(0x0a);
    if (last === -1) {
      carry = chunk;
      continue;
    }
    carry = last + 1 < chunk.length ? chunk.subarray(last + 1) : undefined;
    yield chunk.subarray(0, last + 1);
  }
  if (carry !== undefined && carry.length > 0) yield carry;
}

/** Streams a file's lines one by one (see readLineBatches). */
export async function* readLines(file: string, chunkSize?: number): AsyncGenerator<JsonlLine> {
  for await (const batch of readLineBatches(file, chunkSize)) yield* batch;
}

/**
 * Writes lines to a temporary file beside `target`; `commit()` renames it onto `target`,
 * `abort()` removes it. Until commit, `target` is untouched.
 */
export class JsonlWriter {
  readonly tempPath: string;
  private readonly stream: WriteStream;
  private failure: Error | undefined;
  private closed = false;
  lines = 0;

  constructor(readonly target: string) {
    this.tempPath = tempPathBeside(target);
    this.stream = createWriteStream(this.tempPath, { highWaterMark: 1 << 20 });
    this.stream.on('error', (error) => {
      this.failure ??= error;
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
