// The one place a command replaces an output folder with a freshly written one. Output is written
// beside the target (a pending folder on the same file system) and swapped in at the end, so a
// failed run leaves no partial output and the previous folder stays in place until the swap.
import { rmSync } from 'node:fs';
import path from 'node:path';

/** A folder beside `target` to write the new content into, emptied first. */
export function pendingFolderFor(target: string): string {
  const pending = path.join(path.dirname(target), `.${path.basename(target)}.tmp-${process.pid}`);
  rmSync(pending, { recursive: true, force: true });
  return pending;
}
