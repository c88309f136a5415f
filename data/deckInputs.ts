// The record of what each deck page was made from, so an incremental `tcg aggregate` need not
// build the pages whose inputs did not change. A page's code reads its world through recorded
// reads (engine/aggregate/recordedReads.ts): its record is the list of what it read (`deck:…`,
// `placements:…`, `rule:…`, `cards:*`, …) and one fingerprint of their values. The next run keeps a
// page when every input on its list fingerprints the same, under the same program.
//
//   tcg deck inputs 3 <program>
//   I<TAB><list id><TAB>["cards:*","deck:\u0001",…]    each distinct input list once (content-addressed)
//   <page file><TAB><list id><TAB><fingerprint>        one per page
//
// It lives in the documents folder as a dot file (never a document: readers skip dot files), is
// written with the folder's other files and removed when an in-place update starts, so it is only
// ever read beside the documents it describes (a run that failed halfway leaves none).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileInPieces } from './atomic.ts';
import { hashOf, treeHash } from './contentHash.ts';
import { type SharedLines, shareLines } from './sharedLines.ts';

export const DECK_INPUTS_FILE = '.tcg-deck-inputs';
const HEADER = 'tcg deck inputs 3';
/** Before an input list's line (no page file starts so). */
export const INPUT_LIST = 'I';

let program: string | undefined;

/**
 * The program's own code: the compiled bundle folder (`lib/`) when running from it, else the
 * engine's sources (tests and development). Any change to either forgets every recorded page.
 */
export function deckPagesProgram(): string {
  if (program !== undefined) return program;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.basename(here) === 'lib' ? here : path.join(here, '..', 'engine');
  program = treeHash(root, (name) => /\.(js|ts)$/.test(name));
  return program;
}

/** The id of an input list: its content's hash, so threads that record apart agree. */
export function inputListId(inputsJson: string): string {
  return hashOf(inputsJson).slice(0, 12);
}

/** Reads the record of a documents folder, or undefined when there is none. */
export function readDeckInputs(docsDir: string): Buffer | undefined {
  try {
    return readFileSync(path.join(docsDir, DECK_INPUTS_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function removeDeckInputs(docsDir: string): void {
  rmSync(path.join(docsDir, DECK_INPUTS_FILE), { force: true });
}

/**
 * A previous run's record: input lists by id, and the pages' lines (`list id<TAB>fingerprint` by
 * page file) in shared memory, which the threads that fold the decks read without a copy each.
 */
export interface DeckInputsRecord {
  lists: Map<string, string[]>;
  pages: SharedLines;
}

/**
 * The record, when it was made by `program`; only pages still in the folder (`present`) are kept.
 */
export function parseDeckInputs(
  text: Buffer,
  program: string,
  present: ReadonlySet<string>,
): DeckInputsRecord | undefined {
  const firstBreak = text.indexOf(0x0a);
  if (firstBreak === -1 || text.toString('utf8', 0, firstBreak) !== `${HEADER} ${program}`) return undefined;
  // One pass: the input lists' lines are parsed on the way, the pages' lines kept for the threads.
  const lists = new Map<string, string[]>();
  const pages = shareLines(text, firstBreak + 1, (key, valueStart, lineEnd) => {
    if (key !== INPUT_LIST) return present.has(key);
    const rest = text.toString('utf8', valueStart, lineEnd);
    const tab = rest.indexOf('\t');
    lists.set(rest.slice(0, tab), JSON.parse(rest.slice(tab + 1)) as string[]);
    return false;
  });
  return { lists, pages };
}

/**
 * Writes the record: `program`, then the lines the threads gathered (texts of whole lines:
 * PartWriteSummary.inputs), the last of a page file winning.
 */
export function writeDeckInputs(docsDir: string, program: string, lines: readonly Uint8Array[]): void {
  writeFileInPieces(path.join(docsDir, DECK_INPUTS_FILE), (put) => {
    put(`${HEADER} ${program}\n`);
    for (const text of lines) put(text);
  });
}
