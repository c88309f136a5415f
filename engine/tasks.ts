// The typed tasks a store may run where the documents are: a snapshot runs them in worker threads
// (data/accelerators/threads/snapshotWorker.ts), scanning only the fields that the task's reader reads. Each kind has
// its plain data (structured-cloned into the threads), the function it runs and its field list.
import {
  type AggregatePartData,
  type AggregatePartResult,
  aggregatePart,
  type DocFold,
  type DocumentEmitter,
} from './aggregate/aggregatePart.ts';
import { DECK_VIEW_FIELDS } from './aggregate/deckView.ts';
import type { DocChange } from './docChange.ts';
import type { FieldList } from './fieldList.ts';
import {
  CLASSIFY_FIELDS,
  type ClassifyUpdateData,
  type CountedDeck,
  classifyUpdate,
  countedDeck,
  type StoredDeck,
} from './rules/classify.ts';

/** The update of one document: the fields it sets and removes, or undefined when unchanged. */
export type DocUpdate = (doc: StoredDeck) => DocChange | undefined;

/** An update of every document of a collection: `tcg classify`. */
export type UpdateTask = { kind: 'classify'; data: ClassifyUpdateData };

/**
 * A fold of a collection in contiguous parts, one result per part, which the caller merges in
 * collection order (so it sees what one fold of the whole collection would have): `tcg aggregate`.
 */
export type FoldTask = { kind: 'aggregate'; data: AggregatePartData };

interface FoldResults {
  aggregate: AggregatePartResult;
}
export type FoldResult<T extends FoldTask> = FoldResults[T['kind']];

export type ThreadTask = UpdateTask | FoldTask;

export function updateOf(task: UpdateTask): DocUpdate {
  switch (task.kind) {
    case 'classify':
      return classifyUpdate(task.data);
  }
}

/** What a cache of the task's documents keeps of each (classify: its counted cards and matches). */
export function countOf(task: UpdateTask): (doc: StoredDeck) => CountedDeck {
  switch (task.kind) {
    case 'classify':
      return countedDeck;
  }
}

/** The task's fold; `emit` takes the documents it writes as it goes (deck pages), if any. */
export function foldOf<T extends FoldTask>(task: T, emit?: DocumentEmitter): DocFold<FoldResult<T>> {
  switch (task.kind) {
    case 'aggregate':
      return aggregatePart(task.data, emit);
  }
}

/** The fields the task's reader reads (see engine/fieldList.ts). */
export function fieldsOf(task: ThreadTask): FieldList {
  switch (task.kind) {
    case 'classify':
      return CLASSIFY_FIELDS;
    case 'aggregate':
      return DECK_VIEW_FIELDS;
  }
}

export function isUpdateTask(task: ThreadTask): task is UpdateTask {
  return task.kind === 'classify';
}
