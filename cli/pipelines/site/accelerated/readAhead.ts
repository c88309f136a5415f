// Reads ahead the documents the fast path is about to read (prerenderShard.ts). At a million decks
// the deck documents (11 GB) no longer stay in the page cache beside the pages being written, and
// each page waited for its document from the disk, one read at a time: up to 31% of a worker's
// time. A thread reads the next pages' documents, several at once, while the worker renders; the
// worker still reads each document itself, so what it renders never depends on the read-ahead (a
// wrong guess costs one wasted read).
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The documents a page of a kind will read, guessed from a page of the same kind that was
 * rendered: each of the sample's document inputs (site/lib/docs.ts: a key relative to the docs
 * folder, without .json) whose last segment is the sample's route value, with the page's value in
 * its place (`public_deck_details/ID`). Existence checks (`?…`) and listings (`…/`) are left out.
 */
export function guessInputs(sampleInputs: readonly string[], sampleValue: string, value: string): string[] {
  // Never a file outside the key's folder.
  if (sampleValue === '' || /^\.{0,2}$|[/\\]/.test(value)) return [];
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

/** Pages whose documents are kept queued ahead of the page being rendered. */
const LEAD_PAGES = 512;

/** Reads documents ahead of the worker's pages in a thread, started when first needed. */
export class ReadAhead {
  private thread: Worker | undefined;

  /** `root`: the docs folder the guessed keys are relative to. */
  constructor(private readonly root: string) {}

  /**
   * For a kind's pages, a function to call before rendering page `index`: it keeps the documents
   * of the next LEAD_PAGES pages queued, as guessed from a checked page of the kind and its inputs
   * (guessInputs). Undefined when there is nothing to guess by (no one route value, no document
   * named by it).
   */
  pagesAhead(
    check: { routeParams: Record<string, string> },
    inputs: readonly string[],
    pages: readonly { routeParams: Record<string, string> }[],
  ): ((index: number) => void) | undefined {
    const checkValue = onlyRouteValue(check.routeParams);
    if (checkValue === null || guessInputs(inputs, checkValue, checkValue).length === 0) return undefined;
    let queued = 0;
    return (index) => {
      // In steps of a quarter of the lead, so each message carries a batch.
      if (queued - index > (LEAD_PAGES * 3) / 4) return;
      const end = Math.min(pages.length, index + LEAD_PAGES);
      const files: string[] = [];
      for (; queued < end; queued++) {
        const value = onlyRouteValue(pages[queued]!.routeParams);
        if (value === null) continue;
        for (const key of guessInputs(inputs, checkValue, value))
          files.push(`${path.join(this.root, key)}.json`);
      }
      this.read(files);
    };
  }

  /** Queues files (absolute paths) to be read, after those queued before. */
  read(files: string[]): void {
    if (files.length === 0) return;
    if (!this.thread) {
      this.thread = new Worker(THREAD_SOURCE, { eval: true });
      // It never holds the worker open: the worker ends when its pages are done.
      this.thread.unref();
    }
    this.thread.postMessage(files);
  }

  /** Reads what is still queued and ends the thread: what it read (nothing, if it never started). */
  async finish(): Promise<ReadAheadCounts> {
    const thread = this.thread;
    if (!thread) return { read: 0, missing: 0 };
    this.thread = undefined;
    const counts = new Promise<ReadAheadCounts>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
    });
    thread.ref();
    thread.postMessage('stop');
    try {
      return await counts;
    } finally {
      await thread.terminate();
    }
  }
}
