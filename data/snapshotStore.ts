// The snapshot folder (DESIGN.md "The snapshot"): one JSONL file per collection and a
// manifest. Reads stream line by line; updates and whole-snapshot writes are atomic.
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import {
  COLLECTIONS,
  type CollectionName,
  type Manifest,
  ManifestSchema,
  REQUIRED_COLLECTIONS,
} from '../engine/schemas.ts';
import { UserError } from '../engine/userError.ts';
import { exists, replaceFolder, tempPathBeside, writeFileAtomic } from './atomic.ts';
import { JsonlWriter, readLineChunks, readLines } from './jsonl.ts';
import { ProjectionScanner } from './jsonProjection.ts';
import { scanFileInParts } from './parallelScan.ts';
import type {
  DocumentStore,
  ParallelScan,
  ParallelUpdate,
  ReadOptions,
  StoredDoc,
  UpdateOptions,
  UpdateResult,
} from './store.ts';
import { errorFromThread, startTsWorker, type ThreadError } from './workerThreads.ts';

export const MANIFEST_FILE = 'manifest.json';
/** How often (in documents) `onProgress` is called. */
const PROGRESS_EVERY = 1000;
const NEWLINE = Buffer.from('\n');

export function collectionFile(dir: string, collection: CollectionName): string {
  return path.join(dir, `${collection}.jsonl`);
}

/** Parses one line into a document, or throws a UserError naming the file and line. */
export function parseDocLine(file: string, number: number, text: string): StoredDoc {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UserError(
      'SNAPSHOT_INVALID_LINE',
      `${file}:${number}: not valid JSON (${reason}); fix or remove the line`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UserError(
      'SNAPSHOT_INVALID_LINE',
      `${file}:${number}: not a JSON object; each line must be one document {"id": "...", ...}`,
    );
  }
  const id = (value as { id?: unknown }).id;
  if (typeof id !== 'string' || id === '') {
    throw new UserError(
      'SNAPSHOT_INVALID_LINE',
      `${file}:${number}: no "id" (a non-empty string); each line must start a document with its id`,
    );
  }
  return value as StoredDoc;
}

/**
 * The document on `buf[start, end)` as the scanner read it, or undefined when the line is left to
 * parseDocLine: no scanner, a line the scanner gives up on, or one without a string id.
 */
export function scannedDoc(
  scanner: ProjectionScanner | undefined,
  buf: Buffer,
  start: number,
  end: number,
): StoredDoc | undefined {
  const scanned = scanner?.scan(buf, start, end);
  return scanned !== undefined && typeof scanned.id === 'string' && scanned.id !== ''
    ? (scanned as StoredDoc)
    : undefined;
}

/**
 * The line of `doc` with `fields` set. When the document has none of the fields yet (a first
 * classification), they are appended to the original text, so the rest of the line is neither
 * serialised again nor changed; otherwise the merged document is serialised whole.
 */
export function withFields(text: string, doc: StoredDoc, fields: Record<string, unknown>): string {
  let append = true;
  for (const key in fields) {
    if (fields[key] === undefined || Object.hasOwn(doc, key)) {
      append = false;
      break;
    }
  }
  const line = text.trimEnd();
  if (append && line.endsWith('}')) {
    const added = JSON.stringify(fields);
    if (added === '{}') return text;
    return `${line.slice(0, -1)},${added.slice(1)}`;
  }
  return JSON.stringify({ ...doc, ...fields });
}

async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new UserError(
        'SNAPSHOT_INVALID_MANIFEST',
        `${file}: missing; ${dir} is not a snapshot folder (make one with \`tcg export --out ${dir}\`)`,
      );
    }
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UserError('SNAPSHOT_INVALID_MANIFEST', `${file}: not valid JSON (${reason}); fix or re-export`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(root)';
    throw new UserError(
      'SNAPSHOT_INVALID_MANIFEST',
      `${file}: ${where}: ${issue?.message ?? 'invalid'}; expected {"format":"tcg-snapshot","version":1,"exportedAt","source","counts"}`,
    );
  }
  return { ...(json as object), ...parsed.data } as Manifest;
}

