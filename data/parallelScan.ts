// A JSONL file read in parts, one worker thread per part (data/partWorker.ts): the file is cut
// at line breaks into contiguous byte ranges of about equal size, each thread feeds its range to
// its own ScanPart, and the results come back in file order.
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Worker } from 'node:worker_threads';
import type { FieldProjection, ParallelScan, ReadOptions } from './store.ts';
import { errorFromThread, startTsWorker, type ThreadError } from './workerThreads.ts';

/** Below this size a file is read in the calling thread. */
const PARALLEL_MIN_BYTES = 32 << 20;

type PartReply =
  | { kind: 'progress'; docs: number }
  | { kind: 'done'; result: unknown }
  | { kind: 'error'; error: ThreadError };

/**
 * Reads `file` in `scan.threads` parts in worker threads and returns each part's result in file
 * order; undefined when the file is too small to be worth threads (or one thread is asked for).
 * The first error stops every thread and is thrown (a bad line names its line in the file).
 */
export async function scanFileInParts(
  file: string,
  scan: ParallelScan,
  options: ReadOptions & { total?: number } = {},
): Promise<unknown[] | undefined> {
  const { size } = await stat(file);
  if (scan.threads <= 1 || size < (scan.minBytes ?? PARALLEL_MIN_BYTES)) return undefined;
  const bounds = await lineBounds(file, size, scan.threads);
  const workers: Worker[] = [];
  let done = 0;
  try {
    return await Promise.all(
      bounds.slice(1).map((end, index) => {
        const worker = startTsWorker(new URL('./partWorker.ts', import.meta.url).href, {
          module: scan.module,
          data: scan.data,
          fields: options.fields as FieldProjection | undefined,
          file,
          start: bounds[index]!,
          end,
        });
        workers.push(worker);
        return new Promise<unknown>((resolve, reject) => {
          worker.on('message', (reply: PartReply) => {
            if (reply.kind === 'progress') {
              done += reply.docs;
              options.onProgress?.(done, options.total);
            } else if (reply.kind === 'done') resolve(reply.result);
            else reject(errorFromThread(reply.error));
          });
          worker.on('error', reject);
          worker.on('exit', (code) => reject(new Error(`a scan worker thread stopped (exit code ${code})`)));
        });
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * Where the parts start: 0, then each of the `parts - 1` even cuts moved just past the next line
 * break, then the file's size. Cuts that land in the same line collapse into one.
 */
export async function lineBounds(file: string, size: number, parts: number): Promise<number[]> {
  const bounds = [0];
  const handle = await open(file, 'r');
  try {
    const window = Buffer.alloc(1 << 16);
    for (let part = 1; part < parts; part++) {
      let at = Math.max(Math.floor((size * part) / parts), bounds.at(-1)!);
      let bound = size;
      while (at < size) {
        const { bytesRead } = await handle.read(window, 0, window.length, at);
        if (bytesRead === 0) break;
        const newline = window.subarray(0, bytesRead).indexOf(0x0a);
        if (newline !== -1) {
          bound = at + newline + 1;
          break;
        }
        at += bytesRead;
      }
      if (bound > bounds.at(-1)! && bound < size) bounds.push(bound);
    }
  } finally {
    await handle.close();
  }
  bounds.push(size);
  return bounds;
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
