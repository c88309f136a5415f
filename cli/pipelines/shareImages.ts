// Writes the share images (Open Graph / Twitter) of a built site at build time, as 1200×630 PNGs
// drawn by resvg from the SVG of site/lib/shareImage.ts: `og/site.png` with the top deck types of
// the default window (what the home page shows first, and the image names it), and
// `og/decks/<ruleId>.png` per deck type with its share in that window, its weekly share and its
// most adopted cards (全期間, as the image says).
// Incremental: `og/.share-images.json` records the hash of each image's inputs (its SVG, the
// font files, the renderer's version); an image whose hash is unchanged is kept, so a rebuild
// with no change renders none. Japanese text needs a CJK font: see shareFont.ts.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomic } from '../../data/atomic.ts';
import { hashOf } from '../../data/contentHash.ts';
import { ADOPTION_CATEGORIES } from '../../engine/cardKinds.ts';
import { docPath, filePathOf } from '../../engine/docPaths.ts';
import type { DocumentKind, DocumentOf } from '../../engine/documentRegistry.ts';
import { formatShare } from '../../engine/format.ts';
import { userError } from '../../engine/userError.ts';
import { DEFAULT_WINDOW, WINDOW_LABELS } from '../../engine/windows.ts';
import { DocumentError, readDocFile } from '../../site/lib/docs.ts';
import { shareImageSvg } from '../../site/lib/shareImage.ts';
import { PRODUCT_NAME } from '../../site/lib/site.ts';
import { drawShareImage, RESVG_VERSION, type ShareFont } from './shareFont.ts';
import { cachedSubset } from './shareFontSubset.ts';
import { REPO_ROOT } from './siteRoot.ts';

/** The record of the images' input hashes, in og/ (a dotfile: the host does not serve it). */
export const SHARE_IMAGES_RECORD = '.share-images.json';

export interface ShareImagesResult {
  /** Images drawn by this build, and images kept from the previous one (same inputs). */
  rendered: number;
  kept: number;
  /** Images of the previous build that no page uses any more (a deck type gone). */
  removed: number;
}

/**
 * From this many images to draw, the font is first cut down to their characters
 * (shareFontSubset.ts: ≈ 0.8 s for the 20 faces of Noto Sans CJK, then ≈ 30 ms an image instead of
 * ≈ 0.3–0.5 s); fewer images are drawn with the whole files.
 */
export const SUBSET_FROM_IMAGES = 3;

/**
 * Draws each SVG into its file, a few at a time (resvg draws on libuv's thread pool, so this uses
 * the cores without queueing them all), with the font cut down to the characters of all the
 * site's images (`allSvgs`) when they are many: a subset kept between builds (cachedSubset). A
 * font the subsetter cannot read is used whole.
 */
async function drawAll(
  jobs: { svg: string; out: string }[],
  font: ShareFont,
  allSvgs: string[],
): Promise<void> {
  const fontFiles: readonly string[] =
    jobs.length >= SUBSET_FROM_IMAGES
      ? await cachedSubset(font, allSvgs, SHARE_FONT_CACHE).catch(() => font.files)
      : font.files;
  let next = 0;
  const drawNext = async (): Promise<void> => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      await writeFileAtomic(job.out, await drawShareImage(job.svg, fontFiles));
    }
  };
  const lanes = Math.min(jobs.length, Math.max(1, os.availableParallelism()));
  await Promise.all(Array.from({ length: lanes }, drawNext));
}

/** Where the font's subsets are kept (cachedSubset). */
const SHARE_FONT_CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'tcg', 'share-font');

/** The images' own record: their inputs' hashes, and the hashes of the PNGs drawn from them. */
interface ShareImagesRecord {
  images: Record<string, string>;
  pngs: Record<string, string>;
}

/** The record in `file`: a missing or unreadable one only means every image is drawn again. */
function readRecord(file: string): ShareImagesRecord {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ShareImagesRecord>;
    return { images: parsed.images ?? {}, pngs: parsed.pngs ?? {} };
  } catch {
    return { images: {}, pngs: {} };
  }
}

/** The hash of the file's bytes, or undefined when it cannot be read. */
function fileHash(file: string): string | undefined {
  try {
    return hashOf(readFileSync(file));
  } catch {
    return undefined;
  }
}

/**
 * Whether `dir`'s image `file` may be kept for `hash`: drawn from the same inputs, and still the
 * very PNG drawn then (a 0-byte or damaged file, or one replaced by hand, is drawn again).
 */
function keepable(record: ShareImagesRecord, dir: string, file: string, hash: string): boolean {
  const png = record.pngs[file];
  return record.images[file] === hash && png !== undefined && fileHash(path.join(dir, file)) === png;
}

/** A document through its kind's schema, as the pages read it: a malformed one stops the build in one line. */
function readDocument<K extends DocumentKind>(kind: K, file: string): DocumentOf<K> | null {
  try {
    return readDocFile(kind, file);
  } catch (error) {
    if (error instanceof DocumentError) throw userError('DOCS_INVALID', error.message);
    throw error;
  }
}

