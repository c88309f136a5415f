// The share images' font and their drawing (shareImages.ts): resvg, loaded when the first image
// is drawn, and the Japanese font it draws with: the one asked for, else the first known one in the
// system's font folders, checked by drawing Japanese text with it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { userError } from '../../engine/userError.ts';

/** The font files the images are drawn with, and a key that changes when any of them does. */
export interface ShareFont {
  files: string[];
  key: string;
}

const require = createRequire(import.meta.url);
type Resvg = typeof import('@resvg/resvg-js');
let resvgModule: Resvg | undefined;
/** resvg's native module, loaded when the first image is drawn (`tcg --help` loads none). */
function resvg(): Resvg {
  resvgModule ??= require('@resvg/resvg-js') as Resvg;
  return resvgModule;
}

export const RESVG_VERSION = (() => {
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

/** One image as a PNG, drawn with these font files (the share font's, or their subsets). */
export async function drawShareImage(svg: string, fontFiles: readonly string[]): Promise<Buffer> {
  const image = await resvg().renderAsync(svg, renderOptions({ files: [...fontFiles] }));
  return image.asPng();
}

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
