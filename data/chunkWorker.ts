// A worker thread of SnapshotStore.updateEach (see ChunkWorkers): builds the update function
// from the ParallelUpdate's module, then updates each chunk it is sent and answers in order.
import { parentPort, workerData } from 'node:worker_threads';
import { ProjectionScanner } from './jsonProjection.ts';
import { type ChunkResult, updateChunk } from './snapshotStore.ts';
import type { FieldProjection, StoredDoc } from './store.ts';
import { errorToThread } from './workerThreads.ts';

interface ChunkWorkerData {
  module: string;
  data: unknown;
  fields: FieldProjection | undefined;
  file: string;
  write: boolean;
}

const { module, data, fields, file, write } = workerData as ChunkWorkerData;
const port = parentPort!;
// Messages that arrive while the module loads wait in the port's queue until `on('message')`.
const { createUpdate } = (await import(module)) as {
  createUpdate: (data: unknown) => (doc: StoredDoc) => Record<string, unknown> | undefined;
};
const update = createUpdate(data);
const scanner = fields ? new ProjectionScanner(fields) : undefined;

port.on('message', ({ chunk, firstLine }: { chunk: Uint8Array; firstLine: number }) => {
  try {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    const result: ChunkResult = updateChunk(buffer, { file, firstLine, scanner, update, write });
    port.postMessage({ ok: true, result });
  } catch (error) {
    port.postMessage({ ok: false, ...errorToThread(error) });
  }
});
