// The decks as `tcg classify` reads them, kept for the next run in the snapshot folder
// (CLASSIFY_CACHE_FILE): each deck's cards as the rule
// matcher counts them (engine/rules/matcher.ts countedCards) and the classification it stores. A
// classify run that finds the cache of the very file it reads classifies every deck from it, without
// scanning the file; it then reads and rewrites only the chunks of lines whose decks change (their
// lines scanned as without a cache), and copies the others as they are. Held to the plain path by
// the tests of the threaded classify and by the incremental-equals-full differential.
//
// The cache is trusted for one file only: the same device, inode, size, and modification and change
// times (ns) as when it was written. Every writer of a snapshot replaces its files whole (a new
// inode: data/atomic.ts); a program that rewrites one in place changes its times. The program that
// made the cache is part of its key (a change to the scanner or the matcher's counting forgets it).
//
//   tcg classify cache 4 <program> <dev>:<ino>:<size>:<mtimeNs>:<ctimeNs>   (read alone first)
//   {"decks":N,"terms":T,"names":[…],"states":[…],"derivedFrom":[…]}
//   (zeros to a multiple of 8 bytes) counts: Float64[T], offsets: Float64[N], lines: Int32[N],
//   starts: Int32[N + 1], names: Int32[T], states: Int32[N]
import {
  closeSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ClassificationRun,
  type ClassifyUpdateData,
  type CountedDeck,
  type StoredMatches,
} from '../../engine/rules/classify.ts';
import type { RuleMatcher } from '../../engine/rules/matcher.ts';
import { tempPathBeside } from '../atomic.ts';
import { treeHash } from '../contentHash.ts';

const HEADER = 'tcg classify cache 4';

/** The cache's file in the snapshot folder: a dot file, which no reader of the snapshot reads. */
export const CLASSIFY_CACHE_FILE = '.tcg-classify-cache';

/** A chunk's decks as classify read them, in tables of the chunk's own (they cross threads). */
export interface CountedChunk {
  /** Each deck's line in the chunk (0: its first line). */
  lines: Int32Array;
  /** Each deck's end in `nameIndexes` and `counts` (its start: the previous deck's end). */
  ends: Int32Array;
  nameIndexes: Int32Array;
  counts: Float64Array;
  names: string[];
  /** Each deck's stored classification, by index in `states` (see stateText). */
  stateIndexes: Int32Array;
  states: string[];
}

/** A stored classification as the cache keeps it: `[rule_matches, rule_matches_detail]` as JSON. */
function stateText(stored: StoredMatches): string {
  return JSON.stringify([stored.rule_matches, stored.rule_matches_detail]);
}

function storedOf(text: string): StoredMatches {
  const [rule_matches, rule_matches_detail] = JSON.parse(text) as [unknown[], unknown[]];
  return { rule_matches, rule_matches_detail };
}

/** Interns a text in a table: its index. */
function intern(table: Map<string, number>, list: string[], text: string): number {
  let index = table.get(text);
  if (index === undefined) {
    index = list.length;
    table.set(text, index);
    list.push(text);
  }
  return index;
}

/** Collects a chunk's counted decks (updateChunk, in this thread or a worker). */
export class CountedChunkBuilder {
  private readonly lines: number[] = [];
  private readonly ends: number[] = [];
  private readonly nameIndexes: number[] = [];
  private readonly counts: number[] = [];
  private readonly names: string[] = [];
  private readonly nameTable = new Map<string, number>();
  private readonly stateIndexes: number[] = [];
  private readonly states: string[] = [];
  private readonly stateTable = new Map<string, number>();

  /** A deck at `line` of the chunk (0: its first), as classify read it (countedDeck). */
  add(line: number, deck: CountedDeck): void {
    this.lines.push(line);
    for (let k = 0; k < deck.names.length; k++) {
      this.nameIndexes.push(intern(this.nameTable, this.names, deck.names[k]!));
      this.counts.push(deck.counts[k]!);
    }
    this.ends.push(this.nameIndexes.length);
    this.stateIndexes.push(intern(this.stateTable, this.states, stateText(deck.stored)));
  }

  result(): CountedChunk {
    return {
      lines: Int32Array.from(this.lines),
      ends: Int32Array.from(this.ends),
      nameIndexes: Int32Array.from(this.nameIndexes),
      counts: Float64Array.from(this.counts),
      names: this.names,
      stateIndexes: Int32Array.from(this.stateIndexes),
      states: this.states,
    };
  }
}

/**
 * A file this one was made from by classify alone, from its cache (the newest first): the file's
 * identity (fileIdentity) and the lines whose classification classify changed. Every other line
 * is the same bytes, and no line was added or removed: `tcg aggregate` takes its previous run's
 * counts on from there (cli/pipelines/accelerators/aggregateDelta.ts).
 */
