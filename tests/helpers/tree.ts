// A folder as {relative path: sha256 of the bytes}: two folders are equal byte for byte when their
// trees are equal, and a mismatch shows the files that differ. The aggregate's record of the
// documents' hashes is left out: it holds the files' times (data/docHashRecord.ts, tested there).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOC_HASHES_FILE } from '../../data/docHashRecord.ts';

export function treeOf(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === DOC_HASHES_FILE) continue;
    const file = path.join(entry.parentPath, entry.name);
    tree[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return tree;
}
