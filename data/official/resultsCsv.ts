// The community results CSV (the columns of ../shared/data/cityleague_2023_results.csv: 開催日,
// 大会名, 会場名, 開催都道府県, 大会カテゴリ, 順位, 獲得CSP, 大会ID, 詳細URL, deck_code; others are
// ignored): one row per result, the rows of one 大会ID are one event. docs/decisions.md "Result
// imports" says how a row maps to an event. A bad row stops the whole file with its line number.
import { parse } from 'csv-parse/sync';
import { findDeckId, isDeckId } from '../../engine/deckId.ts';
import { canonicalEventId } from '../../engine/eventChecks.ts';
import {
  definedOnly,
  eventResultUrl,
  type ImportedEvent,
  type ImportedResult,
  importError,
  jstDate,
} from './importedEvent.ts';

/** The columns a results CSV must have. */
export const RESULTS_CSV_COLUMNS = [
  '開催日',
  '大会名',
  '会場名',
  '開催都道府県',
  '大会カテゴリ',
  '順位',
  '獲得CSP',
  '大会ID',
  '詳細URL',
  'deck_code',
] as const;
type Column = (typeof RESULTS_CSV_COLUMNS)[number];

/** The columns that describe the event: every row of one 大会ID must agree on them. */
const EVENT_COLUMNS = ['開催日', '大会名', '会場名', '開催都道府県', '大会カテゴリ'] as const;

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/** The rows of a CSV text with the line each ends on; a CSV syntax error names its line. */
function csvRecords(file: string, text: string): ParsedRecord[] {
  try {
    return parse(text, { bom: true, info: true, skip_empty_lines: true }) as unknown as ParsedRecord[];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    const reason = error instanceof Error ? error.message : String(error);
    throw importError(typeof line === 'number' ? `${file}:${line}` : file, `not a CSV (${reason})`);
  }
}

/** A whole number ≥ `min` from a cell, or undefined when it is not one. */
function wholeNumber(text: string, min: number): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && Number.isSafeInteger(value) ? value : undefined;
}

/** Every event of a results CSV, in the order of their first rows. */
export function eventsFromResultsCsv(
  file: string,
  text: string,
  options: { eventsOrigin: string },
): ImportedEvent[] {
  const records = csvRecords(file, text);
  const header = records[0]?.record.map((name) => name.trim());
  if (!header) throw importError(file, 'the file is empty (a results CSV starts with its header row)');
  const missing = RESULTS_CSV_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    throw importError(
      `${file}:1`,
      `the header lacks ${missing.join(', ')} (a results CSV has the columns ${RESULTS_CSV_COLUMNS.join(', ')})`,
    );
  }
  const index = Object.fromEntries(RESULTS_CSV_COLUMNS.map((name) => [name, header.indexOf(name)])) as Record<
    Column,
    number
  >;

  const events = new Map<string, { event: ImportedEvent; firstLine: number; first: string[] }>();
  for (const { record, info } of records.slice(1)) {
    const where = `${file}:${info.lines}`;
    const cell = (name: Column) => (record[index[name]] ?? '').trim();
    if (!/^\d+$/.test(cell('大会ID')))
      throw importError(where, `大会ID "${cell('大会ID')}" is not an event id (digits)`);
    const id = canonicalEventId(cell('大会ID'));
    const date = jstDate(cell('開催日'));
    if (!date) throw importError(where, `開催日 "${cell('開催日')}" is not a date (YYYY-MM-DD)`);
    if (cell('大会名') === '') throw importError(where, '大会名 is empty (every result names its event)');
    const rank = wholeNumber(cell('順位'), 1);
    if (rank === undefined)
      throw importError(where, `順位 "${cell('順位')}" is not a rank (a whole number ≥ 1)`);
    const point = cell('獲得CSP') === '' ? undefined : wholeNumber(cell('獲得CSP'), 0);
    if (point === undefined && cell('獲得CSP') !== '') {
      throw importError(where, `獲得CSP "${cell('獲得CSP')}" is not a number of points (a whole number ≥ 0)`);
    }
    const code = cell('deck_code');
    if (code !== '' && !isDeckId(code)) {
      throw importError(where, `deck_code "${code}" is not a deck ID (three groups of 6 letters or digits)`);
    }
    const url = cell('詳細URL');
    const deckId = code !== '' ? code : url === '' ? undefined : findDeckId(url);
    if (code === '' && url !== '' && deckId === undefined) {
      throw importError(where, `詳細URL "${url}" holds no deck ID`);
    }

    let entry = events.get(id);
    if (!entry) {
      entry = {
        event: {
          id,
          source: where,
          fields: {
            event_title: cell('大会名'),
            event_date: date,
            url: eventResultUrl(options.eventsOrigin, id),
            ...definedOnly({
              shop_name: cell('会場名') || undefined,
              prefecture: cell('開催都道府県') || undefined,
            }),
            official: definedOnly({ league: cell('大会カテゴリ') || undefined }),
          },
          results: [],
        },
        firstLine: info.lines,
        first: record,
      };
      events.set(id, entry);
    } else {
      for (const name of EVENT_COLUMNS) {
        const was = (entry.first[index[name]] ?? '').trim();
        if (cell(name) !== was) {
          throw importError(
            where,
            `${name} "${cell(name)}" differs from line ${entry.firstLine} ("${was}") of the same 大会ID ${id}`,
          );
        }
      }
    }
    const result: ImportedResult = { rank, player_name: null };
    if (deckId) result.deck_id = deckId;
    if (point !== undefined) result.point = point;
    entry.event.results.push(result);
  }
  return [...events.values()].map((entry) => entry.event);
}
