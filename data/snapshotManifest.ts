// A snapshot folder's manifest (DESIGN.md "The snapshot") and where each collection's file is.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type CollectionName, type Manifest, ManifestSchema } from '../engine/schemas.ts';
import { userError } from '../engine/userError.ts';
import { writeFileAtomic } from './atomic.ts';
import { kindOf, readUserFile } from './regularFile.ts';

export const MANIFEST_FILE = 'manifest.json';

export function collectionFile(dir: string, collection: CollectionName): string {
  return path.join(dir, `${collection}.jsonl`);
}

/** Whether a collection's file is there; a folder (or anything but a file) there is a UserError. */
export async function collectionFileExists(file: string): Promise<boolean> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  if (!info.isFile()) {
    throw userError(
      'SNAPSHOT_MISSING',
      `${file}: ${kindOf(info)}, not a file; a snapshot holds one JSONL file per collection (move it away or re-export)`,
    );
  }
  return true;
}

/** Reads and checks a snapshot's manifest; a missing or bad one is one clear UserError. */
export async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST_FILE);
  const bytes = await readUserFile(file, (why) => {
    if ('notRegular' in why) {
      return userError(
        'SNAPSHOT_INVALID_MANIFEST',
        `${file}: ${why.notRegular}, not a file; move it away or re-export`,
      );
    }
    if (why.code !== 'ENOENT') return why.error;
    return userError(
      'SNAPSHOT_INVALID_MANIFEST',
      `${file}: missing; ${dir} is not a snapshot folder (make one with \`tcg export --out ${dir}\`)`,
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw userError('SNAPSHOT_INVALID_MANIFEST', `${file}: not valid JSON (${reason}); fix or re-export`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(root)';
    throw userError(
      'SNAPSHOT_INVALID_MANIFEST',
      `${file}: ${where}: ${issue?.message ?? 'invalid'}; expected {"format":"tcg-snapshot","version":1,"exportedAt","source","counts"}`,
    );
  }
  return { ...(json as object), ...parsed.data } as Manifest;
}

/** Writes a manifest into a snapshot folder (atomically). */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFileAtomic(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
