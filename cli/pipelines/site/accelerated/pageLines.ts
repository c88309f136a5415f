// A page's line in the build manifest and in the pre-rendering workers' reports
// (incrementalManifest.ts): its URL, the files it wrote and its inputs, by name in a report and by
// number in the manifest's table of inputs. Read without parsing what a caller does not need.

export interface PageEntry {
  /** Files the page wrote, relative to the site folder with `/` (`decks/x/index.html`). */
  files: string[];
  /** Document paths, folder listings (ending in `/`) and existence checks (`?` first) it used. */
  inputs: string[];
}

/**
 * A page's line in the workers' reports: its URL as a JSON string (the sort key: no key is a
 * prefix of another, so lines sort as their keys do), then its entry. A worker reports a page it
 * kept (incremental builds) by the key alone. The manifest's page lines are the same but for the
 * inputs, given by their numbers in its table (see InputNumbering).
 */
export function pageLine(url: string, page?: PageEntry): string {
  return page ? `${JSON.stringify(url)}\t${JSON.stringify(page)}` : JSON.stringify(url);
}

/** The sort key of a page line (see pageLine). */
export function pageKey(line: string): string {
  const tab = line.indexOf('\t');
  return tab === -1 ? line : line.slice(0, tab);
}

/**
 * The files of a page line's entry, without parsing its inputs (a deck page lists about 30): the
 * entry is `{"files":[…],"inputs":[…]}` as pageLine writes it, and `],"inputs":` cannot occur
 * inside a JSON string (its quote would be escaped), so the first one ends the files. The same for
 * a report's line and the manifest's.
 */
export function pageFilesOf(line: string): string[] {
  const tab = line.indexOf('\t');
  if (tab === -1) return [];
  const end = line.indexOf(INPUTS_MARK, tab);
  if (end === -1) return pageEntryOf(line)?.files ?? [];
  return (JSON.parse(`${line.slice(tab + 1, end + 1)}}`) as Pick<PageEntry, 'files'>).files;
}

/** The entry of a report's page line, or undefined for a kept page's key alone. */
export function pageEntryOf(line: string): PageEntry | undefined {
  const tab = line.indexOf('\t');
  return tab === -1 ? undefined : (JSON.parse(line.slice(tab + 1)) as PageEntry);
}

const INPUTS_MARK = '],"inputs":[';

/** Where a page line's list of inputs starts (after its `[`), or -1 when the line has no entry. */
function inputsAt(line: string): number {
  const tab = line.indexOf('\t');
  const mark = tab === -1 ? -1 : line.indexOf(INPUTS_MARK, tab);
  return mark === -1 ? -1 : mark + INPUTS_MARK.length;
}

/**
 * The input numbers of a manifest's page line, its list starting at `at` (see inputsAt): the
 * digits read in place, as a deck page lists about 30. NaN for anything but a number.
 */
function inputNumbers(line: string, at: number): number[] {
  const numbers: number[] = [];
  const end = line.length - 2; // the line ends with `]}`
  if (at >= end) return numbers;
  let n = 0;
  let digits = 0;
  for (let k = at; k <= end; k++) {
    const c = k === end ? 0x2c : line.charCodeAt(k);
    if (c === 0x2c) {
      numbers.push(digits === 0 ? Number.NaN : n);
      n = 0;
      digits = 0;
    } else if (c >= 0x30 && c <= 0x39 && digits < 15) {
      n = n * 10 + (c - 0x30);
      digits += 1;
    } else {
      return [Number.NaN];
    }
  }
  return numbers;
}

/**
 * The input numbers of a manifest's page line, the line checked whole on the way (its key, its
 * files, its numbers): a SyntaxError for a line damaged in any of them.
 */
export function storedInputs(line: string): number[] {
  const at = inputsAt(line);
  const key: unknown = JSON.parse(pageKey(line));
  const files: unknown = pageFilesOf(line);
  const numbers = at === -1 ? [Number.NaN] : inputNumbers(line, at);
  if (typeof key !== 'string' || !Array.isArray(files) || numbers.some(Number.isNaN))
    throw new SyntaxError(`the page line of ${pageKey(line).slice(0, 80)} is not one it writes`);
  return numbers;
}

/**
 * Numbers the inputs of the manifest being written, in order of first use, and gives its page
 * lines (see encode).
 */
export class InputNumbering {
  private readonly numbers = new Map<string, number>();
  readonly inputs: string[] = [];
  /** The new number of each input of the previous table (-1: not used yet). */
  private readonly renumbered: Int32Array;

  constructor(private readonly previousInputs: readonly string[] | null) {
    this.renumbered = new Int32Array(previousInputs?.length ?? 0).fill(-1);
  }

  /**
   * A page line with its inputs by number in this table: from a report's line (inputs by name),
   * or from the previous manifest's (by number in its table; kept as it is when every number
   * stays the same, as it does for most pages of an incremental build).
   */
  encode(line: string): string {
    const at = inputsAt(line);
    if (at === -1) throw new Error(`build: page ${pageKey(line)} has no entry to write`);
    if (line.charCodeAt(at) === 0x22) {
      const inputs = JSON.parse(line.slice(at - 1, -1)) as string[];
      return `${line.slice(0, at)}${inputs.map((input) => this.number(input)).join(',')}]}`;
    }
    const old = inputNumbers(line, at);
    let same = true;
    const numbers = old.map((n) => {
      const renumbered = this.renumberedOf(n, line);
      if (renumbered !== n) same = false;
      return renumbered;
    });
    return same ? line : `${line.slice(0, at)}${numbers.join(',')}]}`;
  }

  private renumberedOf(n: number, line: string): number {
    const known = this.renumbered[n];
    if (known !== undefined && known !== -1) return known;
    const input = this.previousInputs?.[n];
    if (input === undefined) throw new SyntaxError(`page ${pageKey(line)} lists an input it has not got`);
    const number = this.number(input);
    this.renumbered[n] = number;
    return number;
  }

  private number(input: string): number {
    let n = this.numbers.get(input);
    if (n === undefined) {
      n = this.inputs.length;
      this.numbers.set(input, n);
      this.inputs.push(input);
    }
    return n;
  }
}

/**
 * A manifest's page line as a report gives it (inputs by name), with the manifest's table of
 * inputs (see readInputTable).
 */
export function decodePage(line: string, inputs: readonly string[]): string {
  const at = inputsAt(line);
  if (at === -1 || line.charCodeAt(at) === 0x22) return line;
  const names = inputNumbers(line, at).map((n) => inputs[n]);
  return `${line.slice(0, at - 1)}${JSON.stringify(names)}}`;
}
