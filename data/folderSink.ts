// Publishes documents as files, `OUT/docs/<path>.json`, each path segment a file name from
// engine/ids.ts (the same the site reads by). FolderSink writes a temporary folder beside
// `OUT/docs` that replaces it on commit, so a reader never sees half a run; updatingFolderSink.ts
// updates a previous run's folder in place instead.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { filePathOf } from '../engine/docPaths.ts';
import type { PartDocuments, PartTarget, PartWriteSummary } from './accelerators/threads/partDocWriter.ts';
import { replaceFolder } from './atomic.ts';
import { writeDeckInputs } from './deckInputs.ts';
import { DOC_HASHES_FILE, RecordedWriter, writeDocHashes } from './docHashRecord.ts';
import { writeOutputMarker } from './outputFolder.ts';
import type { DocumentSink } from './store.ts';
import { registerTemp } from './tempFiles.ts';

export class FolderSink implements DocumentSink, PartDocuments {
  readonly description: string;
  readonly atomic = true;
  readonly docsDir: string;
  private tempDir: string | undefined;
  private written = 0;
  /** The program the threads' records of the pages' inputs are made under (data/deckInputs.ts). */
  protected inputsProgram: string | undefined;
  /** The threads' record lines (PartWriteSummary.inputs), in chunks. */
  protected inputs: Uint8Array[] = [];
  /**
   * Writes this thread's documents; its lines, the record of the files this run wrote
   * (data/docHashRecord.ts), also take the threads' chunks (PartWriteSummary.hashes).
   */
  protected readonly writer = new RecordedWriter();

  constructor(readonly outDir: string) {
    this.docsDir = path.join(outDir, 'docs');
    this.description = this.docsDir;
  }

  private async temp(): Promise<string> {
    if (!this.tempDir) {
      this.tempDir = path.join(this.outDir, `.docs-tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
      registerTemp(this.tempDir);
      await mkdir(this.tempDir, { recursive: true });
    }
    return this.tempDir;
  }

  async write(docPath: string, data: Record<string, unknown>): Promise<void> {
    // One file per document, each segment named by engine/ids.ts `fileNameOf` (long ids shortened
    // with a hash); an unstorable path is a bug here, since ids are checked before the run writes.
    const relative = filePathOf(docPath);
    const root = await this.temp();
    const file = `${path.join(root, ...relative.split('/'))}.json`;
    this.writer.write(file, `${relative}.json`, JSON.stringify(data));
    this.written++;
  }

  /** Accelerator: worker threads write documents into the temporary folder (PartDocuments). */
  async partTarget(inputsProgram?: string): Promise<PartTarget> {
    this.inputsProgram = inputsProgram;
    return { root: await this.temp(), compare: false };
  }

  absorb(summary: PartWriteSummary): void {
    this.written += summary.written;
    for (const chunk of summary.inputs) this.inputs.push(chunk);
    this.writer.lines.addChunks(summary.hashes);
  }

  /**
   * Writes the record of the files this run wrote into `docsDir`, once they are all written: its
   * time is what the build trusts them by (data/docHashRecord.ts).
   */
  protected recordHashes(docsDir: string): void {
    writeDocHashes(path.join(docsDir, DOC_HASHES_FILE), Date.now(), (put) => {
      for (const chunk of this.writer.lines.flush()) put(chunk);
    });
    this.writer.lines.clear();
  }

  /** Writes the record of the pages' inputs into `docsDir`, when the threads reported them. */
  protected recordInputs(docsDir: string): void {
    if (this.inputsProgram !== undefined && this.inputs.length > 0)
      writeDeckInputs(docsDir, this.inputsProgram, this.inputs);
    this.inputsProgram = undefined;
    this.inputs = [];
  }

  async commit(): Promise<{ written: number }> {
    const temp = await this.temp();
    this.recordInputs(temp);
    this.recordHashes(temp);
    // The marker lets the next `tcg aggregate` replace OUT/docs (see data/outputFolder.ts).
    await writeOutputMarker(temp, 'aggregate');
    // The old documents (a folder of 100,000 deck documents takes seconds to delete) are removed
    // by a process of their own once the new ones are in place.
    await replaceFolder(temp, this.docsDir, { removeOldInBackground: true });
    this.tempDir = undefined;
    this.writer.clear();
    const written = this.written;
    this.written = 0;
    return { written };
  }

  async abort(): Promise<void> {
    if (this.tempDir) await rm(this.tempDir, { recursive: true, force: true });
    this.tempDir = undefined;
    this.written = 0;
    this.inputsProgram = undefined;
    this.inputs = [];
    this.writer.clear();
  }
}
