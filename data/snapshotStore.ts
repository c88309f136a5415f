// The snapshot folder (DESIGN.md "The snapshot"): one JSONL file per collection and a
// manifest. Reads stream line by line; updates and whole-snapshot writes are atomic.
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
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
import type { DocumentStore, ReadOptions, StoredDoc, UpdateResult } from './store.ts';

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
    options: ReadOptions & { dryRun?: boolean } = {},
  ): Promise<UpdateResult> {
    const file = collectionFile(this.dir, collection);
    if (!(await exists(file))) {
      if (REQUIRED_COLLECTIONS.includes(collection)) {
        throw new UserError('SNAPSHOT_MISSING', `${file}: missing; re-export the snapshot`);
      }
      return { read: 0, changed: 0 };
    }
    const total = this.manifest.counts[collection];
    // The file is read as bytes: unchanged lines are copied through as they are, a chunk's run
    // of unchanged lines with one copy. With `fields`, a document is scanned for those fields
    // only and a change is spliced into its line (see ProjectionScanner); otherwise, and for
    // a line the scanner leaves alone, the line is parsed whole (errors name the line).
    const scanner = options.fields ? new ProjectionScanner(options.fields) : undefined;
    const writer = options.dryRun ? undefined : new JsonlWriter(file);
    let read = 0;
    let changed = 0;
    let number = 0;
    try {
      for await (const chunk of readLineChunks(file)) {
        const parts: Uint8Array[] = [];
        let copied = 0;
        let lines = 0;
        let pos = 0;
        while (pos < chunk.length) {
          const newline = chunk.indexOf(0x0a, pos);
          const next = newline === -1 ? chunk.length : newline + 1;
          let end = newline === -1 ? chunk.length : newline;
          if (end > pos && chunk[end - 1] === 0x0d) end--;
          const start = pos;
          pos = next;
          number++;
          lines++;
          const scanned = scanner?.scan(chunk, start, end);
          let doc: StoredDoc;
          let text: string | undefined;
          if (scanned !== undefined && typeof scanned.id === 'string' && scanned.id !== '') {
            doc = scanned as StoredDoc;
          } else {
            text = chunk.toString('utf8', start, end);
            if (text.trim() === '') continue;
            doc = parseDocLine(file, number, text);
          }
          read++;
          if (options.onProgress && read % PROGRESS_EVERY === 0) options.onProgress(read, total);
          const fields = update(doc);
          if (fields === undefined) continue;
          changed++;
          if (!writer) continue;
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
        if (!writer) continue;
        parts.push(chunk.subarray(copied));
        // A last line without a line break gets one, so lines appended later stay separate.
        if (chunk.at(-1) !== 0x0a) parts.push(NEWLINE);
        await writer.writeBytes(parts.length === 1 ? parts[0]! : Buffer.concat(parts), lines);
      }
      options.onProgress?.(read, total);
    } catch (error) {
      await writer?.abort();
      throw error;
    }
    if (!writer) return { read, changed };
    if (changed === 0) {
      await writer.abort();
      return { read, changed };
    }
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
