// Converts documents between the snapshot's JSON form and Firestore values: timestamps are
// ISO 8601 strings in a snapshot and Timestamps in Firestore; everything else maps as it is.
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';

/** A strict ISO 8601 date and time with an offset, as the snapshot writes timestamps. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Field names that hold a point in time: `created_at`, `updatedAt`, `event_date`, `lastSuccessAt`. */
function isTimeField(key: string): boolean {
  return /(?:_at|At)$/.test(key) || key === 'event_date';
}

/**
 * Whether a string under `key` becomes a Firestore Timestamp: the key names a time and the
 * text is a full date and time with an offset. Date-only text (`2026-04-05`) stays text.
 */
export function isTimestampText(key: string, value: string): boolean {
  return isTimeField(key) && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

function toFirestoreValue(key: string, value: unknown): unknown {
  if (typeof value === 'string') {
    return isTimestampText(key, value) ? Timestamp.fromDate(new Date(value)) : value;
  }
  if (Array.isArray(value)) return value.map((item) => toFirestoreValue(key, item));
  if (value !== null && typeof value === 'object') return toFirestoreData(value as Record<string, unknown>);
  return value;
}

/** Snapshot fields → Firestore data (time fields as Timestamps, at any depth). */
export function toFirestoreData(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] = toFirestoreValue(key, value);
  }
  return out;
}

function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (value !== null && typeof value === 'object') return fromFirestoreData(value as Record<string, unknown>);
  return value;
}

/** Firestore data → snapshot fields (Timestamps as UTC ISO strings, references as paths). */
export function fromFirestoreData(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) out[key] = fromFirestoreValue(value);
  return out;
}

/**
 * Why a value cannot be stored in Firestore, or undefined when it can: arrays directly inside
 * arrays are refused by Firestore. The answer names the field path.
 */
export function firestoreShapeProblem(value: unknown, path = ''): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      if (Array.isArray(item))
        return `${path}[${index}]: an array inside an array cannot be stored in Firestore`;
      const problem = firestoreShapeProblem(item, `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = firestoreShapeProblem(item, path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  return undefined;
}
