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
//   tcg build manifest 5
//   {"codeHash":"…","staticFiles":["assets/…",…],"pages":101669}
//   D<TAB>public/home<TAB>hash            one per document and folder listing, by path
//   I<TAB>"public/home"                   one per input, JSON-quoted: the first is number 0
//   P<TAB>"/deck/x"<TAB>{"files":[…],"inputs":[0,17,…]}   one per page, by its JSON-quoted URL
import { closeSync, openSync, readSync, renameSync } from 'node:fs';
import path from 'node:path';
import {
  countLinesBefore,
  invalidUtf8,
  JsonlWriter,
  LineCursor,
  notUtf8Error,
  readLineBatches,
  readLineChunks,
} from '../../../../data/jsonl.ts';
import { pageKey, storedInputs } from './pageLines.ts';

export const MANIFEST_FILE = '.tcg-build-manifest';
/** 5 since deck pages are files of their own (site/siteFiles.ts): a site of folders is built in full. */
export const FORMAT_LINE = 'tcg build manifest 5';
export const DOC_PREFIX = 'D\t';
export const INPUT_PREFIX = 'I\t';
export const PAGE_PREFIX = 'P\t';
/** Before a page input: only whether the document exists matters (no collection starts with it). */
export const EXISTENCE_INPUT = '?';

/** The manifest's first part: the site code and the files of its client bundle. */
export interface ManifestHeader {
  /** The site code (server and client bundle) and the site settings from env. */
  codeHash: string;
  /** Files of the client bundle copied into the site (assets/…), relative with `/`. */
  staticFiles: string[];
}

/**
 * A manifest on disk: its header, how many pages it lists (0 when an older one does not say), and
 * its file to stream the documents and pages from.
 */
export interface StoredManifest extends ManifestHeader {
  pages: number;
  file: string;
}

/** The manifest of a site folder, or null when it has none or one this version cannot use. */
export function readManifestHeader(siteDir: string): StoredManifest | null {
  const file = path.join(siteDir, MANIFEST_FILE);
  try {
    const [format, header] = firstLines(file, 2);
    if (format !== FORMAT_LINE || header === undefined) return null;
    const { codeHash, staticFiles, pages } = JSON.parse(header) as ManifestHeader & { pages?: unknown };
    if (typeof codeHash !== 'string' || !Array.isArray(staticFiles)) return null;
    return { file, codeHash, staticFiles, pages: typeof pages === 'number' ? pages : 0 };
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

/** The order of the manifest's parts, by the first byte of their lines (the header's lines: 0). */
const SECTION_ORDER: Record<number, number> = { 68: 1, 73: 2, 80: 3 }; // D, I, P

/**
 * The lines of one section (`D`, `I` or `P`) of a manifest, without their prefix, in order and in
 * batches (one per chunk of the file read). The chunks wholly before the section (their last line
 * belongs to an earlier one) are skipped undecoded: a pass over the pages does not decode the
 * documents first.
 */
async function* sectionBatches(file: string, prefix: string): AsyncGenerator<string[]> {
  const order = SECTION_ORDER[prefix.charCodeAt(0)]!;
  let started = false;
  let offset = 0;
  for await (const chunk of readLineChunks(file)) {
    const at = offset;
    offset += chunk.length;
    // The chunk ends with a line break (but maybe the file's last chunk): its last line starts
    // after the break before the end.
    const lastLine = chunk.lastIndexOf(0x0a, chunk.length - 2) + 1;
    if (!started && (SECTION_ORDER[chunk[lastLine]!] ?? 0) < order) continue;
    const bad = invalidUtf8(chunk);
    if (bad) throw notUtf8Error(file, (await countLinesBefore(file, at)) + bad.line, bad.byte);
    const text = chunk.toString('utf8');
    const batch: string[] = [];
    let start = 0;
    let done = false;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
      if (text.startsWith(prefix, start)) {
        started = true;
        batch.push(text.slice(start + prefix.length, end));
      } else if (started) {
        done = true;
        break;
      }
      start = end + 1;
    }
    if (batch.length > 0) yield batch;
    if (done) return;
  }
}

/**
 * The pages of a manifest, as its page lines (inputs by number, see pageLines.ts), in order and in
 * batches.
 */
export function manifestPageBatches(manifest: StoredManifest): AsyncGenerator<string[]> {
  return sectionBatches(manifest.file, PAGE_PREFIX);
}

/** A manifest's table of inputs: the input numbered n is the n-th. */
export async function readInputTable(manifest: StoredManifest): Promise<string[]> {
  const inputs: string[] = [];
  for await (const batch of sectionBatches(manifest.file, INPUT_PREFIX))
    for (const line of batch) inputs.push(inputOf(line));
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
  const old = await LineCursor.open(sectionBatches(previous.file, DOC_PREFIX));
  const now = await LineCursor.open(lineBatchesOf(docsFile));
  const keyOf = (line: string) => line.slice(0, line.indexOf('\t'));
  while (old.line !== undefined || now.line !== undefined) {
    // Most lines are the same on both sides: equal lines have equal keys.
    if (old.line !== undefined && old.line === now.line) {
      if (!old.advance()) await old.refill();
      if (!now.advance()) await now.refill();
      continue;
    }
    const oldKey = old.line === undefined ? null : keyOf(old.line);
    const key = now.line === undefined ? null : keyOf(now.line);
    // A key on one side only: the document or listing appeared or disappeared.
    const side =
      key === null || (oldKey !== null && oldKey < key)
        ? 'old'
        : oldKey === null || key < oldKey
          ? 'now'
          : 'both';
    if (side === 'both') changes.changed.add(key!);
    else {
      const gone = side === 'old' ? oldKey! : key!;
      changes.changed.add(gone);
      changes.existence.add(gone);
    }
    if (side !== 'now' && !old.advance()) await old.refill();
    if (side !== 'old' && !now.advance()) await now.refill();
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
  for await (const batch of sectionBatches(previous.file, INPUT_PREFIX))
    for (const line of batch) clean.push(unchanged(inputOf(line)));
  const out = new JsonlWriter(skipFile);
  let pages = 0;
  try {
    for await (const batch of sectionBatches(previous.file, PAGE_PREFIX)) {
      const keys: string[] = [];
      for (const line of batch)
        if (storedInputs(line).every((n) => clean[n] === true)) keys.push(pageKey(line));
      pages += batch.length;
      await out.writeLines(keys);
    }
    await out.commit();
  } catch (error) {
    await out.abort();
    throw error;
  }
  return { pages, clean: out.lines };
}

/** The non-empty lines of a file (a shard report, the document hashes), in order and in batches. */
export async function* lineBatchesOf(file: string): AsyncGenerator<string[]> {
  for await (const batch of readLineBatches(file)) {
    const lines: string[] = [];
    for (const { text } of batch) if (text) lines.push(text);
    yield lines;
  }
}
