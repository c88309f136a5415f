// A docs folder's files by relative path, as two runs that must agree byte for byte write them: the
// records of how a run went left out (the pages' inputs, data/deckInputs.ts; what the run wrote,
// data/writtenHashes.ts), which are not what it published.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DECK_INPUTS_FILE } from '../../data/deckInputs.ts';
import { WRITTEN_PREFIX } from '../../data/writtenHashes.ts';

export async function documentFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === DECK_INPUTS_FILE || entry.name.startsWith(WRITTEN_PREFIX)) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}
