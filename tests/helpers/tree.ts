// A folder as {relative path: sha256 of the bytes}: two folders are equal byte for byte when their
// trees are equal, and a mismatch shows the files that differ.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function treeOf(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    tree[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return tree;
}
