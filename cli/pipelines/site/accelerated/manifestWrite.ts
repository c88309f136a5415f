// Writing the build manifest (its format: incrementalManifest.ts): the pages the workers reported
// merged with the previous manifest's kept pages, written whole or not at all, and the files of
// the pages that are gone removed.
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { JsonlWriter, readLineChunks } from '../../../../data/jsonl.ts';
import {
  DOC_PREFIX,
  FORMAT_LINE,
  INPUT_PREFIX,
  linesOf,
  MANIFEST_FILE,
  type ManifestHeader,
  manifestPages,
  PAGE_PREFIX,
  readManifestHeader,
  type StoredManifest,
} from './incrementalManifest.ts';
import { InputNumbering, pageFilesOf, pageKey } from './pageLines.ts';

/**
 * What mergePages found: pages kept from the previous build; pages it had that are gone, and their
 * files; pages it did not have.
 */
export interface PageTally {
  kept: number;
  added: number;
  gone: number;
  goneFiles: Set<string>;
}

/**
 * The site's pages as manifest lines, in order: the workers' reports (each sorted, see pageLines.ts)
 * merged, each kept page's line taken from the previous manifest. The previous build's pages that
 * no worker reported are gone: counted, with their files, in `tally`.
 */
export async function* mergePages(
  reports: readonly string[],
  previous: StoredManifest | null,
  tally: PageTally,
): AsyncGenerator<string> {
  const heads = reports.map((file) => linesOf(file));
  const current = await Promise.all(heads.map((lines) => lines.next()));
  // Each report's current line's key, null once the report is done.
  const keys = current.map((next) => (next.done ? null : pageKey(next.value)));
  const before = previous ? manifestPages(previous) : null;
  let old = await before?.next();
  const dropOld = async () => {
    tally.gone += 1;
    for (const file of pageFilesOf(old!.value as string)) tally.goneFiles.add(file);
    old = await before!.next();
  };
  for (;;) {
    let min = -1;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== null && (min === -1 || keys[i]! < keys[min]!)) min = i;
    }
    if (min === -1) break;
    const minKey = keys[min]!;
    const line = current[min]!.value as string;
    current[min] = await heads[min]!.next();
    keys[min] = current[min]!.done ? null : pageKey(current[min]!.value as string);
    while (old && !old.done && pageKey(old.value) < minKey) await dropOld();
    const kept = old && !old.done && pageKey(old.value) === minKey ? old.value : undefined;
    if (kept !== undefined) old = await before!.next();
    else tally.added += 1;
    if (line.includes('\t')) yield line;
    else if (kept !== undefined) {
      tally.kept += 1;
      yield kept;
    } else throw new Error(`build: page ${minKey} was neither rendered nor in the previous manifest`);
  }
  while (old && !old.done) await dropOld();
}

/**
 * Writes the manifest (temporary file + rename, so it appears whole or not at all), last: the
 * documents as `docsFile` lists them (sorted, see docHashes.ts), the table of inputs, the pages
 * as `pages` gives them (mergePages: sorted; a kept page's line by the numbers of
 * `previousInputs`, the previous manifest's table). The pages go to a file in `scratchDir` (the
 * build's working folder) first, as the table is complete only after the last page. Equal sites
 * have equal manifests.
 */
export async function writeManifest(
  siteDir: string,
  header: ManifestHeader,
  docsFile: string,
  pages: AsyncIterable<string>,
  previousInputs: readonly string[] | null,
  scratchDir: string,
): Promise<void> {
  const numbering = new InputNumbering(previousInputs);
  const pagesFile = new JsonlWriter(path.join(scratchDir, 'manifest-pages.txt'));
  const out = new JsonlWriter(path.join(siteDir, MANIFEST_FILE));
  try {
    const count = await inBatches(pagesFile, pages, (line) => PAGE_PREFIX + numbering.encode(line));
    await pagesFile.commit();
    await out.writeLines([
      FORMAT_LINE,
      JSON.stringify({
        codeHash: header.codeHash,
        staticFiles: [...header.staticFiles].sort(),
        pages: count,
      }),
    ]);
    await inBatches(out, linesOf(docsFile), (line) => DOC_PREFIX + line);
    await inBatches(out, numbering.inputs, (input) => INPUT_PREFIX + JSON.stringify(input));
    for await (const chunk of readLineChunks(pagesFile.target)) await out.writeBytes(chunk, 0);
    await out.commit();
  } catch (error) {
    await out.abort();
    await pagesFile.abort();
    throw error;
  } finally {
    rmSync(pagesFile.target, { force: true });
  }
}

/** Writes each item's line (`line(item)`) to `out`, 4,096 to a write; returns how many. */
async function inBatches<T>(
  out: JsonlWriter,
  items: AsyncIterable<T> | Iterable<T>,
  line: (item: T) => string,
): Promise<number> {
  let batch: string[] = [];
  let count = 0;
  for await (const item of items) {
    batch.push(line(item));
    count += 1;
    if (batch.length >= 4096) {
      await out.writeLines(batch);
      batch = [];
    }
  }
  await out.writeLines(batch);
  return count;
}

/**
 * Removes the files of the pages that are gone (unless a page of the new manifest wrote the same
 * file) and the folders they leave empty.
 */
export async function removeGonePages(siteDir: string, tally: PageTally): Promise<void> {
  const gone = tally.goneFiles;
  if (gone.size === 0) return;
  const manifest = readManifestHeader(siteDir);
  if (manifest) {
    for await (const line of manifestPages(manifest)) {
      for (const file of pageFilesOf(line)) gone.delete(file);
    }
  }
  for (const file of gone) {
    rmSync(path.join(siteDir, file), { force: true });
    for (let dir = path.dirname(path.join(siteDir, file)); dir !== siteDir; dir = path.dirname(dir)) {
      if (!existsSync(dir) || readdirSync(dir).length > 0) break;
      rmdirSync(dir);
    }
  }
}
