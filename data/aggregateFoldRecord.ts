// A `tcg aggregate` run's fold record, kept in the documents folder it wrote for the next run to
// take its counts on (cli/pipelines/accelerators/aggregateDelta.ts). It describes the folder as
// that run left it: every run that changes the folder removes it first (the next run reads it,
// then it is gone; an in-place update removes it as it starts: updatingFolderSink.ts).
//
//   tcg aggregate fold 1<TAB><key><TAB><decks file identity>
//   v8.serialize({ state, classifications })
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { DeckClassifications } from '../engine/aggregate/aggregatePart.ts';
import type { AggregatorState } from '../engine/aggregate/aggregator.ts';
import { tempPathBeside } from './atomic.ts';

/** The fold record's file in the documents folder (a dot file: no reader takes it for a document). */
export const FOLD_RECORD_FILE = '.tcg-aggregate-fold';
const HEADER = 'tcg aggregate fold 1';

export interface FoldRecord {
  /** foldKey of the run. */
  key: string;
  /** fileIdentity of the decks file the run read. */
  decks: string;
  state: AggregatorState;
  classifications: DeckClassifications;
}

/**
 * The previous run's fold record, removed from the folder as it is read: this run changes the
 * documents, so the record would describe them no more (a run that fails leaves none).
 */
export function takeFoldRecord(docsDir: string): FoldRecord | undefined {
  const file = path.join(docsDir, FOLD_RECORD_FILE);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  rmSync(file, { force: true });
  try {
    const newline = bytes.indexOf(0x0a);
    const [header, key, decks] = bytes.toString('utf8', 0, newline).split('\t');
    if (header !== HEADER || !key || !decks) return undefined;
    const { state, classifications } = v8.deserialize(bytes.subarray(newline + 1)) as Omit<
      FoldRecord,
      'key' | 'decks'
    >;
    return { key, decks, state, classifications };
  } catch {
    return undefined;
  }
}

/** Writes a run's fold record (temporary file + rename); a record that cannot be written costs the next run its delta. */
export function writeFoldRecord(docsDir: string, record: FoldRecord): void {
  const file = path.join(docsDir, FOLD_RECORD_FILE);
  const temp = tempPathBeside(file);
  try {
    const head = Buffer.from(`${HEADER}\t${record.key}\t${record.decks}\n`);
    const body = v8.serialize({ state: record.state, classifications: record.classifications });
    writeFileSync(temp, Buffer.concat([head, body]));
    renameSync(temp, file);
  } catch {
    rmSync(temp, { force: true });
    rmSync(file, { force: true });
  }
}
