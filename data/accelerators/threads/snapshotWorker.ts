// A worker thread of the pool (data/threadPool.ts): builds the typed task of its setup once,
// then answers each request — a chunk to update, or a part of the file to fold.
import { workerData } from 'piscina';
// A task that matches rule patterns does so under the deadline (engine/rules/matchDeadline.ts).
import '../../boundedMatch.ts';
import { countOf, type DocUpdate, fieldsOf, foldOf, isUpdateTask, updateOf } from '../../../engine/tasks.ts';
import { internalError } from '../../../engine/userError.ts';
import { ProjectionScanner } from '../byteScanner/jsonProjection.ts';
import { updateChunk } from '../inPlaceUpdate/snapshotUpdate.ts';
import { buffersOf, PartDocWriter } from './partDocWriter.ts';
import { foldRange } from './snapshotParts.ts';
import {
  errorToThread,
  moving,
  type WorkerReply,
  type WorkerRequest,
  type WorkerSetup,
} from './threadPool.ts';

const { task, file, write, count, documents } = workerData as WorkerSetup;
const scanner = new ProjectionScanner(fieldsOf(task));
let update: DocUpdate | undefined;

/** The answer to a request, and the buffers in it that move to the main thread. */
async function answer(request: WorkerRequest): Promise<{ value: unknown; buffers?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'updateChunk': {
      if (!isUpdateTask(task)) throw internalError(`updateChunk: "${task.kind}" is not an update task`);
      update ??= updateOf(task);
      const { chunk, firstLine } = request;
      const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
      const counting = count ? { count: countOf(task) } : {};
      return { value: updateChunk(buffer, { file, firstLine, scanner, update, write, ...counting }) };
    }
    case 'foldPart': {
      if (isUpdateTask(task)) throw internalError(`foldPart: "${task.kind}" is not a fold task`);
      const { start, end, progress } = request;
      // A part that emits documents writes them into the sink's folder and says what it wrote.
      const writer = documents ? new PartDocWriter(documents) : undefined;
      try {
        const value = await foldRange(file, { start, end }, scanner, foldOf(task, writer), (docs) =>
          progress.postMessage(docs),
        );
        if (!writer) return { value };
        // The pages' paths and records move to the main thread: a copy would double them there.
        const written = writer.result();
        return { value: { ...(value as object), documents: written }, buffers: buffersOf(written) };
      } finally {
        progress.close();
      }
    }
  }
}

export default async function handle(request: WorkerRequest): Promise<WorkerReply> {
  try {
    const { value, buffers = [] } = await answer(request);
    return moving({ ok: true, value }, buffers);
  } catch (error) {
    return { ok: false, error: errorToThread(error) };
  }
}
