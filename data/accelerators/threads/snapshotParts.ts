// A JSONL file folded in parts, one worker thread per part: the file is cut at line breaks into
// contiguous byte ranges of about equal size, each thread folds its range with its own fold of
// the typed task, and the results come back in file order.
import { open, stat } from 'node:fs/promises';
import { MessageChannel } from 'node:worker_threads';
import type { DocFold } from '../../../engine/aggregate/aggregatePart.ts';
import type { FoldResult, FoldTask } from '../../../engine/tasks.ts';
import {
  countLinesBefore,
  invalidUtf8,
  notUtf8Error,
  parseDocLine,
  readLineChunks,
  scannedDoc,
} from '../../jsonl.ts';
import type { ReadOptions } from '../../store.ts';
import type { ProjectionScanner } from '../byteScanner/jsonProjection.ts';
import type { PartTarget, PartWriteSummary } from './partDocWriter.ts';
import { TaskPool } from './threadPool.ts';

/** Documents between two progress reports of a part. */
const PROGRESS_EVERY = 10_000;

/** A part's fold result, and what it wrote when the task emits documents (options.documents). */
export type PartResult<T extends FoldTask> = FoldResult<T> & { documents?: PartWriteSummary };

/**
 * Folds `file` in `threads` parts in worker threads and returns each part's result in file
 * order; undefined when the file is smaller than `minBytes` (threads would cost more than they
 * save) or one thread is asked for. The first error stops every thread and is thrown (a bad line
 * names its line in the file).
 */
export async function foldFileInParts<T extends FoldTask>(
  file: string,
  task: T,
  options: ReadOptions & {
    threads: number;
    minBytes: number;
    total: number | undefined;
    documents?: PartTarget;
  },
): Promise<PartResult<T>[] | undefined> {
  const { size } = await stat(file);
  if (options.threads <= 1 || size < options.minBytes) return undefined;
  const bounds = await lineBounds(file, size, options.threads);
  const pool = TaskPool.open(bounds.length - 1, {
    task,
    file,
    write: false,
    ...(options.documents ? { documents: options.documents } : {}),
  });
  let done = 0;
  const ports: MessageChannel[] = [];
  try {
    return (await Promise.all(
      bounds.slice(1).map((end, index) => {
        const channel = new MessageChannel();
        ports.push(channel);
        channel.port1.on('message', (docs: number) => {
          done += docs;
          options.onProgress?.(done, options.total);
        });
        return pool.run({ op: 'foldPart', start: bounds[index]!, end, progress: channel.port2 });
      }),
    )) as PartResult<T>[];
  } finally {
    for (const channel of ports) channel.port1.close();
    await pool.close();
  }
}

/**
 * Adds every document of the bytes [start, end) of `file` (a part that starts at a line) to
 * `fold`, scanned for the projected fields or parsed whole; `progress` gets document counts.
 */
export async function foldRange<R>(
  file: string,
  range: { start: number; end: number },
  scanner: ProjectionScanner | undefined,
  fold: DocFold<R>,
  progress: (docs: number) => void,
): Promise<R> {
  let line = 0;
  let docs = 0;
  for await (const chunk of readLineChunks(file, 1 << 20, range)) {
    const bad = invalidUtf8(chunk);
    if (bad)
      throw notUtf8Error(file, (await countLinesBefore(file, range.start)) + line + bad.line, bad.byte);
    let pos = 0;
    while (pos < chunk.length) {
      const newline = chunk.indexOf(0x0a, pos);
      const lineStart = pos;
      let lineEnd = newline === -1 ? chunk.length : newline;
      pos = newline === -1 ? chunk.length : newline + 1;
      line++;
      if (lineEnd > lineStart && chunk[lineEnd - 1] === 0x0d) lineEnd--;
      let doc = scannedDoc(scanner, chunk, lineStart, lineEnd);
      if (doc === undefined) {
        const text = chunk.toString('utf8', lineStart, lineEnd);
        if (text.trim() === '') continue;
        try {
          doc = parseDocLine(file, line, text);
        } catch {
          // The error names the line in the whole file, which this part starts inside.
          doc = parseDocLine(file, (await countLinesBefore(file, range.start)) + line, text);
        }
      }
      fold.add(doc, chunk.subarray(lineStart, lineEnd));
      if (++docs % PROGRESS_EVERY === 0) progress(PROGRESS_EVERY);
    }
  }
  progress(docs % PROGRESS_EVERY);
  return fold.result();
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
