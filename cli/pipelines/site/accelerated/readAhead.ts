// Reads ahead the documents the fast path is about to read (prerenderShard.ts). At a million decks
// the deck documents (11 GB) no longer stay in the page cache beside the pages being written, and
// each page waited for its document from the disk, one read at a time: up to 31% of a worker's
// time. A thread reads the next pages' documents, several at once, while the worker renders; the
// worker still reads each document itself, so what it renders never depends on the read-ahead (a
// wrong guess costs one wasted read).
import { Worker } from 'node:worker_threads';

/**
 * The documents a page of a kind will read, guessed from a page of the same kind that was
 * rendered: each of the sample's document inputs (site/lib/docs.ts: a key relative to the docs
 * folder, without .json) whose last segment is the sample's route value, with the page's value in
 * its place (`public_deck_details/ID`). Existence checks (`?…`) and listings (`…/`) are left out.
 */
export function guessInputs(sampleInputs: readonly string[], sampleValue: string, value: string): string[] {
  if (sampleValue === '') return [];
  const guesses: string[] = [];
  for (const key of sampleInputs) {
    if (key.startsWith('?') || key.endsWith('/')) continue;
    if (!key.endsWith(`/${sampleValue}`)) continue;
    guesses.push(key.slice(0, key.length - sampleValue.length) + value);
  }
  return guesses;
}

/** The value of a page's only route parameter, or null when it has none or several. */
export function onlyRouteValue(routeParams: Readonly<Record<string, string>>): string | null {
  const values = Object.values(routeParams);
  return values.length === 1 ? (values[0] ?? null) : null;
}

/** Reads at once in the thread: enough to keep a virtual disk's queue busy, few enough to stay ahead. */
const IN_FLIGHT = 8;

// The thread: files come in batches, are read in order, IN_FLIGHT at a time, each into a buffer of
// its slot that is reused (a Buffer per file is external memory the thread's rare GCs let pile up: a
// worker grew by 400 MB at 1M), and dropped. A file that cannot be read (a guess that does not
// exist) is counted and skipped. On 'stop' it answers with its counts once every file queued has
// been read (by then the worker has read them: a few cached reads).
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const queue = [];
const free = Array.from({ length: ${IN_FLIGHT} }, () => Buffer.allocUnsafe(64 * 1024));
let next = 0, read = 0, missing = 0, stopping = false;
function readWhole(file, buffer, done) {
  fs.open(file, 'r', (error, fd) => {
    if (error) return done(error);
    // A read short of the buffer has reached the end: no further read to see nothing come.
    const step = (error, bytes) => {
      if (error || bytes < buffer.length) return fs.close(fd, () => done(error));
      fs.read(fd, buffer, 0, buffer.length, null, step);
    };
    fs.read(fd, buffer, 0, buffer.length, null, step);
  });
}
function pump() {
  while (free.length > 0 && next < queue.length) {
    const file = queue[next++];
    const buffer = free.pop();
    readWhole(file, buffer, (error) => {
      if (error) missing++;
      else read++;
      free.push(buffer);
      if (next === queue.length) { queue.length = 0; next = 0; }
      pump();
    });
  }
  if (stopping && free.length === ${IN_FLIGHT} && next === queue.length) parentPort.postMessage({ read, missing });
}
parentPort.on('message', (message) => {
  if (message === 'stop') stopping = true;
  else for (const file of message) queue.push(file);
  pump();
});
`;

export interface ReadAheadCounts {
  /** Documents read ahead. */
  read: number;
  /** Guesses that could not be read (no such document). */
  missing: number;
}

/** A thread that reads files ahead of the worker, dropping what it reads. */
export class ReadAhead {
  private readonly thread = new Worker(THREAD_SOURCE, { eval: true });

  constructor() {
    // It never holds the worker open: the worker ends when its pages are done.
    this.thread.unref();
  }

  /** Queues files (absolute paths) to be read, after those queued before. */
  read(files: string[]): void {
    if (files.length > 0) this.thread.postMessage(files);
  }

  /** Reads what is still queued and ends the thread: what it read. */
  async finish(): Promise<ReadAheadCounts> {
    const counts = new Promise<ReadAheadCounts>((resolve, reject) => {
      this.thread.once('message', resolve);
      this.thread.once('error', reject);
    });
    this.thread.ref();
    this.thread.postMessage('stop');
    try {
      return await counts;
    } finally {
      await this.thread.terminate();
    }
  }
}
