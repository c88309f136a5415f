// The lines `tcg aggregate` prints for its data warnings: each names the file and line of the
// document in a snapshot (found by one more pass over the file), or its path in Firestore.
import { locateIds } from '../../data/locateLines.ts';
import type { DataWarning } from '../../engine/aggregate/dataWarnings.ts';

/**
 * One `warning:` line per kept warning, plus one for those not shown. `fileOf` gives the JSONL
 * file of a collection, or undefined when the documents are not in files (Firestore).
 */
export async function dataWarningLines(
  warnings: readonly DataWarning[],
  count: number,
  fileOf: (collection: DataWarning['collection']) => string | undefined,
): Promise<string[]> {
  const lines: string[] = [];
  const located = new Map<string, Map<string, number[]>>();
  for (const collection of new Set(warnings.map((w) => w.collection))) {
    const file = fileOf(collection);
    if (file === undefined) continue;
    const ids = new Set(warnings.filter((w) => w.collection === collection).map((w) => w.id));
    located.set(collection, await locateIds(file, ids));
  }
  for (const warning of warnings) {
    const file = fileOf(warning.collection);
    const numbers = located.get(warning.collection)?.get(warning.id) ?? [];
    const where =
      file === undefined ? `${warning.collection}/${warning.id}` : `${file}:${numbers.join(',') || '?'}`;
    lines.push(`warning: ${where}: ${warning.collection.slice(0, -1)} ${warning.id}: ${warning.message}`);
  }
  if (count > warnings.length) lines.push(`warning: ${count - warnings.length} more like these not shown`);
  return lines;
}
