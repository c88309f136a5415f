// A worker thread of a parallel scan (see scanFileInParts): reads its part of a JSONL file, the
// bytes [start, end), adds every document to the ScanPart of the scan's module, and answers with
// the part's result. Progress goes out every PROGRESS_EVERY documents.
import { parentPort, workerData } from 'node:worker_threads';
import { readLineChunks } from './jsonl.ts';
import { ProjectionScanner } from './jsonProjection.ts';
import { countLinesBefore } from './parallelScan.ts';
import { parseDocLine, scannedDoc } from './snapshotStore.ts';
import type { FieldProjection, ScanPart } from './store.ts';
import { errorToThread } from './workerThreads.ts';

interface PartWorkerData {
  module: string;
  data: unknown;
  fields: FieldProjection | undefined;
  file: string;
  start: number;
  end: number;
}

const PROGRESS_EVERY = 10_000;
const { module, data, fields, file, start, end } = workerData as PartWorkerData;
const port = parentPort!;

async function run(): Promise<unknown> {
  const { createPart } = (await import(module)) as { createPart: (data: unknown) => ScanPart };
  const part = createPart(data);
  const scanner = fields ? new ProjectionScanner(fields) : undefined;
  let line = 0;
  let docs = 0;
  for await (const chunk of readLineChunks(file, 1 << 20, { start, end })) {
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
          doc = parseDocLine(file, (await countLinesBefore(file, start)) + line, text);
        }
      }
      part.add(doc);
      if (++docs % PROGRESS_EVERY === 0) port.postMessage({ kind: 'progress', docs: PROGRESS_EVERY });
    }
  }
  port.postMessage({ kind: 'progress', docs: docs % PROGRESS_EVERY });
  return part.result();
}

run().then(
  (result) => port.postMessage({ kind: 'done', result }),
  (error: unknown) => port.postMessage({ kind: 'error', error: errorToThread(error) }),
);
