// One line of a snapshot's JSONL file as a document: parsed whole (errors name the file and
// line), read by the projection scanner (only the fields a reader needs), or rewritten with
// changed fields.
import { userError } from '../engine/userError.ts';
import type { ProjectionScanner } from './accelerators/byteScanner/jsonProjection.ts';
import type { StoredDoc } from './store.ts';

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
