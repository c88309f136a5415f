// The lines of a snapshot's JSONL file as documents: one parsed whole (errors name the file and
// line) or read by the projection scanner, one rewritten with changed fields, and the plain
// update of a whole file (SnapshotStore.updateEach) that the in-place update
// (data/accelerators/inPlaceUpdate/) is held to, byte for byte.
import { assertDocChange } from '../engine/docChange.ts';
import type { DocUpdate } from '../engine/tasks.ts';
import { userError } from '../engine/userError.ts';
import type { ProjectionScanner } from './accelerators/byteScanner/jsonProjection.ts';
import { JsonlWriter, readLines } from './jsonl.ts';
import type { StoredDoc, UpdateResult } from './store.ts';

/** Parses one line into a document, or throws a UserError naming the file and line. */
export function parseDocLine(file: string, number: number, text: string): StoredDoc {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw userError(
      'SNAPSHOT_INVALID_LINE',
      `${file}:${number}: not valid JSON (${reason}); fix or remove the line`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw userError(
      'SNAPSHOT_INVALID_LINE',
      `${file}:${number}: not a JSON object; each line must be one document {"id": "...", ...}`,
    );
  }
  const id = (value as { id?: unknown }).id;
  if (typeof id !== 'string' || id === '') {
    throw userError(
      'SNAPSHOT_INVALID_LINE',
      `${file}:${number}: no "id" (a non-empty string); each line must start a document with its id`,
    );
  }
  return value as StoredDoc;
}

/**
 * The document on `buf[start, end)` as the scanner read it, or undefined when the line is left to
 * parseDocLine: no scanner, a line the scanner gives up on, or one without a string id.
 */
export function scannedDoc(
  scanner: ProjectionScanner | undefined,
  buf: Buffer,
  start: number,
  end: number,
): StoredDoc | undefined {
  const scanned = scanner?.scan(buf, start, end);
  return scanned !== undefined && typeof scanned.id === 'string' && scanned.id !== ''
    ? (scanned as StoredDoc)
    : undefined;
}

/**
 * The line of `doc` with `fields` set. When the document has none of the fields yet (a first
 * classification), they are appended to the original text, so the rest of the line is neither
 * serialised again nor changed; otherwise the merged document is serialised whole.
 */
export function withFields(text: string, doc: StoredDoc, fields: Record<string, unknown>): string {
  let append = true;
  for (const key in fields) {
    if (fields[key] === undefined || Object.hasOwn(doc, key)) {
      append = false;
      break;
    }
  }
  const line = text.trimEnd();
  if (append && line.endsWith('}')) {
    const added = JSON.stringify(fields);
    if (added === '{}') return text;
    return `${line.slice(0, -1)},${added.slice(1)}`;
  }
  return JSON.stringify({ ...doc, ...fields });
}

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
 * Updates every document of a file: each line read, parsed, handed to the update and written back
 * (as it was or with the changed fields) into a temporary file that replaces the file at the end.
 * `written` is false when nothing changed or in a dry run. Blank lines and line endings are kept;
 * a last line gets its break.
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
