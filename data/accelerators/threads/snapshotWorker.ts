// A worker thread of the pool (data/threadPool.ts): builds the typed task of its setup once,
// then answers each request — a chunk to update, or a part of the file to fold.
import { workerData } from 'piscina';
// A task that matches rule patterns does so under the deadline (engine/rules/matchDeadline.ts).
import '../../boundedMatch.ts';
import { countOf, type DocUpdate, fieldsOf, foldOf, isUpdateTask, updateOf } from '../../../engine/tasks.ts';
import { internalError } from '../../../engine/userError.ts';
import { ProjectionScanner } from '../byteScanner/jsonProjection.ts';
import { updateChunk } from '../inPlaceUpdate/snapshotUpdate.ts';
import { PartDocWriter } from './partDocWriter.ts';
import { foldRange } from './snapshotParts.ts';
import { errorToThread, type WorkerReply, type WorkerRequest, type WorkerSetup } from './threadPool.ts';

const { task, file, write, count, documents } = workerData as WorkerSetup;
const scanner = new ProjectionScanner(fieldsOf(task));
let update: DocUpdate | undefined;

async function answer(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'updateChunk': {
      if (!isUpdateTask(task)) throw internalError(`updateChunk: "${task.kind}" is not an update task`);
      update ??= updateOf(task);
      const { chunk, firstLine } = request;
      const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
      const counting = count ? { count: countOf(task) } : {};
      return updateChunk(buffer, { file, firstLine, scanner, update, write, ...counting });
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
        return writer ? { ...(value as object), documents: writer.result() } : value;
      } finally {
        progress.close();
      }
    }
  }
}

export default async function handle(request: WorkerRequest): Promise<WorkerReply> {
  try {
    return { ok: true, value: await answer(request) };
  } catch (error) {
    return { ok: false, error: errorToThread(error) };
  }
}
