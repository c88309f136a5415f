// The plain update of a snapshot's JSONL file (SnapshotStore.updateEach): read each line, parse
// it, hand the document to the update, write the line back — as it was, or with the changed
// fields — into a temporary file that replaces the file at the end. The reference that the
// in-place update (data/accelerators/inPlaceUpdate/) is held to, byte for byte.
import { assertDocChange } from '../engine/docChange.ts';
import type { DocUpdate } from '../engine/tasks.ts';
import { JsonlWriter, readLines } from './jsonl.ts';
import { parseDocLine, withFields } from './snapshotLines.ts';
import type { UpdateResult } from './store.ts';

/** How often (in documents) `onProgress` is called. */
const PROGRESS_EVERY = 1000;

export interface LineRewrite {
  file: string;
  /** The number of documents, when known (for progress). */
  total: number | undefined;
  dryRun: boolean;
  onProgress: ((done: number, total: number | undefined) => void) | undefined;
  update: DocUpdate;
}

/**
 * Updates every document of a file; `written` is false when nothing changed (the file stays as
 * it was) or in a dry run. Blank lines and line endings are kept; a last line gets its break.
 */
export async function rewriteLines(options: LineRewrite): Promise<UpdateResult & { written: boolean }> {
  const { file, total, onProgress, update } = options;
  const writer = options.dryRun ? undefined : new JsonlWriter(file);
  let read = 0;
  let changed = 0;
  try {
    for await (const line of readLines(file)) {
      let text = line.text;
      if (text.trim() !== '') {
        const doc = parseDocLine(file, line.number, text);
        read++;
        const change = update(doc);
        if (change !== undefined) {
          assertDocChange(change, file);
          const fields: Record<string, unknown> = { ...change.set };
          for (const key of change.remove) fields[key] = undefined;
          text = withFields(text, doc, fields);
          changed++;
        }
        if (onProgress && read % PROGRESS_EVERY === 0) onProgress(read, total);
      }
      const ending = line.ending.endsWith('\n') ? line.ending : `${line.ending}\n`;
      await writer?.writeBytes(Buffer.from(text + ending, 'utf8'), 1);
    }
    onProgress?.(read, total);
  } catch (error) {
    await writer?.abort();
    throw error;
  }
  if (writer === undefined || changed === 0) {
    await writer?.abort();
    return { read, changed, written: false };
  }
  await writer.commit();
  return { read, changed, written: true };
}
