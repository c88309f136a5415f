// The build manifest: what an incremental `tcg build` needs to know about the site folder it
// updates. It lives in the site folder (`DIR/.tcg-build-manifest`, a dot file static hosts do not
// serve), so a site and its manifest travel together (Actions cache, copies) and cannot drift.
// Each page lists its files and its inputs: the documents it read (`public/home`) and the folder
// listings it used (`deck_rules/`), and the documents whose existence only it checked
// (`?public/decks/types/x`). A page is clean when the code hash is unchanged, every input's content
// hash is unchanged and every existence input still exists or still does not; everything else is
// re-rendered.
// At a million pages the manifest is hundreds of MB, so it is a file of lines, sorted, read and
// written as streams: no process holds the pages whole (build memory stays under 2 GB at 1M
// decks). A deck page reads about 30 inputs, most of them shared with thousands of other pages
// (the cards it plays), so each input is written once, in a table, and the pages list their
// inputs by their number in it (the table in order of first use, so equal sites have equal
// manifests):
//
//   tcg build manifest 4
//   {"codeHash":"…","staticFiles":["assets/…",…]}
//   D<TAB>public/home<TAB>hash            one per document and folder listing, by path
//   I<TAB>"public/home"                   one per input, JSON-quoted: the first is number 0
//   P<TAB>"/deck/x"<TAB>{"files":[…],"inputs":[0,17,…]}   one per page, by its JSON-quoted URL
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { JsonlWriter, readLineBatches, readLineChunks, readLines } from '../../../../data/jsonl.ts';

export const MANIFEST_FILE = '.tcg-build-manifest';
const FORMAT_LINE = 'tcg build manifest 4';
const DOC_PREFIX = 'D\t';
const INPUT_PREFIX = 'I\t';
const PAGE_PREFIX = 'P\t';
/** Before a page input: only whether the document exists matters (no collection starts with it). */
export const EXISTENCE_INPUT = '?';

export interface PageEntry {
  /** Files the page wrote, relative to the site folder with `/` (`decks/x/index.html`). */
  files: string[];
  /** Document paths, folder listings (ending in `/`) and existence checks (`?` first) it used. */
  inputs: string[];
}

/** The manifest's first part: the site code and the files of its client bundle. */
export interface ManifestHeader {
  /** The site code (server and client bundle) and the site settings from env. */
  codeHash: string;
  /** Files of the client bundle copied into the site (assets/…), relative with `/`. */
  staticFiles: string[];
}

