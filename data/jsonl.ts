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

const NEWLINE = 0x0a;

/**
 * Streams the lines of a file with their numbers, blank lines included (callers skip them).
 * Splitting on the newline byte and decoding each line keeps multi-byte characters whole.
 */
export async function* readLines(file: string): AsyncGenerator<JsonlLine> {
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let number = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0;
    let end = chunk.indexOf(NEWLINE, start);
    while (end !== -1) {
      let text = carry + decoder.write(chunk.subarray(start, end));
      carry = '';
      if (text.endsWith('\r')) text = text.slice(0, -1);
      number++;
      yield { number, text };
      start = end + 1;
      end = chunk.indexOf(NEWLINE, start);
    }
    carry += decoder.write(chunk.subarray(start));
  }
  carry += decoder.end();
  if (carry !== '') {
    if (carry.endsWith('\r')) carry = carry.slice(0, -1);
    number++;
    yield { number, text: carry };
  }
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
