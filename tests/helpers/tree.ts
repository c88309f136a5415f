// A folder as {relative path: sha256 of the bytes}: two folders are equal byte for byte when their
// trees are equal, and a mismatch shows the files that differ. The records of what an aggregate
// wrote (data/writtenHashes.ts) are left out: their file times and names are the run's own.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WRITTEN_PREFIX } from '../../data/writtenHashes.ts';

export function treeOf(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(WRITTEN_PREFIX)) continue;
    const file = path.join(entry.parentPath, entry.name);
    tree[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return tree;
}
