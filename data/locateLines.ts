// Finds the lines of documents by id in a JSONL file, for warnings found after the fact (the
// aggregate counts documents, not lines): one more pass over the file, made only when warned.
import { readLineBatches } from './jsonl.ts';

/** Every line number (1-based) holding a document with one of `ids`, by id. */
export async function locateIds(file: string, ids: ReadonlySet<string>): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  if (ids.size === 0) return found;
  const quoted = [...ids].map((id) => JSON.stringify(id));
  for await (const batch of readLineBatches(file)) {
    for (const line of batch) {
      // A cheap test first: one of the ids must appear in the line as a JSON string.
      if (!quoted.some((text) => line.text.includes(text))) continue;
      let id: unknown;
      try {
        id = (JSON.parse(line.text) as { id?: unknown }).id;
      } catch {
        continue;
      }
      if (typeof id !== 'string' || !ids.has(id)) continue;
      const lines = found.get(id) ?? [];
      lines.push(line.number);
      found.set(id, lines);
    }
  }
  return found;
}