export class SnapshotStore implements DocumentStore {
  readonly kind = 'snapshot' as const;
  readonly description: string;

  private constructor(
    readonly dir: string,
    private manifest: Manifest,
  ) {
    this.description = dir;
  }

  /** Opens a snapshot folder; a missing folder, manifest or required file is one clear UserError. */
  static async open(dir: string): Promise<SnapshotStore> {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new UserError(
          'SNAPSHOT_MISSING',
          `${dir}: snapshot folder not found; pass an existing folder with --data (make one with \`tcg export --out ${dir}\`)`,
        );
      }
      throw error;
    }
    if (!info.isDirectory()) {
      throw new UserError('SNAPSHOT_MISSING', `${dir}: not a folder; --data takes a snapshot folder`);
    }
    const manifest = await readManifest(dir);
    for (const collection of REQUIRED_COLLECTIONS) {
      const file = collectionFile(dir, collection);
      if (!(await exists(file))) {
        throw new UserError(
          'SNAPSHOT_MISSING',
          `${file}: missing; a snapshot needs ${REQUIRED_COLLECTIONS.map((c) => `${c}.jsonl`).join(', ')} (an empty file is fine)`,
        );
      }
    }
    return new SnapshotStore(dir, manifest);
  }

  getManifest(): Manifest {
    return this.manifest;
  }

  async count(collection: CollectionName): Promise<number | undefined> {
    const n = this.manifest.counts[collection];
    if (n !== undefined) return n;
    return (await exists(collectionFile(this.dir, collection))) ? undefined : 0;
  }

  /** Reads a collection in parts, one worker thread each (see scanFileInParts). */
  async scanParts(
    collection: CollectionName,
    scan: ParallelScan,
    options: ReadOptions = {},
  ): Promise<unknown[] | undefined> {
    const file = collectionFile(this.dir, collection);
    if (!(await exists(file))) {
      if (REQUIRED_COLLECTIONS.includes(collection)) {
        throw new UserError('SNAPSHOT_MISSING', `${file}: missing; re-export the snapshot`);
      }
      return undefined;
    }
    return scanFileInParts(file, scan, { ...options, total: this.manifest.counts[collection] });
  }

  async *read(collection: CollectionName, options: ReadOptions = {}): AsyncIterable<StoredDoc> {
    const file = collectionFile(this.dir, collection);
    if (!(await exists(file))) {
      if (REQUIRED_COLLECTIONS.includes(collection)) {
        throw new UserError('SNAPSHOT_MISSING', `${file}: missing; re-export the snapshot`);
      }
      return;
    }
    const total = this.manifest.counts[collection];
    let done = 0;
    for await (const line of readLines(file)) {
      if (line.text.trim() === '') continue;
      yield parseDocLine(file, line.number, line.text);
      done++;
      if (options.onProgress && done % PROGRESS_EVERY === 0) options.onProgress(done, total);
    }
    options.onProgress?.(done, total);
  }

  async updateEach(
    collection: CollectionName,
    update: (doc: StoredDoc) => Record<string, unknown> | undefined,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    const file = collectionFile(this.dir, collection);
    if (!(await exists(file))) {
      if (REQUIRED_COLLECTIONS.includes(collection)) {
        throw new UserError('SNAPSHOT_MISSING', `${file}: missing; re-export the snapshot`);
      }
      return { read: 0, changed: 0 };
    }
    const total = this.manifest.counts[collection];
    // The file is read as bytes: unchanged lines are copied through as they are, a chunk without
    // a change with one write. With `fields`, a document is scanned for those fields only and a
    // change is spliced into its line (see ProjectionScanner); otherwise, and for a line the
    // scanner leaves alone, the line is parsed whole (errors name the line). Nothing is written
    // before the first change: when nothing changes, the file is only read.
    const parallel = options.parallel;
    const threads =
      parallel && parallel.threads > 1 && (await stat(file)).size >= (parallel.minBytes ?? PARALLEL_MIN_BYTES)
        ? new ChunkWorkers(parallel, file, options)
        : undefined;
    const scanner = options.fields ? new ProjectionScanner(options.fields) : undefined;
    const inline = (chunk: Buffer, firstLine: number) =>
      Promise.resolve(updateChunk(chunk, { file, firstLine, scanner, update, write: !options.dryRun }));
    let writer: JsonlWriter | undefined;
    let read = 0;
    let changed = 0;
    let bytesBefore = 0;
    // Chunks in flight (in worker threads), oldest first; results are taken in file order.
    const pending: { chunk: Buffer; result: Promise<ChunkResult> }[] = [];
    const take = async () => {
      const { chunk, result: promised } = pending.shift()!;
      const result = await promised;
      if (result.changed > 0 && !options.dryRun && writer === undefined) {
        writer = new JsonlWriter(file);
        await copyStart(file, bytesBefore, writer);
      }
      const before = read;
      read += result.read;
      changed += result.changed;
      bytesBefore += chunk.length;
      if (options.onProgress && Math.floor(read / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) {
        options.onProgress(read, total);
      }
      await writer?.writeBytes(result.bytes ?? withLastNewline(chunk), result.lines);
    };
    try {
      let firstLine = 1;
      for await (const chunk of readLineChunks(file)) {
        pending.push({
          chunk,
          result: threads ? threads.update(chunk, firstLine) : inline(chunk, firstLine),
        });
        // A rejected result is awaited in file order; until then it must not count as unhandled.
        pending.at(-1)!.result.catch(() => undefined);
        firstLine += lineCount(chunk);
        while (pending.length > (threads ? threads.inFlight : 0)) await take();
      }
      while (pending.length > 0) await take();
      options.onProgress?.(read, total);
    } catch (error) {
      await writer?.abort();
      throw error;
    } finally {
      await threads?.close();
    }
    if (!writer) return { read, changed };
    await writer.commit();
    this.manifest = {
      ...this.manifest,
      counts: { ...this.manifest.counts, [collection]: read },
      updatedAt: new Date().toISOString(),
    } as Manifest;
    await writeFileAtomic(path.join(this.dir, MANIFEST_FILE), `${JSON.stringify(this.manifest, null, 2)}\n`);
    return { read, changed };
  }
}

