// data/sample cut to its first decks, for the CLI suites whose assertions do not depend on the
// number of decks: each `tcg` run over the whole 330-deck sample costs seconds of CPU that the
// same assertion over 60 decks does not.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SAMPLE = path.join(import.meta.dirname, '../../data/sample');

/**
 * A snapshot folder holding data/sample with its first `decks` decks (every rule, card, event, job
 * and setting kept). Read-only: a test that changes a snapshot copies it first. Made once in the
 * temp folder, named by what it is cut from (so a changed sample makes a new one), and shared by
 * the suites.
 */
export function smallSample(decks = 60): string {
  const hash = createHash('sha256').update(String(decks));
  for (const name of readdirSync(SAMPLE).sort())
    hash.update(name).update(readFileSync(path.join(SAMPLE, name)));
  const dir = path.join(os.tmpdir(), `tcg-small-sample-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(dir)) return dir;
  const tmp = mkdtempSync(`${dir}.tmp-`);
  cpSync(SAMPLE, tmp, { recursive: true });
  const lines = readFileSync(path.join(tmp, 'decks.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, decks);
  writeFileSync(path.join(tmp, 'decks.jsonl'), `${lines.join('\n')}\n`);
  const manifest = JSON.parse(readFileSync(path.join(tmp, 'manifest.json'), 'utf8'));
  manifest.counts.decks = lines.length;
  writeFileSync(path.join(tmp, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    renameSync(tmp, dir);
  } catch (error) {
    // Another suite made it first: the same files.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}
