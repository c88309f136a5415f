// Writing the build manifest (its format: incrementalManifest.ts): the pages the workers reported
// merged with the previous manifest's kept pages, written whole or not at all, and the files of
// the pages that are gone removed.
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { JsonlWriter, LineCursor, readLineChunks } from '../../../../data/jsonl.ts';
import {
  DOC_PREFIX,
  FORMAT_LINE,
  INPUT_PREFIX,
  lineBatchesOf,
  MANIFEST_FILE,
  type ManifestHeader,
  manifestPageBatches,
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
 * The site's pages as manifest lines, in order and in batches: the workers' reports (each sorted,
 * see pageLines.ts) merged, each kept page's line taken from the previous manifest. The previous
 * build's pages that no worker reported are gone: counted, with their files, in `tally`.
 */
export async function* mergePages(
  reports: readonly string[],
  previous: StoredManifest | null,
  tally: PageTally,
): AsyncGenerator<string[]> {
  const heads = await Promise.all(reports.map((file) => LineCursor.open(lineBatchesOf(file))));
  // Each report's current line's key, null once the report is done.
  const keys = heads.map((head) => (head.line === undefined ? null : pageKey(head.line)));
  const before = previous ? await LineCursor.open(manifestPageBatches(previous)) : null;
  let oldKey = before?.line === undefined ? null : pageKey(before.line);
  const nextOld = async () => {
    if (!before!.advance()) await before!.refill();
    oldKey = before!.line === undefined ? null : pageKey(before!.line);
  };
  const dropOld = async () => {
    tally.gone += 1;
    for (const file of pageFilesOf(before!.line!)) tally.goneFiles.add(file);
    await nextOld();
  };
  let batch: string[] = [];
  for (;;) {
    let min = -1;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== null && (min === -1 || keys[i]! < keys[min]!)) min = i;
    }
    if (min === -1) break;
    const minKey = keys[min]!;
    const head = heads[min]!;
    const line = head.line!;
    if (!head.advance()) await head.refill();
    keys[min] = head.line === undefined ? null : pageKey(head.line);
    while (oldKey !== null && oldKey < minKey) await dropOld();
    const kept = oldKey === minKey ? before!.line : undefined;
    if (kept !== undefined) await nextOld();
    else tally.added += 1;
    if (line.includes('\t')) batch.push(line);
    else if (kept !== undefined) {
      tally.kept += 1;
      batch.push(kept);
    } else throw new Error(`build: page ${minKey} was neither rendered nor in the previous manifest`);
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  while (oldKey !== null) await dropOld();
  if (batch.length > 0) yield batch;
}

/** Lines to a batch (and to a write). */
const BATCH = 4096;

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
  pages: AsyncIterable<readonly string[]>,
  previousInputs: readonly string[] | null,
  scratchDir: string,
): Promise<void> {
  const numbering = new InputNumbering(previousInputs);
  const pagesFile = new JsonlWriter(path.join(scratchDir, 'manifest-pages.txt'));
  const out = new JsonlWriter(path.join(siteDir, MANIFEST_FILE));
  try {
    let count = 0;
    for await (const batch of pages) {
      await pagesFile.writeLines(batch.map((line) => PAGE_PREFIX + numbering.encode(line)));
      count += batch.length;
    }
    await pagesFile.commit();
    await out.writeLines([
      FORMAT_LINE,
      JSON.stringify({
        codeHash: header.codeHash,
        staticFiles: [...header.staticFiles].sort(),
        pages: count,
      }),
    ]);
    for await (const batch of lineBatchesOf(docsFile))
      await out.writeLines(batch.map((line) => DOC_PREFIX + line));
    const { inputs } = numbering;
    for (let i = 0; i < inputs.length; i += BATCH)
      await out.writeLines(inputs.slice(i, i + BATCH).map((input) => INPUT_PREFIX + JSON.stringify(input)));
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

/**
 * Removes the files of the pages that are gone (unless a page of the new manifest wrote the same
 * file) and the folders they leave empty.
 */
export async function removeGonePages(siteDir: string, tally: PageTally): Promise<void> {
  const gone = tally.goneFiles;
  if (gone.size === 0) return;
  const manifest = readManifestHeader(siteDir);
  if (manifest) {
    for await (const batch of manifestPageBatches(manifest))
      for (const line of batch) for (const file of pageFilesOf(line)) gone.delete(file);
  }
  for (const file of gone) {
    rmSync(path.join(siteDir, file), { force: true });
    for (let dir = path.dirname(path.join(siteDir, file)); dir !== siteDir; dir = path.dirname(dir)) {
      if (!existsSync(dir) || readdirSync(dir).length > 0) break;
      rmdirSync(dir);
    }
  }
}