/** What updateChunk needs besides the chunk. */
export interface ChunkUpdate {
  /** The file, for error messages. */
  file: string;
  /** The number of the chunk's first line in the file. */
  firstLine: number;
  scanner: ProjectionScanner | undefined;
  update: (doc: StoredDoc) => Record<string, unknown> | undefined;
  /** Build the chunk's new bytes (false for a dry run: only count). */
  write: boolean;
}

export interface ChunkResult {
  /** The chunk's new bytes, every line ending with a line break; undefined when no line changed. */
  bytes: Buffer | undefined;
  lines: number;
  read: number;
  changed: number;
}

/**
 * Visits every document of a chunk of whole lines (see readLineChunks): scanned for the
 * projected fields when there is a scanner, else (or when the scanner leaves the line alone)
 * parsed whole, so a bad line is a UserError naming the file and line. Blank lines are skipped
 * and kept; a changed document gets its new fields spliced into its line.
 */
export function updateChunk(chunk: Buffer, options: ChunkUpdate): ChunkResult {
  const { file, scanner, update, write } = options;
  const parts: Uint8Array[] = [];
  let copied = 0;
  let lines = 0;
  let read = 0;
  let changed = 0;
  let pos = 0;
  while (pos < chunk.length) {
    const newline = chunk.indexOf(0x0a, pos);
    const start = pos;
    let end = newline === -1 ? chunk.length : newline;
    pos = newline === -1 ? chunk.length : newline + 1;
    if (end > start && chunk[end - 1] === 0x0d) end--;
    lines++;
    let doc = scannedDoc(scanner, chunk, start, end);
    let text: string | undefined;
    if (doc === undefined) {
      text = chunk.toString('utf8', start, end);
      if (text.trim() === '') continue;
      doc = parseDocLine(file, options.firstLine + lines - 1, text);
    }
    read++;
    const fields = update(doc);
    if (fields === undefined) continue;
    changed++;
    if (!write) continue;
    const spliced = text === undefined ? scanner!.withFields(fields) : undefined;
    const line =
      spliced ??
      Buffer.from(
        text === undefined
          ? JSON.stringify({ ...JSON.parse(chunk.toString('utf8', start, end)), ...fields })
          : withFields(text, doc, fields),
        'utf8',
      );
    parts.push(chunk.subarray(copied, start), line);
    copied = end;
  }
  if (!write || changed === 0) return { bytes: undefined, lines, read, changed };
  parts.push(chunk.subarray(copied));
  if (chunk.at(-1) !== 0x0a) parts.push(NEWLINE);
  return { bytes: Buffer.concat(parts), lines, read, changed };
}