/** Each image's path under og/ and its SVG, from the documents. */
export function shareImageSources(docsDir: string): { file: string; svg: string }[] {
  const window = readDocument(
    'window',
    path.join(docsDir, `${filePathOf(docPath.window(DEFAULT_WINDOW))}.json`),
  );
  const label = WINDOW_LABELS[DEFAULT_WINDOW];
  const rows = (window?.rows ?? []).filter((row) => row.count > 0);
  const sources = [
    {
      file: 'site.png',
      svg: shareImageSvg({
        product: PRODUCT_NAME,
        title: 'デッキタイプ シェアランキング',
        subtitle: `${label}・分類済みデッキ ${window?.matchedDecks.toLocaleString('ja-JP') ?? 0} 件${window?.thin ? '（参考値）' : ''}`,
        bars: rows.map((row) => ({ label: row.name, share: row.share })),
      }),
    },
  ];
  const inWindow = new Map(rows.map((row) => [row.id, row]));
  const typesDir = path.join(docsDir, 'public', 'decks', 'types');
  let files: string[] = [];
  try {
    files = readdirSync(typesDir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    files = [];
  }
  for (const file of files) {
    const detail = readDocument('deckType', path.join(typesDir, file));
    if (!detail) continue;
    const cards = ADOPTION_CATEGORIES.flatMap((category) => detail.stats.cardAdoption[category] ?? [])
      .sort((a, b) => b.adoptionRate - a.adoptionRate || b.avgCopiesOverall - a.avgCopiesOverall)
      .map((card) => ({ label: card.name, share: card.adoptionRate }));
    sources.push({
      file: `decks/${file.slice(0, -'.json'.length)}.png`,
      svg: shareImageSvg({
        product: PRODUCT_NAME,
        title: detail.rule.name,
        subtitle: `${label}のシェア ${formatShare(inWindow.get(detail.rule.id)?.share ?? 0)}（${inWindow.get(detail.rule.id)?.count ?? 0}デッキ）・全期間の採用率上位`,
        bars: cards,
        trend: detail.stats.weekly.map((week) => week.share),
      }),
    });
  }
  return sources;
}

/**
 * Brings `siteDir/og/` up to date with the documents: draws the images whose inputs changed, keeps
 * the others (in a new folder: copies them from `reuseFrom`'s og/ when their inputs are the same
 * there), removes those no page uses. The record is removed first and written last, so a build
 * stopped half way draws every image again next time.
 */
export async function writeShareImages(
  docsDir: string,
  siteDir: string,
  font: ShareFont,
  /** A previous site whose images may be copied when their inputs are the same (a full build's old site). */
  reuseFrom?: string,
): Promise<ShareImagesResult> {
  const ogDir = path.join(siteDir, 'og');
  const recordFile = path.join(ogDir, SHARE_IMAGES_RECORD);
  const previous = readRecord(recordFile);
  rmSync(recordFile, { force: true });
  const reuseDir = reuseFrom === undefined ? undefined : path.join(reuseFrom, 'og');
  const reusable =
    reuseDir === undefined ? { images: {}, pngs: {} } : readRecord(path.join(reuseDir, SHARE_IMAGES_RECORD));
  const sources = shareImageSources(docsDir).map((source) => ({
    ...source,
    hash: hashOf(`${source.svg}\n${font.key}\nresvg ${RESVG_VERSION}`),
  }));
  const wanted = new Set(sources.map((source) => source.file));
  let removed = 0;
  for (const file of listFiles(ogDir)) {
    if (wanted.has(file)) continue;
    rmSync(path.join(ogDir, file), { force: true });
    if (file.endsWith('.png')) removed += 1;
  }
  let toDraw = sources.filter((source) => !keepable(previous, ogDir, source.file, source.hash));
  if (reuseDir !== undefined) {
    toDraw = toDraw.filter((source) => {
      if (!keepable(reusable, reuseDir, source.file, source.hash)) return true;
      mkdirSync(path.dirname(path.join(ogDir, source.file)), { recursive: true });
      copyFileSync(path.join(reuseDir, source.file), path.join(ogDir, source.file));
      return false;
    });
  }
  await drawAll(
    toDraw.map((source) => ({ svg: source.svg, out: path.join(ogDir, source.file) })),
    font,
    sources.map((source) => source.svg),
  );
  const images = Object.fromEntries(sources.map((source) => [source.file, source.hash]));
  const pngs = Object.fromEntries(
    sources.map((source) => [source.file, fileHash(path.join(ogDir, source.file)) ?? '']),
  );
  await writeFileAtomic(recordFile, `${JSON.stringify({ images, pngs })}\n`);
  return { rendered: toDraw.length, kept: sources.length - toDraw.length, removed };
}

/** The files under `dir`, relative, with `/` separators (none when it does not exist). */
function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}