/** A manifest on disk: its header, and its file to stream the documents and pages from. */
export interface StoredManifest extends ManifestHeader {
  file: string;
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
function storedInputs(line: string): number[] {
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
class InputNumbering {
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

/** The manifest of a site folder, or null when it has none or one this version cannot use. */
export function readManifestHeader(siteDir: string): StoredManifest | null {
  const file = path.join(siteDir, MANIFEST_FILE);
  try {
    const [format, header] = firstLines(file, 2);
    if (format !== FORMAT_LINE || header === undefined) return null;
    const { codeHash, staticFiles } = JSON.parse(header) as ManifestHeader;
    if (typeof codeHash !== 'string' || !Array.isArray(staticFiles)) return null;
    return { file, codeHash, staticFiles };
  } catch {
    return null;
  }
}

/** The first `count` lines of a file, read no further than they go. */
function firstLines(file: string, count: number): string[] {
  const fd = openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    let breaks = 0;
    for (let position = 0; breaks < count; ) {
      const chunk = Buffer.alloc(1 << 16);
      const read = readSync(fd, chunk, 0, chunk.length, position);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      position += read;
      for (let at = chunk.indexOf(0x0a); at !== -1 && at < read; at = chunk.indexOf(0x0a, at + 1))
        breaks += 1;
    }
    return Buffer.concat(chunks).toString('utf8').split('\n').slice(0, count);
  } finally {
    closeSync(fd);
  }
}

/**
 * Moves a site's manifest aside (a temporary name beside it) before an incremental build writes
 * anything: a build that stops halfway leaves no manifest, so the next build is a full one.
 */
export function moveManifestAside(previous: StoredManifest, aside: string): StoredManifest {
  renameSync(previous.file, aside);
  return { ...previous, file: aside };
}

/** The lines of one section (`D` or `P`) of a manifest, without their prefix, in order. */
async function* sectionLines(file: string, prefix: string): AsyncGenerator<string> {
  let started = false;
  for await (const batch of readLineBatches(file)) {
    for (const { text } of batch) {
      if (text.startsWith(prefix)) {
        started = true;
        yield text.slice(prefix.length);
      } else if (started) return;
    }
  }
}

/** The pages of a manifest, as its page lines (inputs by number, see InputNumbering), in order. */
export function manifestPages(manifest: StoredManifest): AsyncGenerator<string> {
  return sectionLines(manifest.file, PAGE_PREFIX);
}

/** A manifest's table of inputs: the input numbered n is the n-th. */
export async function readInputTable(manifest: StoredManifest): Promise<string[]> {
  const inputs: string[] = [];
  for await (const line of sectionLines(manifest.file, INPUT_PREFIX)) inputs.push(inputOf(line));
  return inputs;
}

/** An input of the table from its line (a SyntaxError for a damaged one). */
function inputOf(line: string): string {
  const input: unknown = JSON.parse(line);
  if (typeof input !== 'string') throw new SyntaxError(`the input ${line.slice(0, 80)} is not one it writes`);
  return input;
}

/** What changed between the previous build's documents and these (see cleanPageKeys). */
export interface DocChanges {
  /** Documents and listings whose content hash differs, or that appeared or disappeared. */
  changed: Set<string>;
  /** Of those, the documents that appeared or disappeared. */
  existence: Set<string>;
}

/**
 * Compares the previous build's document hashes with these (`docsFile`: sorted `key<TAB>hash`
 * lines, see docHashes.ts), both streamed in step.
 */
export async function diffDocs(previous: StoredManifest, docsFile: string): Promise<DocChanges> {
  const changes: DocChanges = { changed: new Set(), existence: new Set() };
  const before = sectionLines(previous.file, DOC_PREFIX);
  const now = linesOf(docsFile);
  let old = await before.next();
  let current = await now.next();
  const keyOf = (line: string) => line.slice(0, line.indexOf('\t'));
  while (!old.done || !current.done) {
    const oldKey = old.done ? null : keyOf(old.value);
    const key = current.done ? null : keyOf(current.value);
    // A key on one side only: the document or listing appeared or disappeared.
    const side =
      key === null || (oldKey !== null && oldKey < key)
        ? 'old'
        : oldKey === null || key < oldKey
          ? 'now'
          : 'both';
    if (side === 'both') {
      if (old.value !== current.value) changes.changed.add(key!);
    } else {
      const gone = side === 'old' ? oldKey! : key!;
      changes.changed.add(gone);
      changes.existence.add(gone);
    }
    if (side !== 'now') old = await before.next();
    if (side !== 'old') current = await now.next();
  }
  return changes;
}

/**
 * Writes to `skipFile` the keys of the previous build's pages whose inputs are unchanged (safe to
 * keep as they are), one per line, and returns how many pages it had and how many are clean. A
 * document that is missing now and was missing before does not make a page dirty; one that
 * appeared or disappeared does.
 */
export async function cleanPageKeys(
  previous: StoredManifest,
  changes: DocChanges,
  skipFile: string,
): Promise<{ pages: number; clean: number }> {
  const unchanged = (input: string) =>
    input.startsWith(EXISTENCE_INPUT)
      ? !changes.existence.has(input.slice(EXISTENCE_INPUT.length))
      : !changes.changed.has(input);
  // Each input of the table looked up once; a page then by its numbers.
  const clean: boolean[] = [];
  for await (const line of sectionLines(previous.file, INPUT_PREFIX)) clean.push(unchanged(inputOf(line)));
  const out = new JsonlWriter(skipFile);
  let pages = 0;
  let batch: string[] = [];
  try {
    for await (const line of manifestPages(previous)) {
      pages += 1;
      if (storedInputs(line).every((n) => clean[n] === true)) batch.push(pageKey(line));
      if (batch.length >= 4096) {
        await out.writeLines(batch);
        batch = [];
      }
    }
    await out.writeLines(batch);
    await out.commit();
  } catch (error) {
    await out.abort();
    throw error;
  }
  return { pages, clean: out.lines };
}

/** What mergePages found: pages kept from the previous build; pages it had that are gone, and their files. */
export interface PageTally {
  kept: number;
  gone: number;
  goneFiles: Set<string>;
}

/**
 * The site's pages as manifest lines, in order: the workers' reports (each sorted, see pageLine)
 * merged, each kept page's line taken from the previous manifest. The previous build's pages that
 * no worker reported are gone: counted, with their files, in `tally`.
 */
export async function* mergePages(
  reports: readonly string[],
  previous: StoredManifest | null,
  tally: PageTally,
): AsyncGenerator<string> {
  const heads = reports.map((file) => linesOf(file));
  const current = await Promise.all(heads.map((lines) => lines.next()));
  // Each report's current line's key, null once the report is done.
  const keys = current.map((next) => (next.done ? null : pageKey(next.value)));
  const before = previous ? manifestPages(previous) : null;
  let old = await before?.next();
  const dropOld = async () => {
    tally.gone += 1;
    for (const file of pageFilesOf(old!.value as string)) tally.goneFiles.add(file);
    old = await before!.next();
  };
  for (;;) {
    let min = -1;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== null && (min === -1 || keys[i]! < keys[min]!)) min = i;
    }
    if (min === -1) break;
    const minKey = keys[min]!;
    const line = current[min]!.value as string;
    current[min] = await heads[min]!.next();
    keys[min] = current[min]!.done ? null : pageKey(current[min]!.value as string);
    while (old && !old.done && pageKey(old.value) < minKey) await dropOld();
    const kept = old && !old.done && pageKey(old.value) === minKey ? old.value : undefined;
    if (kept !== undefined) old = await before!.next();
    if (line.includes('\t')) yield line;
    else if (kept !== undefined) {
      tally.kept += 1;
      yield kept;
    } else throw new Error(`build: page ${minKey} was neither rendered nor in the previous manifest`);
  }
  while (old && !old.done) await dropOld();
}

