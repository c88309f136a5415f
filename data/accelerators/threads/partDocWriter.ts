// Documents written from a worker thread straight into a folder sink's folder (`tcg aggregate`
// writes one deck page document per deck in the threads that read the decks). The sink says
// where (FolderSink: its temporary folder; UpdatingFolderSink: the folder itself, comparing
// first) and takes back what each thread wrote (PartDocuments).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentEmitter } from '../../../engine/aggregate/aggregatePart.ts';
import type { PageRecord } from '../../../engine/aggregate/recordedReads.ts';
import { filePathOf } from '../../../engine/docPaths.ts';
import { hashOf } from '../../contentHash.ts';
import { type DeckInputsRecord, INPUT_LIST, inputListId } from '../../deckInputs.ts';
import { RecordedWriter } from '../../docHashRecord.ts';
import { LineChunks } from '../../lineChunks.ts';
import { SharedLinesReader } from '../../sharedLines.ts';

/**
 * Where a thread writes: the folder, and whether an identical file is left untouched; `previous`,
 * the previous run's record of each page still there (data/deckInputs.ts), when the same program
 * made it: a page whose recorded inputs fingerprint the same is kept unbuilt.
 */
export interface PartTarget {
  root: string;
  compare: boolean;
  previous?: DeckInputsRecord;
}

/**
 * A sink that lets worker threads write documents into its folder (FolderSink): where they write,
 * then what each wrote, taken back before its commit; its commit publishes them with the rest,
 * its abort drops them. `inputsProgram`: the program the pages' records are made under
 * (data/deckInputs.ts).
 */
export interface PartDocuments {
  partTarget(inputsProgram?: string): Promise<PartTarget>;
  absorb(summary: PartWriteSummary): void;
}

/**
 * What a thread wrote; `produced` (relative paths, one per line) only when comparing, for the
 * removals; `kept` of the `unchanged` were not even built (their inputs unchanged); `inputs`, the
 * deck-inputs record's lines of its pages (and of their input lists); `hashes`, the record lines of
 * the files it wrote (data/docHashRecord.ts). All are UTF-8 bytes in chunks of many lines, each
 * chunk with a buffer of its own, moved to the main thread (not copied: see buffersOf): a million
 * paths as a million strings (and pairs) cost hundreds of MB in the thread and as much again
 * copied to the main thread.
 */
export interface PartWriteSummary {
  written: number;
  unchanged: number;
  kept: number;
  produced: Uint8Array[];
  inputs: Uint8Array[];
  hashes: Uint8Array[];
}

/** The buffers of a summary's chunks, to move them to the main thread (see threadPool.ts moving). */
export function buffersOf(summary: PartWriteSummary): ArrayBuffer[] {
  return [...summary.produced, ...summary.inputs, ...summary.hashes].map(
    (chunk) => chunk.buffer as ArrayBuffer,
  );
}

export class PartDocWriter implements DocumentEmitter {
  private readonly counts = { written: 0, unchanged: 0, kept: 0 };
  private readonly produced = new LineChunks();
  private readonly inputs = new LineChunks();
  private readonly writer = new RecordedWriter();
  /** Input lists this thread has recorded, by their JSON: their ids. */
  private readonly listIds = new Map<string, string>();
  /** The id each list of the previous run's record has here (by its id there). */
  private readonly idsOfPrevious = new Map<string, string>();
  /** The input list of the page `previous` last found, with its id in the previous run's record. */
  private keptList: { inputs: string[]; id: string } | undefined;
  private lastPath = '';
  private lastFile = '';
  /** The previous record's page lines, shared with the other threads. */
  private readonly previousPages: SharedLinesReader | undefined;

  constructor(private readonly target: PartTarget) {
    this.previousPages = target.previous && new SharedLinesReader(target.previous.pages);
  }

  hash(content: string | Uint8Array): string {
    return hashOf(content);
  }

  previous(docPath: string): PageRecord | undefined {
    return this.recordOf(this.previousPages?.get(this.fileOf(docPath)));
  }

  /** The pages of the previous run's record (their files, relative, without .json). */
  *previousFiles(): Generator<string> {
    for (const [relative] of this.previousPages?.entries() ?? []) yield relative;
  }

  /**
   * Keeps the page at `relative` (a file of previousFiles) on its previous record, unbuilt: the
   * caller knows none of its inputs changed.
   */
  keepRecorded(relative: string): void {
    const record = this.recordOf(this.previousPages?.get(relative));
    if (record === undefined) throw new Error(`keepRecorded: ${relative} has no record`);
    this.keepFile(relative, record);
  }

  private recordOf(line: string | undefined): PageRecord | undefined {
    if (line === undefined) return undefined;
    const tab = line.indexOf('\t');
    const listId = line.slice(0, tab);
    const inputs = this.target.previous!.lists.get(listId);
    if (inputs === undefined) return undefined;
    this.keptList = { inputs, id: listId };
    return { inputs, fingerprint: line.slice(tab + 1) };
  }

  /** The page stays as it is (its inputs did not change): its record carries over. */
  keep(docPath: string, record: PageRecord): void {
    this.keepFile(this.fileOf(docPath), record);
  }

  private keepFile(relative: string, record: PageRecord): void {
    this.record(relative, record);
    if (this.target.compare) this.produced.add(relative);
    this.counts.unchanged++;
    this.counts.kept++;
  }

  /**
   * The file path of a document (filePathOf), of the last one asked remembered: a kept page asks
   * it twice (previous, then keep), 100,000 times a run.
   */
  private fileOf(docPath: string): string {
    if (docPath !== this.lastPath) {
      this.lastFile = filePathOf(docPath);
      this.lastPath = docPath;
    }
    return this.lastFile;
  }

  /** Records what a page read: its input list (once per thread), then the page's line. */
  private record(relative: string, record: PageRecord): void {
    // A kept page's list is one of the previous run's: its id there stands for the id its content
    // has (the same, unless the record was edited by hand), found once per list.
    const previousId = this.keptList?.inputs === record.inputs ? this.keptList.id : undefined;
    let id = previousId === undefined ? undefined : this.idsOfPrevious.get(previousId);
    if (id === undefined) {
      const json = JSON.stringify(record.inputs);
      id = this.listIds.get(json);
      if (id === undefined) {
        id = inputListId(json);
        this.listIds.set(json, id);
        this.inputs.add(`${INPUT_LIST}\t${id}\t${json}`);
      }
      if (previousId !== undefined) this.idsOfPrevious.set(previousId, id);
    }
    this.inputs.add(`${relative}\t${id}\t${record.fingerprint}`);
  }

  /** Writes one document (synchronously: see RecordedWriter), with its record. */
  write(docPath: string, data: object, record?: PageRecord): void {
    const relative = this.fileOf(docPath);
    if (record) this.record(relative, record);
    const file = `${path.join(this.target.root, ...relative.split('/'))}.json`;
    const json = JSON.stringify(data);
    if (this.target.compare) {
      this.produced.add(relative);
      if (sameContent(file, json)) {
        this.counts.unchanged++;
        return;
      }
    }
    this.writer.write(file, `${relative}.json`, json);
    this.counts.written++;
  }

  result(): PartWriteSummary {
    return {
      ...this.counts,
      produced: this.produced.flush(),
      inputs: this.inputs.flush(),
      hashes: this.writer.lines.flush(),
    };
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
