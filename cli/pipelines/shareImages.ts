// Writes the share images (Open Graph / Twitter) of a built site at build time, as 1200×630 PNGs
// drawn by resvg from the SVG of site/lib/shareImage.ts: `og/site.png` with the top deck types of
// the default window (what the home page shows first, and the image names it), and
// `og/decks/<ruleId>.png` per deck type with its share in that window, its weekly share and its
// most adopted cards (全期間, as the image says).
// Incremental: `og/.share-images.json` records the hash of each image's inputs (its SVG, the
// font files, the renderer's version); an image whose hash is unchanged is kept, so a rebuild
// with no change renders none. Japanese text needs a CJK font: see findShareFont.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
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
import { cachedSubset } from './shareFontSubset.ts';
import { REPO_ROOT } from './siteRoot.ts';

/** The record of the images' input hashes, in og/ (a dotfile: the host does not serve it). */
export const SHARE_IMAGES_RECORD = '.share-images.json';

/** The font files the images are drawn with, and a key that changes when any of them does. */
export interface ShareFont {
  files: string[];
  key: string;
}

export interface ShareImagesResult {
  /** Images drawn by this build, and images kept from the previous one (same inputs). */
  rendered: number;
  kept: number;
  /** Images of the previous build that no page uses any more (a deck type gone). */
  removed: number;
}

const require = createRequire(import.meta.url);
type Resvg = typeof import('@resvg/resvg-js');
let resvgModule: Resvg | undefined;
/** resvg's native module, loaded when the first image is drawn (`tcg --help` loads none). */
function resvg(): Resvg {
  resvgModule ??= require('@resvg/resvg-js') as Resvg;
  return resvgModule;
}

