// Documents written from a worker thread straight into a folder sink's folder (`tcg aggregate`
// writes one deck page document per deck in the threads that read the decks). The sink says
// where (FolderSink: its temporary folder; UpdatingFolderSink: the folder itself, comparing
// first) and takes back what each thread wrote (PartDocuments).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentEmitter } from '../../../engine/aggregate/aggregatePart.ts';
import { filePathOf } from '../../../engine/docPaths.ts';
import { writeFileSyncNamed } from '../../atomic.ts';
import { hashOf } from '../../contentHash.ts';

/**
 * Where a thread writes: the folder, and whether an identical file is left untouched; `previous`,
 * the previous run's line hash of each page still there (data/deckInputs.ts), when it had the same
 * context: a page whose line hashes the same is kept unbuilt.
 */
export interface PartTarget {
  root: string;
  compare: boolean;
  previous?: ReadonlyMap<string, string>;
}

/**
 * A sink that lets worker threads write documents into its folder (FolderSink): where they write,
 * then what each wrote, taken back before its commit; its commit publishes them with the rest,
 * its abort drops them. `inputsContext`: what the pages depend on besides their lines
 * (data/deckInputs.ts), to record them under.
 */
export interface PartDocuments {
  partTarget(inputsContext?: string): Promise<PartTarget>;
  absorb(summary: PartWriteSummary): void;
}

/**
 * What a thread wrote; `produced` (relative paths, one per line) only when comparing, for the
 * removals; `kept` of the `unchanged` were not even built (their inputs unchanged); `inputs`, each
 * page's line hash (`file<TAB>hash` lines, the deck-inputs record's). Both are texts in chunks of
 * many lines: a million paths as a million strings (and pairs) cost hundreds of MB in the thread
 * and as much again copied to the main thread.
 */
export interface PartWriteSummary {
  written: number;
  unchanged: number;
  kept: number;
  produced: string[];
  inputs: string[];
}

/** Lines gathered into texts of CHUNK_LINES lines each (see PartWriteSummary). */
class LineChunks {
  private readonly pending: string[] = [];
  readonly chunks: string[] = [];

  add(line: string): void {
    this.pending.push(line);
    if (this.pending.length >= CHUNK_LINES) this.flush();
  }

  flush(): string[] {
    if (this.pending.length > 0) this.chunks.push(`${this.pending.join('\n')}\n`);
    this.pending.length = 0;
    return this.chunks;
  }
}
const CHUNK_LINES = 8192;

export class PartDocWriter implements DocumentEmitter {
  private readonly folders = new Set<string>();
  private readonly counts = { written: 0, unchanged: 0, kept: 0 };
  private readonly produced = new LineChunks();
  private readonly inputs = new LineChunks();

  constructor(private readonly target: PartTarget) {}

  /** Records the page's line hash; true (the file stays as it is) when the previous run's was the same. */
  keep(docPath: string, source: Uint8Array): boolean {
    const relative = filePathOf(docPath);
    const hash = hashOf(source);
    this.inputs.add(`${relative}\t${hash}`);
    if (this.target.previous?.get(relative) !== hash) return false;
    if (this.target.compare) this.produced.add(relative);
    this.counts.unchanged++;
    this.counts.kept++;
    return true;
  }

  /** Writes one document (synchronously: see FolderSink.ensureFolder). */
  write(docPath: string, data: object): void {
    const relative = filePathOf(docPath);
    const file = `${path.join(this.target.root, ...relative.split('/'))}.json`;
    const json = JSON.stringify(data);
    if (this.target.compare) {
      this.produced.add(relative);
      if (sameContent(file, json)) {
        this.counts.unchanged++;
        return;
      }
    }
    const folder = path.dirname(file);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    writeFileSyncNamed(file, json);
    this.counts.written++;
  }

  result(): PartWriteSummary {
    return { ...this.counts, produced: this.produced.flush(), inputs: this.inputs.flush() };
  }
}

function sameContent(file: string, json: string): boolean {
  try {
    return readFileSync(file, 'utf8') === json;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
