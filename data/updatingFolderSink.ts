// UpdatingFolderSink, the sink of every `tcg aggregate --out`, updates a previous run's folder in
// place: a document whose JSON is byte-identical to its file is not written (file, mtime and disk
// untouched), changed and new ones are, and those this run did not produce are removed; without a
// previous run's folder (or with `full`) it is the plain FolderSink (folderSink.ts). While it
// updates, `OUT/docs/.tcg-incomplete` exists: `tcg build` refuses such a folder, and the next
// `tcg aggregate` repairs it.
import {
  existsSync,
  opendirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { filePathOf } from '../engine/docPaths.ts';
import type { PartTarget, PartWriteSummary } from './accelerators/threads/partDocWriter.ts';
import { FOLD_RECORD_FILE } from './aggregateFoldRecord.ts';
import { forEachLine } from './atomic.ts';
import { parseDeckInputs, readDeckInputs, removeDeckInputs } from './deckInputs.ts';
import { DOC_HASHES_FILE } from './docHashRecord.ts';
import { FolderSink } from './folderSink.ts';
import { OUTPUT_MARKER } from './outputFolder.ts';
import { stopNotice } from './tempFiles.ts';

/** Present while an in-place update runs (and after one that failed). */
export const INCOMPLETE_MARKER = '.tcg-incomplete';

export interface UpdateCounts {
  written: number;
  unchanged: number;
  removed: number;
}

export class UpdatingFolderSink extends FolderSink {
  private readonly mode: 'replace' | 'update';
  private started = false;
  /**
   * In place, writes show before commit, but a half-updated folder carries the incomplete marker
   * and `tcg build` refuses it, so nothing half published is ever used: atomic for its readers.
   */
  override readonly atomic = true;
  /**
   * Document files (relative, without .json) of the previous run's folder that this run has not
   * produced (yet): removed on commit. One set, emptied as documents are produced (at a million
   * decks a second set of what was produced cost hundreds of MB).
   */
  private leftover = new Set<string>();
  private counts: UpdateCounts = { written: 0, unchanged: 0, removed: 0 };
  /** Whether the previous run finished (no incomplete marker): only then is its record of inputs true. */
  private readonly previousComplete: boolean;
  /** The previous run's record of the pages' inputs (data/deckInputs.ts), read when the update starts. */
  private previousInputs: Buffer | undefined;
  /** Takes back the stop line's notice that the folder is partly updated (data/tempFiles.ts). */
  private forgetNotice: () => unknown = () => undefined;

  constructor(outDir: string, options: { full?: boolean } = {}) {
    super(outDir);
    this.mode = options.full || !existsSync(path.join(this.docsDir, OUTPUT_MARKER)) ? 'replace' : 'update';
    this.previousComplete = this.mode === 'update' && !existsSync(path.join(this.docsDir, INCOMPLETE_MARKER));
  }

  /** Whether this run updates a previous run's folder in place. */
  get updating(): boolean {
    return this.mode === 'update';
  }

  override async write(docPath: string, data: Record<string, unknown>): Promise<void> {
    if (this.mode === 'replace') return super.write(docPath, data);
    if (!this.started) this.start();
    const relative = filePathOf(docPath);
    const file = `${path.join(this.docsDir, ...relative.split('/'))}.json`;
    const json = JSON.stringify(data);
    if (this.leftover.delete(relative) && readFileSync(file, 'utf8') === json) {
      this.counts.unchanged++;
      return;
    }
    this.writer.write(file, `${relative}.json`, json);
    this.counts.written++;
  }

  override async partTarget(inputsProgram?: string): Promise<PartTarget> {
    if (this.mode === 'replace') return super.partTarget(inputsProgram);
    if (!this.started) this.start();
    this.inputsProgram = inputsProgram;
    // The previous run's records of the pages still there, when the same program made them.
    const previous =
      inputsProgram !== undefined && this.previousInputs !== undefined
        ? parseDeckInputs(this.previousInputs, inputsProgram, this.leftover)
        : undefined;
    this.previousInputs = undefined;
    return { root: this.docsDir, compare: true, ...(previous ? { previous } : {}) };
  }

  override absorb(summary: PartWriteSummary): void {
    if (this.mode === 'replace') {
      super.absorb(summary);
      return;
    }
    this.counts.written += summary.written;
    this.counts.unchanged += summary.unchanged;
    const decoder = new TextDecoder();
    for (const chunk of summary.produced)
      forEachLine(decoder.decode(chunk), (relative) => this.leftover.delete(relative));
    for (const chunk of summary.inputs) this.inputs.push(chunk);
    this.writer.lines.addChunks(summary.hashes);
  }

  override async commit(): Promise<{ written: number } & Partial<UpdateCounts>> {
    if (this.mode === 'replace') return super.commit();
    if (!this.started) this.start(); // a run that produced nothing removes everything
    for (const relative of this.leftover) {
      const file = `${path.join(this.docsDir, ...relative.split('/'))}.json`;
      rmSync(file, { force: true });
      removeEmptyFolders(path.dirname(file), this.docsDir);
      this.counts.removed++;
    }
    this.recordInputs(this.docsDir);
    // The files this run wrote; those it left as they were are in the build's own cache.
    this.recordHashes(this.docsDir);
    rmSync(path.join(this.docsDir, INCOMPLETE_MARKER), { force: true });
    const counts = this.counts;
    this.reset();
    return counts;
  }

  override async abort(): Promise<void> {
    // An in-place update cannot be undone: the incomplete marker stays until the next run.
    if (this.mode === 'update') this.reset();
    else await super.abort();
  }

  private start(): void {
    this.started = true;
    this.leftover = listDocuments(this.docsDir);
    // The record describes the folder as the previous run left it: taken out before any change,
    // written again on commit, so a run that stops halfway leaves none.
    if (this.previousComplete) this.previousInputs = readDeckInputs(this.docsDir);
    removeDeckInputs(this.docsDir);
    rmSync(path.join(this.docsDir, DOC_HASHES_FILE), { force: true });
    rmSync(path.join(this.docsDir, FOLD_RECORD_FILE), { force: true });
    writeFileSync(path.join(this.docsDir, INCOMPLETE_MARKER), 'tcg aggregate is updating this folder\n');
    this.forgetNotice = stopNotice(
      `${this.docsDir} is partly updated and marked incomplete (tcg build refuses it); run tcg aggregate again`,
    );
  }

  private reset(): void {
    this.forgetNotice();
    this.forgetNotice = () => undefined;
    this.started = false;
    this.leftover = new Set();
    this.counts = { written: 0, unchanged: 0, removed: 0 };
    this.previousInputs = undefined;
    this.inputsProgram = undefined;
    this.inputs = [];
    this.writer.clear();
  }
}

/**
 * Every `<file>.json` under the folder, relative without .json; dot files are the tools' own.
 * Folders are read an entry at a time: a folder of a million deck pages as one array of Dirents
 * cost hundreds of MB at once.
 */
function listDocuments(docsDir: string): Set<string> {
  const docs = new Set<string>();
  const walk = (relative: string) => {
    const dir = opendirSync(path.join(docsDir, relative));
    try {
      for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) {
        if (entry.name.startsWith('.')) continue;
        const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
        if (entry.isDirectory()) walk(child);
        else if (entry.isFile() && entry.name.endsWith('.json')) docs.add(child.slice(0, -'.json'.length));
      }
    } finally {
      dir.closeSync();
    }
  };
  walk('');
  return docs;
}

function removeEmptyFolders(from: string, root: string): void {
  for (let dir = from; dir !== root && dir.startsWith(root); dir = path.dirname(dir)) {
    if (readdirSync(dir).length > 0) return;
    rmdirSync(dir);
  }
}