/** The lines of a chunk: its line breaks, plus one for a last line without. */
function lineCount(chunk: Buffer): number {
  let lines = 0;
  let at = chunk.indexOf(0x0a);
  while (at !== -1) {
    lines++;
    at = chunk.indexOf(0x0a, at + 1);
  }
  return chunk.length > 0 && chunk.at(-1) !== 0x0a ? lines + 1 : lines;
}

/** Below this size a file is updated in the calling thread. */
const PARALLEL_MIN_BYTES = 32 << 20;

/** What a chunk worker thread answers: a chunk's result or the error it met. */
type WorkerReply = { ok: true; result: ChunkResult } | ({ ok: false } & ThreadError);

/**
 * Worker threads (data/chunkWorker.ts) that update chunks with the ParallelUpdate's module,
 * taking chunks in turn. Each thread answers its chunks in order, so a FIFO of callbacks per
 * thread pairs replies with requests.
 */
class ChunkWorkers {
  private readonly workers: Worker[];
  private readonly waiting: { resolve: (result: ChunkResult) => void; reject: (error: Error) => void }[][];
  private next = 0;
  /** Chunks the caller keeps in flight: two per thread, so none waits for work. */
  readonly inFlight: number;

  constructor(parallel: ParallelUpdate, file: string, options: UpdateOptions) {
    const workerData = {
      module: parallel.module,
      data: parallel.data,
      fields: options.fields,
      file,
      write: !options.dryRun,
    };
    this.workers = Array.from({ length: parallel.threads }, () =>
      startTsWorker(new URL('./chunkWorker.ts', import.meta.url).href, workerData),
    );
    this.waiting = this.workers.map(() => []);
    this.inFlight = 2 * parallel.threads;
    this.workers.forEach((worker, index) => {
      const queue = this.waiting[index]!;
      worker.on('message', (reply: WorkerReply) => {
        const waiter = queue.shift();
        if (!waiter) return;
        if (reply.ok) {
          const { result } = reply;
          waiter.resolve({
            ...result,
            bytes:
              result.bytes && Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.length),
          });
        } else {
          waiter.reject(errorFromThread(reply));
        }
      });
      const fail = (error: Error) => {
        for (const waiter of queue.splice(0)) waiter.reject(error);
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`a classify worker thread stopped (exit code ${code})`)));
    });
  }

  update(chunk: Buffer, firstLine: number): Promise<ChunkResult> {
    const index = this.next;
    this.next = (this.next + 1) % this.workers.length;
    return new Promise((resolve, reject) => {
      this.waiting[index]!.push({ resolve, reject });
      this.workers[index]!.postMessage({ chunk, firstLine });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** The chunk, with a line break added when its last line lacks one (so appended lines stay apart). */
function withLastNewline(chunk: Buffer): Buffer {
  return chunk.at(-1) === 0x0a || chunk.length === 0 ? chunk : Buffer.concat([chunk, NEWLINE]);
}

/** Copies the file's first `bytes` bytes to the writer (the lines before the first change). */
async function copyStart(file: string, bytes: number, writer: JsonlWriter): Promise<void> {
  if (bytes === 0) return;
  const stream = createReadStream(file, { start: 0, end: bytes - 1, highWaterMark: 1 << 20 });
  for await (const piece of stream as AsyncIterable<Buffer>) await writer.writeBytes(piece, 0);
}

export interface SnapshotWriterOptions {
  /** Where the data came from, e.g. `firestore:my-project` or `sample`. */
  source: string;
  /** When the data was read, ISO 8601. */
  exportedAt: string;
}

/**
 * Writes a whole snapshot: every collection streams into a temporary folder beside `dir`;
 * `commit()` writes the manifest and swaps the folder into place. Required collections that
 * received no documents are written as empty files.
 */
export class SnapshotWriter {
  private readonly writers = new Map<CollectionName, JsonlWriter>();
  private readonly counts: Partial<Record<CollectionName, number>> = {};

  private constructor(
    readonly dir: string,
    readonly tempDir: string,
    private readonly options: SnapshotWriterOptions,
  ) {}

  static async create(dir: string, options: SnapshotWriterOptions): Promise<SnapshotWriter> {
    const resolved = path.resolve(dir);
    await mkdir(path.dirname(resolved), { recursive: true });
    const tempDir = tempPathBeside(resolved);
    await mkdir(tempDir);
    return new SnapshotWriter(resolved, tempDir, options);
  }

  private writerFor(collection: CollectionName): JsonlWriter {
    let writer = this.writers.get(collection);
    if (!writer) {
      writer = new JsonlWriter(collectionFile(this.tempDir, collection));
      this.writers.set(collection, writer);
      this.counts[collection] = 0;
    }
    return writer;
  }

  /** Appends one document (`{id, ...fields}`) to a collection. */
  async write(collection: CollectionName, doc: StoredDoc): Promise<void> {
    if (typeof doc.id !== 'string' || doc.id === '') {
      throw new Error(`SnapshotWriter.write(${collection}): a document needs a non-empty string id`);
    }
    await this.writerFor(collection).writeDoc(doc);
    this.counts[collection] = (this.counts[collection] ?? 0) + 1;
  }

  /** Appends every document of an iterable to a collection. */
  async writeAll(collection: CollectionName, docs: Iterable<StoredDoc> | AsyncIterable<StoredDoc>) {
    for await (const doc of docs) await this.write(collection, doc);
  }

  /** Finishes every file, writes the manifest and renames the folder onto `dir`. */
  async commit(): Promise<Manifest> {
    try {
      for (const collection of REQUIRED_COLLECTIONS) this.writerFor(collection);
      for (const writer of this.writers.values()) await writer.commit();
      const counts: Record<string, number> = {};
      for (const collection of COLLECTIONS) {
        const n = this.counts[collection];
        if (n !== undefined) counts[collection] = n;
      }
      const manifest: Manifest = {
        format: 'tcg-snapshot',
        version: 1,
        exportedAt: this.options.exportedAt,
        source: this.options.source,
        counts,
      };
      await writeFileAtomic(path.join(this.tempDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await replaceFolder(this.tempDir, this.dir);
      return manifest;
    } catch (error) {
      await this.abort();
      throw error;
    }
  }

  /** Drops everything written; `dir` stays as it was. */
  async abort(): Promise<void> {
    for (const writer of this.writers.values()) await writer.abort();
    await rm(this.tempDir, { recursive: true, force: true });
  }
}
