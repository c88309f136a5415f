// The files a results import reads, whatever brought them (paths on the command line, an upload
// to the importEventResults callable): each is read whole and checked before anything is written,
// so a malformed file stops the import with one line naming it and its row.
import { isDeckId } from '../../engine/deckId.ts';
import type { ImportedEvent } from '../official/importedEvent.ts';
import { importError } from '../official/importedEvent.ts';
import { eventsFromResultsCsv } from '../official/resultsCsv.ts';
import { eventFromSavedAnswer } from '../official/savedResultAnswer.ts';

/** One file to import: its name (the event id may be in it) and its text. */
export interface ImportFile {
  name: string;
  text: string;
}

export type ImportFormat = 'answer' | 'csv';

/**
 * The most bytes one `tcg events import` reads, all its files together: every file is read whole
 * and checked before anything is written, and its rows are held in memory meanwhile (a 19 MB
 * CSV of 43,930 events peaks near 700 MB). A bigger import is split into several runs.
 */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;

/** The format a file name says: `.json` a saved result answer, `.csv` a results CSV. */
export function importFormatOf(name: string): ImportFormat | undefined {
  if (/\.json$/i.test(name)) return 'answer';
  if (/\.csv$/i.test(name)) return 'csv';
  return undefined;
}

export interface ReadImportOptions {
  /** The event API origin, for each event's `url` (as a sync writes it). */
  eventsOrigin: string;
  /** The event id of a single saved answer whose file name lacks it. */
  eventId?: string;
}

/** Every event of the files, in file order; an event id met again later is left to its first file. */
export function readImportFiles(files: readonly ImportFile[], options: ReadImportOptions): ImportedEvent[] {
  if (options.eventId !== undefined && files.length !== 1) {
    throw importError(
      files.map((file) => file.name).join(', ') || '(no file)',
      'an event id is given for one saved answer at a time, not for several files',
    );
  }
  const events: ImportedEvent[] = [];
  for (const file of files) {
    const format = importFormatOf(file.name);
    switch (format) {
      case 'answer':
        events.push(
          eventFromSavedAnswer(file.name, file.text, {
            eventsOrigin: options.eventsOrigin,
            ...(options.eventId === undefined ? {} : { eventId: options.eventId }),
          }),
        );
        break;
      case 'csv':
        if (options.eventId !== undefined) {
          throw importError(file.name, 'an event id is given for a saved answer (.json), not for a CSV');
        }
        events.push(...eventsFromResultsCsv(file.name, file.text, { eventsOrigin: options.eventsOrigin }));
        break;
      case undefined:
        throw importError(
          file.name,
          'not a results file (a saved event_result_detail_search answer ends in .json, a results CSV in .csv)',
        );
      default:
        throw new Error(`unknown import format ${format satisfies never}`);
    }
  }
  return events;
}

/** What the files hold: events (distinct ids), results, and the distinct deck IDs they cite. */
export function importContents(events: readonly ImportedEvent[]): {
  events: number;
  results: number;
  decks: number;
} {
  const ids = new Set<string>();
  const decks = new Set<string>();
  let results = 0;
  for (const event of events) {
    if (ids.has(event.id)) continue;
    ids.add(event.id);
    results += event.results.length;
    for (const result of event.results)
      if (result.deck_id && isDeckId(result.deck_id)) decks.add(result.deck_id);
  }
  return { events: ids.size, results, decks: decks.size };
}
