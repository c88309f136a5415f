// Documents written from a worker thread straight into a folder sink's folder (`tcg aggregate`
// writes one deck page document per deck in the threads that read the decks). The sink says
// where (FolderSink: its temporary folder; UpdatingFolderSink: the folder itself, comparing
// first) and takes back what each thread wrote (see DocumentSink.partTarget / absorb).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filePathOf } from '../engine/docPaths.ts';

/** Where a thread writes: the folder, and whether an identical file is left untouched. */
export interface PartTarget {
  root: string;
  compare: boolean;
}

/** What a thread wrote; `produced` (relative paths) only when comparing, for the removals. */
export interface PartWriteSummary {
  written: number;
  unchanged: number;
  produced: string[];
}

export class PartDocWriter {
  private readonly folders = new Set<string>();
  private readonly summary: PartWriteSummary = { written: 0, unchanged: 0, produced: [] };

  constructor(private readonly target: PartTarget) {}

  /** Writes one document (synchronously: see FolderSink.ensureFolder). */
  write(docPath: string, data: object): void {
    const relative = filePathOf(docPath);
    const file = `${path.join(this.target.root, ...relative.split('/'))}.json`;
    const json = JSON.stringify(data);
    if (this.target.compare) {
      this.summary.produced.push(relative);
      if (sameContent(file, json)) {
        this.summary.unchanged++;
        return;
      }
    }
    const folder = path.dirname(file);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    writeFileSync(file, json);
    this.summary.written++;
  }

  result(): PartWriteSummary {
    return this.summary;
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
