// The record of what each deck page was made from, so an incremental `tcg aggregate` need not
// build the pages of decks that did not change. A page (`public_deck_details/<id>`) is a function
// of its deck's stored line, the cards, the rules' names and priorities, and the program: the
// record holds one hash of the line per page, under one context hash of the rest. A page whose
// deck line hashes as recorded, under the same context, is left as it is without being built.
//
// It lives in the documents folder as a dot file (never a document: readers skip dot files), is
// written with the folder's other files and removed when an in-place update starts, so it is only
// ever read beside the documents it describes (a run that failed halfway leaves none).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forEachTabLine, writeFileInPieces } from './atomic.ts';
import { hashOf, treeHash } from './contentHash.ts';

export const DECK_INPUTS_FILE = '.tcg-deck-inputs';
const HEADER = 'tcg deck inputs 2';

/** What a page depends on besides its deck's line: the cards, the rules' names and priorities, the program. */
export function deckInputsContext(input: {
  cards: readonly unknown[];
  rules: readonly { id: string; name: string; priority: number }[];
}): string {
  const rules = input.rules.map((rule) => [rule.id, rule.name, rule.priority]);
  return hashOf([programKey(), JSON.stringify(input.cards), JSON.stringify(rules)].join('\0'));
}

let program: string | undefined;

/**
 * The program's own code: the compiled bundle folder (`lib/`) when running from it, else the
 * engine's sources (tests and development). Any change to either forgets every recorded page.
 */
function programKey(): string {
  if (program !== undefined) return program;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.basename(here) === 'lib' ? here : path.join(here, '..', 'engine');
  program = treeHash(root, (name) => /\.(js|ts)$/.test(name));
  return program;
}

/** Reads the record text of a documents folder, or undefined when there is none. */
export function readDeckInputs(docsDir: string): string | undefined {
  try {
    return readFileSync(path.join(docsDir, DECK_INPUTS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function removeDeckInputs(docsDir: string): void {
  rmSync(path.join(docsDir, DECK_INPUTS_FILE), { force: true });
}

/**
 * The recorded line hashes by page file (relative, without .json), when the record was made under
 * `context`; only pages still in the folder (`present`) are kept.
 */
export function parseDeckInputs(
  text: string,
  context: string,
  present: ReadonlySet<string>,
): Map<string, string> | undefined {
  const firstBreak = text.indexOf('\n');
  if (firstBreak === -1 || text.slice(0, firstBreak) !== `${HEADER} ${context}`) return undefined;
  const hashes = new Map<string, string>();
  forEachTabLine(text, firstBreak + 1, (file, hash) => {
    if (present.has(file)) hashes.set(file, hash);
  });
  return hashes;
}

/**
 * Writes the record: `context`, then the `file<TAB>hash` lines of the pages (texts of whole lines,
 * as the threads gather them: PartWriteSummary.inputs), the last of a file winning.
 */
export function writeDeckInputs(docsDir: string, context: string, lines: readonly string[]): void {
  writeFileInPieces(path.join(docsDir, DECK_INPUTS_FILE), (put) => {
    put(`${HEADER} ${context}\n`);
    for (const text of lines) put(text);
  });
}
