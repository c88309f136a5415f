// The one content hash of the pipeline (SHA-256, 22 base64url characters: 132 bits), for
// documents, snapshot lines, bundles and source trees alike.
import { hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One-shot (no Hash object a call: a build hashes every document and deck line). */
export function hashOf(content: string | Uint8Array): string {
  return hash('sha256', content, 'base64url').slice(0, 22);
}

/** Hash of every file under `dir` (those whose name `include` accepts), by relative path. */
export function treeHash(dir: string, include: (name: string) => boolean = () => true): string {
  const parts: string[] = [];
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && include(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) parts.push(path.relative(dir, file), hashOf(readFileSync(file)));
  return hashOf(parts.join('\n'));
}