export interface ClassifiedFrom {
  identity: string;
  changedLines: number[];
}

/** At most so many steps back are kept (a longer history costs `tcg aggregate` a full run). */
const DERIVED_STEPS = 8;

/** A file's decks as classify read them: its counted decks in file order. */
export interface ClassifyCache {
  /** How this file was made from earlier ones by classify alone (empty: not known). */
  derivedFrom: ClassifiedFrom[];
  decks: number;
  /** Each deck's line in the file (1: the first). */
  lines: Int32Array;
  /** Where each deck's line starts in the file (its first byte), so a reader can go straight to it. */
  offsets: Float64Array;
  /** Each deck's start in `nameIndexes` and `counts`; one more entry: the last deck's end. */
  starts: Int32Array;
  nameIndexes: Int32Array;
  counts: Float64Array;
  names: string[];
  stateIndexes: Int32Array;
  states: string[];
}

/** The first deck at or after line `line` (cache.decks when none). */
export function deckAtLine(cache: ClassifyCache, line: number): number {
  let low = 0;
  let high = cache.decks;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (cache.lines[mid]! < line) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Where each of the `lines` lines of `bytes` starts in their file, the first at byte `at`: the
 * line starts of a chunk as written (snapshotUpdate.ts onChunk), for ClassifyCacheBuilder.
 */
export function lineStartsOf(bytes: Uint8Array, at: number, lines: number): Float64Array {
  const starts = new Float64Array(lines);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let position = 0;
  for (let line = 0; line < lines; line++) {
    starts[line] = at + position;
    position = buffer.indexOf(0x0a, position) + 1;
  }
  return starts;
}

/**
 * Builds the cache of a file as an update goes through it in order: each chunk's decks either
 * counted as it was scanned, or taken from the previous cache (a chunk left as it was); each with
 * where its line starts in the file as written (lineStartsOf).
 */
export class ClassifyCacheBuilder {
  /** The file's decks in order: chunks scanned, and runs of the previous cache's decks. */
  private readonly parts: (
    | { firstLine: number; chunk: CountedChunk; starts: Float64Array }
    | { from: number; to: number; offsets: number[] }
  )[] = [];

  constructor(private readonly previous?: ClassifyCache) {}

  /** A chunk scanned, its first line `firstLine` of the file, its lines starting at `starts`. */
  addChunk(chunk: CountedChunk, firstLine: number, starts: Float64Array): void {
    this.parts.push({ firstLine, chunk, starts });
  }

  /**
   * The previous cache's decks at lines `[firstLine, firstLine + lineCount)`, left as they were;
   * those lines start at `starts` in the file as written.
   */
  addCached(firstLine: number, lineCount: number, starts: Float64Array): void {
    const previous = this.previous;
    if (!previous) throw new Error('ClassifyCacheBuilder.addCached: no previous cache');
    const from = deckAtLine(previous, firstLine);
    const to = deckAtLine(previous, firstLine + lineCount);
    const offsets: number[] = [];
    for (let p = from; p < to; p++) offsets.push(starts[previous.lines[p]! - firstLine]!);
    const last = this.parts.at(-1);
    if (last && 'to' in last && last.to === from) {
      last.to = to;
      for (const offset of offsets) last.offsets.push(offset);
    } else this.parts.push({ from, to, offsets });
  }

  /**
   * The cache, its tables in order of first use in the file (so equal files give equal caches,
   * whatever was scanned and whatever was taken from the previous cache).
   */
  build(): ClassifyCache {
    let decks = 0;
    let terms = 0;
    for (const part of this.parts) {
      if ('chunk' in part) {
        decks += part.chunk.lines.length;
        terms += part.chunk.nameIndexes.length;
      } else {
        decks += part.to - part.from;
        terms += this.previous!.starts[part.to]! - this.previous!.starts[part.from]!;
      }
    }
    const cache: ClassifyCache = {
      derivedFrom: [],
      decks,
      lines: new Int32Array(decks),
      offsets: new Float64Array(decks),
      starts: new Int32Array(decks + 1),
      nameIndexes: new Int32Array(terms),
      counts: new Float64Array(terms),
      names: [],
      stateIndexes: new Int32Array(decks),
      states: [],
    };
    const tables = { names: new Map<string, number>(), states: new Map<string, number>() };
    /** Each table index of a source (a chunk or the previous cache) in the new table, on first use. */
    const remap = (texts: readonly string[], table: Map<string, number>, list: string[]) => {
      const indexes = new Int32Array(texts.length).fill(-1);
      return (at: number) => {
        let index = indexes[at]!;
        if (index === -1) {
          index = intern(table, list, texts[at]!);
          indexes[at] = index;
        }
        return index;
      };
    };
    const previous = this.previous;
    const previousName = previous ? remap(previous.names, tables.names, cache.names) : undefined;
    const previousState = previous ? remap(previous.states, tables.states, cache.states) : undefined;
    let d = 0;
    let k = 0;
    for (const part of this.parts) {
      if ('chunk' in part) {
        const { chunk, firstLine, starts } = part;
        const name = remap(chunk.names, tables.names, cache.names);
        const state = remap(chunk.states, tables.states, cache.states);
        let start = 0;
        for (let c = 0; c < chunk.lines.length; c++, d++) {
          cache.lines[d] = firstLine + chunk.lines[c]!;
          cache.offsets[d] = starts[chunk.lines[c]!]!;
          const end = chunk.ends[c]!;
          for (let t = start; t < end; t++, k++) {
            cache.nameIndexes[k] = name(chunk.nameIndexes[t]!);
            cache.counts[k] = chunk.counts[t]!;
          }
          start = end;
          cache.starts[d + 1] = k;
          cache.stateIndexes[d] = state(chunk.stateIndexes[c]!);
        }
      } else {
        const from = previous!.starts[part.from]!;
        const to = previous!.starts[part.to]!;
        cache.lines.set(previous!.lines.subarray(part.from, part.to), d);
        cache.offsets.set(part.offsets, d);
        cache.counts.set(previous!.counts.subarray(from, to), k);
        for (let t = from; t < to; t++)
          cache.nameIndexes[k + t - from] = previousName!(previous!.nameIndexes[t]!);
        for (let p = part.from; p < part.to; p++, d++) {
          cache.starts[d + 1] = k + previous!.starts[p + 1]! - from;
          cache.stateIndexes[d] = previousState!(previous!.stateIndexes[p]!);
        }
        k += to - from;
      }
    }
    return cache;
  }
}

/**
 * The cache's first line for a decks file as it is now: the program and what the cache is trusted
 * for, one file as it was (see the header of this module).
 */
function headerOf(decksFile: string): string {
  return `${HEADER} ${classifyCacheProgram()} ${fileIdentity(decksFile)}`;
}

/**
 * One file as it is now: its device, inode, size, and modification and change times (ns). A
 * writer that replaces the file makes a new inode; one that rewrites it in place changes its times.
 */
export function fileIdentity(file: string): string {
  const stat = statSync(file, { bigint: true });
  return [stat.dev, stat.ino, stat.size, stat.mtimeNs, stat.ctimeNs].join(':');
}

/**
 * The history of a file classify made from `read` (identity taken before the rewrite), changing
 * `changedLines` of it: that step, then the steps `read` was made by, bounded.
 */
export function derivedHistory(
  readIdentity: string,
  read: ClassifyCache,
  changedLines: number[],
): ClassifiedFrom[] {
  return [{ identity: readIdentity, changedLines }, ...read.derivedFrom].slice(0, DERIVED_STEPS);
}

let program: string | undefined;

/**
 * The program that reads the decks: the compiled bundle folder (`lib/`) when running from it, else
 * the sources of the engine and the data layer (tests and development).
 */
export function classifyCacheProgram(): string {
  if (program !== undefined) return program;
  const here = path.dirname(fileURLToPath(import.meta.url));
  if (path.basename(here) === 'lib') program = treeHash(here, (name) => /\.(js|mjs)$/.test(name));
  else {
    const sources = (dir: string) => treeHash(path.join(here, '..', '..', dir), (name) => /\.ts$/.test(name));
    program = `${sources('engine')}+${sources('data')}`;
  }
  return program;
}

interface CacheMeta {
  decks: number;
  terms: number;
  names: string[];
  states: string[];
  derivedFrom: ClassifiedFrom[];
}

/**
 * The cache of `decksFile` in `cacheFile`, when it was written for that very file by this program;
 * undefined otherwise (no cache, another file or program, a damaged cache: classify scans).
 */
export function readClassifyCache(cacheFile: string, decksFile: string): ClassifyCache | undefined {
  let bytes: Buffer;
  try {
    // The first line alone first: a cache of another file or program costs no more than that.
    if (!startsWith(cacheFile, Buffer.from(`${headerOf(decksFile)}\n`))) return undefined;
    bytes = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  try {
    const first = bytes.indexOf(0x0a);
    const second = bytes.indexOf(0x0a, first + 1);
    if (second === -1) return undefined;
    const meta = JSON.parse(bytes.toString('utf8', first + 1, second)) as CacheMeta;
    const { decks, terms } = meta;
    let at = alignedAfter(second + 1);
    const take = <T>(make: (buffer: ArrayBuffer) => T, size: number): T => {
      if (at + size > bytes.length) throw new RangeError('the cache ends early');
      const copy = bytes.buffer.slice(bytes.byteOffset + at, bytes.byteOffset + at + size) as ArrayBuffer;
      at += size;
      return make(copy);
    };
    if (!Array.isArray(meta.derivedFrom)) return undefined;
    const cache: ClassifyCache = {
      derivedFrom: meta.derivedFrom,
      decks,
      counts: take((b) => new Float64Array(b), 8 * terms),
      offsets: take((b) => new Float64Array(b), 8 * decks),
      lines: take((b) => new Int32Array(b), 4 * decks),
      starts: take((b) => new Int32Array(b), 4 * (decks + 1)),
      nameIndexes: take((b) => new Int32Array(b), 4 * terms),
      stateIndexes: take((b) => new Int32Array(b), 4 * decks),
      names: meta.names,
      states: meta.states,
    };
    return at === bytes.length && wellFormed(cache) ? cache : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every index within its table, every deck's terms in order, lines and their starts ascending: what
 * classifying and reading from it rely on.
 */
function wellFormed(cache: ClassifyCache): boolean {
  const { decks, starts, lines, offsets, nameIndexes, stateIndexes } = cache;
  if (starts[0] !== 0 || starts[decks] !== nameIndexes.length) return false;
  for (let d = 0; d < decks; d++) {
    if (starts[d + 1]! < starts[d]! || (d > 0 && lines[d]! <= lines[d - 1]!) || lines[d]! < 1) return false;
    if (!(offsets[d]! >= 0) || (d > 0 && offsets[d]! <= offsets[d - 1]!)) return false;
    if (stateIndexes[d]! < 0 || stateIndexes[d]! >= cache.states.length) return false;
  }
  for (let k = 0; k < nameIndexes.length; k++) {
    if (nameIndexes[k]! < 0 || nameIndexes[k]! >= cache.names.length) return false;
  }
  return true;
}

/** Whether the file starts with these bytes. */
function startsWith(file: string, start: Buffer): boolean {
  const fd = openSync(file, 'r');
  try {
    const read = Buffer.alloc(start.length);
    return readSync(fd, read, 0, read.length, 0) === read.length && read.equals(start);
  } finally {
    closeSync(fd);
  }
}

function alignedAfter(offset: number): number {
  return Math.ceil(offset / 8) * 8;
}

/**
 * Writes the cache of `decksFile` as it is now (temporary file + rename). A cache that cannot be
 * written (a read-only folder) only costs the next run its scan.
 */
export function writeClassifyCache(cacheFile: string, decksFile: string, cache: ClassifyCache): void {
  const temp = tempPathBeside(cacheFile);
  try {
    const meta: CacheMeta = {
      decks: cache.decks,
      terms: cache.counts.length,
      names: cache.names,
      states: cache.states,
      derivedFrom: cache.derivedFrom,
    };
    const head = Buffer.from(`${headerOf(decksFile)}\n${JSON.stringify(meta)}\n`);
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, head);
      writeSync(fd, Buffer.alloc(alignedAfter(head.length) - head.length));
      const arrays = [
        cache.counts,
        cache.offsets,
        cache.lines,
        cache.starts,
        cache.nameIndexes,
        cache.stateIndexes,
      ];
      for (const array of arrays) {
        writeSync(fd, new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
      }
    } finally {
      closeSync(fd);
    }
    renameSync(temp, cacheFile);
  } catch {
    rmSync(temp, { force: true });
  }
}

/**
 * Classifies every deck of the cache as `classifyUpdate` would classify its line, with a matcher
 * of the task's rules: the lines of the decks whose classification changes, in order.
 */
export function classifyFromCache(
  cache: ClassifyCache,
  data: ClassifyUpdateData,
  matcher: RuleMatcher,
): number[] {
  const run = new ClassificationRun(matcher, data.mode, data.asOf);
  const nameIds = run.nameIdsOf(cache.names);
  const ids = new Int32Array(cache.nameIndexes.length);
  for (let k = 0; k < ids.length; k++) ids[k] = nameIds[cache.nameIndexes[k]!]!;
  // Decks share their stored classifications: each parsed once.
  const stored = cache.states.map(storedOf);
  const changed: number[] = [];
  for (let d = 0; d < cache.decks; d++) {
    const state = stored[cache.stateIndexes[d]!]!;
    if (run.classifyCounted(state, ids, cache.counts, cache.starts[d]!, cache.starts[d + 1]!))
      changed.push(cache.lines[d]!);
  }
  return changed;
}
