// The aggregate's record of the files it wrote (data/docHashRecord.ts), checked against the files:
// each line's size and time are the file's as it is now, and its hash the hash of its bytes, as
// `tcg build` would compute them reading the file.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { hashOf } from '../../data/contentHash.ts';
import { DOC_HASHES_FILE, stampOf } from '../../data/docHashRecord.ts';

/** The files the record of `docsDir` lists (relative, with .json), each checked against its file. */
export function recordedFiles(docsDir: string): string[] {
  const [header, ...lines] = readFileSync(path.join(docsDir, DOC_HASHES_FILE), 'utf8').trimEnd().split('\n');
  expect(header).toMatch(/^tcg doc hashes 2 \d+$/);
  return lines
    .filter((line) => line !== '')
    .map((line) => {
      const [file, ...rest] = line.split('\t');
      const full = path.join(docsDir, file!);
      expect(rest.join('\t'), file).toBe(`${stampOf(statSync(full))}${hashOf(readFileSync(full))}`);
      return file!;
    });
}