const RESVG_VERSION = (() => {
  try {
    return (require('@resvg/resvg-js/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
})();

/**
 * Japanese sans-serif fonts found by file name in the system's font folders, best first, each as
 * [regular, bold]: Noto Sans CJK (Debian/Ubuntu fonts-noto-cjk), Noto Sans JP, Source Han Sans,
 * IPAex/IPA Gothic, Hiragino (macOS), Yu Gothic and Meiryo (Windows).
 */
const KNOWN_FONTS: [RegExp, RegExp | null][] = [
  [/^NotoSansCJK-Regular\.ttc$/i, /^NotoSansCJK-Bold\.ttc$/i],
  [/^NotoSansCJKjp-Regular\.otf$/i, /^NotoSansCJKjp-Bold\.otf$/i],
  [/^NotoSansJP-Regular\.[ot]tf$/i, /^NotoSansJP-Bold\.[ot]tf$/i],
  [/^NotoSansJP\[wght\]\.ttf$/i, null],
  [/^SourceHanSans-Regular\.ttc$/i, /^SourceHanSans-Bold\.ttc$/i],
  [/^SourceHanSansJP-Regular\.otf$/i, /^SourceHanSansJP-Bold\.otf$/i],
  [/^ipaexg\.ttf$/i, null],
  [/^ipag\.ttf$/i, null],
  [/^ヒラギノ角ゴシック W3\.ttc$/, /^ヒラギノ角ゴシック W6\.ttc$/],
  [/^YuGothR\.ttc$/i, /^YuGothB\.ttc$/i],
  [/^meiryo\.ttc$/i, /^meiryob\.ttc$/i],
];

function systemFontDirs(): string[] {
  const home = os.homedir();
  return [
    '/usr/share/fonts',
    '/usr/local/share/fonts',
    path.join(home, '.local', 'share', 'fonts'),
    path.join(home, '.fonts'),
    '/Library/Fonts',
    '/System/Library/Fonts',
    path.join(home, 'Library', 'Fonts'),
    path.join(process.env.WINDIR ?? 'C:\\Windows', 'Fonts'),
  ];
}

/** Every font file under the folders (a missing folder is skipped), by path. */
function listFontFiles(dirs: string[]): string[] {
  const files: string[] = [];
  for (const dir of dirs) {
    try {
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && /\.(ttf|otf|ttc)$/i.test(entry.name)) {
          files.push(path.join(entry.parentPath, entry.name));
        }
      }
    } catch {
      // Not on this system.
    }
  }
  return files.sort();
}

/** The first known Japanese font in `dirs`, as [regular] or [regular, bold] files; none when there is none. */
export function systemJapaneseFont(dirs: string[] = systemFontDirs()): string[] {
  const found = listFontFiles(dirs);
  const byName = (pattern: RegExp) => found.find((file) => pattern.test(path.basename(file)));
  for (const [regular, bold] of KNOWN_FONTS) {
    const file = byName(regular);
    if (!file) continue;
    const boldFile = bold ? byName(bold) : undefined;
    return boldFile ? [file, boldFile] : [file];
  }
  return [];
}

/** Names the share images' font when `--font` is not given (the tests set it to a small font, tests/helpers/testFont.ts). */
export const SHARE_FONT_ENV = 'TCG_SHARE_FONT';

/**
 * The font of the share images: `given` (`tcg build --font FILE`), else the file TCG_SHARE_FONT
 * names, else the first known Japanese font found in `dirs` (the system's font folders). Checked by
 * drawing Japanese text with it; one line (FONT_MISSING) when there is none or it draws no Japanese.
 */
export function findShareFont(
  given?: string,
  dirs: string[] = systemFontDirs(),
  env: NodeJS.ProcessEnv = process.env,
): ShareFont {
  let files: string[];
  // How the message names a font file that was asked for.
  const asked = given !== undefined ? `--font ${given}` : `${SHARE_FONT_ENV}=${env[SHARE_FONT_ENV]}`;
  const named = given ?? (env[SHARE_FONT_ENV] || undefined);
  if (named !== undefined) {
    if (!existsSync(named) || !statSync(named).isFile()) {
      throw userError('FONT_MISSING', `${asked}: no such file; pass a .ttf, .otf or .ttc font file`);
    }
    files = [path.resolve(named)];
  } else {
    files = systemJapaneseFont(dirs);
    if (files.length === 0) {
      throw userError(
        'FONT_MISSING',
        'tcg build: no Japanese font found for the share images; install one (Debian/Ubuntu: apt-get install fonts-noto-cjk) or pass --font FILE',
      );
    }
  }
  if (!drawsJapanese(files)) {
    throw userError(
      'FONT_MISSING',
      `${named === undefined ? `tcg build: the share images' font ${files[0]}` : asked}: draws no Japanese text (not a font, or one without Japanese glyphs); pass a font such as Noto Sans CJK JP as --font FILE`,
    );
  }
  const key = files
    .map((file) => {
      const stat = statSync(file);
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
  return { files, key };
}

function renderOptions(font: Pick<ShareFont, 'files'>): ResvgRenderOptions {
  // Only these files, never the system's whole list: the images depend on nothing else (their
  // hash holds the files), and loading every installed font costs ≈ 0.5 s an image.
  return { font: { loadSystemFonts: false, fontFiles: font.files }, logLevel: 'off' };
}

/**
 * From this many images to draw, the font is first cut down to their characters
 * (shareFontSubset.ts: ≈ 0.8 s for the 20 faces of Noto Sans CJK, then ≈ 30 ms an image instead of
 * ≈ 0.3–0.5 s); fewer images are drawn with the whole files.
 */
export const SUBSET_FROM_IMAGES = 3;

/** One image as a PNG, drawn with these font files (the share font's, or their subsets). */
export async function drawShareImage(svg: string, fontFiles: readonly string[]): Promise<Buffer> {
  const image = await resvg().renderAsync(svg, renderOptions({ files: [...fontFiles] }));
  return image.asPng();
}

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

/**
 * Whether the files draw kana and kanji: a font without them draws nothing for this text, or the
 * same missing-glyph boxes it draws for unassigned code points.
 */
function drawsJapanese(files: string[]): boolean {
  const draw = (text: string) =>
    new (resvg().Resvg)(
      `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><text x="0" y="36" font-size="32">${text}</text></svg>`,
      renderOptions({ files }),
    ).render().pixels;
  try {
    const japanese = draw('日本語');
    return japanese.some((byte) => byte !== 0) && !japanese.equals(draw('\u{10FFFD}\u{10FFFC}\u{10FFFB}'));
  } catch {
    return false;
  }
}

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