/** The non-empty lines of a file (a shard report, the document hashes), in order. */
async function* linesOf(file: string): AsyncGenerator<string> {
  for await (const { text } of readLines(file)) if (text) yield text;
}

/**
 * Writes the manifest (temporary file + rename, so it appears whole or not at all), last: the
 * documents as `docsFile` lists them (sorted, see docHashes.ts), the table of inputs, the pages
 * as `pages` gives them (mergePages: sorted; a kept page's line by the numbers of
 * `previousInputs`, the previous manifest's table). The pages go to a file in `scratchDir` (the
 * build's working folder) first, as the table is complete only after the last page. Equal sites
 * have equal manifests.
 */
export async function writeManifest(
  siteDir: string,
  header: ManifestHeader,
  docsFile: string,
  pages: AsyncIterable<string>,
  previousInputs: readonly string[] | null,
  scratchDir: string,
): Promise<void> {
  const numbering = new InputNumbering(previousInputs);
  const pagesFile = new JsonlWriter(path.join(scratchDir, 'manifest-pages.txt'));
  const out = new JsonlWriter(path.join(siteDir, MANIFEST_FILE));
  try {
    await inBatches(pagesFile, pages, (line) => PAGE_PREFIX + numbering.encode(line));
    await pagesFile.commit();
    await out.writeLines([
      FORMAT_LINE,
      JSON.stringify({ codeHash: header.codeHash, staticFiles: [...header.staticFiles].sort() }),
    ]);
    await inBatches(out, linesOf(docsFile), (line) => DOC_PREFIX + line);
    await inBatches(out, numbering.inputs, (input) => INPUT_PREFIX + JSON.stringify(input));
    for await (const chunk of readLineChunks(pagesFile.target)) await out.writeBytes(chunk, 0);
    await out.commit();
  } catch (error) {
    await out.abort();
    await pagesFile.abort();
    throw error;
  } finally {
    rmSync(pagesFile.target, { force: true });
  }
}

/** Writes each item's line (`line(item)`) to `out`, 4,096 to a write. */
async function inBatches<T>(
  out: JsonlWriter,
  items: AsyncIterable<T> | Iterable<T>,
  line: (item: T) => string,
): Promise<void> {
  let batch: string[] = [];
  for await (const item of items) {
    batch.push(line(item));
    if (batch.length >= 4096) {
      await out.writeLines(batch);
      batch = [];
    }
  }
  await out.writeLines(batch);
}

/**
 * Removes the files of the pages that are gone (unless a page of the new manifest wrote the same
 * file) and the folders they leave empty.
 */
export async function removeGonePages(siteDir: string, tally: PageTally): Promise<void> {
  const gone = tally.goneFiles;
  if (gone.size === 0) return;
  const manifest = readManifestHeader(siteDir);
  if (manifest) {
    for await (const line of manifestPages(manifest)) {
      for (const file of pageFilesOf(line)) gone.delete(file);
    }
  }
  for (const file of gone) {
    rmSync(path.join(siteDir, file), { force: true });
    for (let dir = path.dirname(path.join(siteDir, file)); dir !== siteDir; dir = path.dirname(dir)) {
      if (!existsSync(dir) || readdirSync(dir).length > 0) break;
      rmdirSync(dir);
    }
  }
}
