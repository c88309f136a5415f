// What every import format becomes: one event with its results, as `tcg events sync` stores an
// official event (data/official/eventDocument.ts), minus the creation time, which the
// import adds when it writes. Also the one error every import format reports a bad file with.

import type { UserError } from '../../engine/userError.ts';
import { userError } from '../../engine/userError.ts';
import type { StoredDoc } from '../store.ts';
import type { StoredResult } from './eventDocument.ts';

export { eventResultUrl } from './eventDocument.ts';

/** One result row as stored (spec admin §3 "Event" results), as a sync stores it. */
export type ImportedResult = StoredResult;

export interface ImportedEvent {
  /** The official event_holding_id (digits). */
  id: string;
  /** The stored fields but `id` and `created_at`. */
  fields: Omit<StoredDoc, 'id'> & { event_title: string; event_date: string; url: string };
  results: ImportedResult[];
  /** Where it came from, for messages: `file` or `file:line`. */
  source: string;
}

/** A file that cannot be imported: one line naming the file (and row) and what to fix. */
export function importError(where: string, problem: string): UserError {
  return userError(
    'IMPORT_INVALID',
    `${where}: ${problem}; fix it or leave the file out (nothing was imported)`,
  );
}

/** `2023-05-28` (or `2023/05/28`) -> `2023-05-28T00:00:00+09:00`: official dates are Japanese. */
export function jstDate(text: string): string | undefined {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return `${y}-${m}-${d}T00:00:00+09:00`;
}

/** The document to store: the event's fields, its results and the time it is written. */
export function importedEventDocument(event: ImportedEvent, now: string): StoredDoc {
  return {
    id: event.id,
    ...event.fields,
    created_at: now,
    results: event.results.map((row) => ({ ...row })),
  };
}

/** A copy of `record` without its undefined values (Firestore and JSON both drop nothing else). */
export function definedOnly<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}
