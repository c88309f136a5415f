// The tests' share-image font: the system's Japanese font as `tcg build` finds it (Noto Sans CJK JP
// Regular and Bold on Debian, OFL), its Japanese faces cut down to the characters of the
// repository's fixtures and texts and written as one collection under node_modules/.cache. Drawing
// with and subsetting the system's 20 MB collections (20 faces) costs seconds of CPU in every build
// a test makes; this font costs milliseconds and still takes the collection path of
// shareFontSubset.ts. Made once per clone (≈ 5 s), again when the characters or the system font
// change. The test configs point TCG_SHARE_FONT at it (vitest.config.ts, the Playwright setups).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { systemJapaneseFont } from '../../cli/pipelines/shareFont.ts';
import { charactersOf, fontFaces, subsetFace } from '../../cli/pipelines/shareFontSubset.ts';
import { hashOf } from '../../data/contentHash.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Where the test font is written; the test configs name this path. */
export const TEST_FONT = path.join(root, 'node_modules', '.cache', 'tcg-test-font', 'test-font.ttc');

/**
 * The files and folders whose texts the tests draw: the sample data and the site fixture (their
 * names and cards), the images' own texts, and the texts tests/shareImages.test.ts draws.
 */
const TEXT_SOURCES = [
  'data/sample',
  'scripts/siteFixture',
  'site/lib',
  'cli/pipelines/shareImages.ts',
  'tests/shareImages.test.ts',
];

/** Every character a test may draw: those of the text folders, and kana, CJK punctuation and full-width forms whole. */
export function testFontCharacters(): string {
  const texts: string[] = [];
  const ranges: [number, number][] = [
    [0x3000, 0x30ff], // CJK symbols and punctuation, hiragana, katakana
    [0xff01, 0xff9f], // full-width ASCII and half-width katakana
  ];
  for (const [from, to] of ranges) {
    texts.push(String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i)));
  }
  for (const source of TEXT_SOURCES) {
    const from = path.join(root, source);
    const files = statSync(from).isDirectory()
      ? readdirSync(from, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && /\.(ts|tsx|json|jsonl)$/.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name))
      : [from];
    for (const file of files) texts.push(readFileSync(file, 'utf8').replace(/[\x00-\x7f]+/g, ''));
  }
  return [...new Set(charactersOf(texts))].sort().join('');
}

/** One TrueType/OpenType collection of standalone fonts (the inverse of fontFaces). */
export function fontCollection(faces: readonly Buffer[]): Buffer {
  const header = 12 + 4 * faces.length;
  const offsets: number[] = [];
  let at = header;
  for (const face of faces) {
    offsets.push(at);
    at += (face.length + 3) & ~3;
  }
  const out = Buffer.alloc(at);
  out.write('ttcf', 0, 'latin1');
  out.writeUInt32BE(0x00010000, 4);
  out.writeUInt32BE(faces.length, 8);
  faces.forEach((face, index) => {
    const offset = offsets[index]!;
    out.writeUInt32BE(offset, 12 + 4 * index);
    face.copy(out, offset);
    // A collection's table offsets count from the start of the file, a font's from its own.
    const numTables = face.readUInt16BE(4);
    for (let table = 0; table < numTables; table++) {
      const record = offset + 12 + 16 * table + 8;
      out.writeUInt32BE(out.readUInt32BE(record) + offset, record);
    }
  });
  return out;
}

/** Makes the test font unless the one there was made from the same characters and system font; returns its path. */
export async function ensureTestFont(): Promise<string> {
  // The system's Japanese font as `tcg build` finds it, never checked by drawing (seconds with a
  // 20 MB collection): the test font itself is, at each build.
  const sources = systemJapaneseFont();
  if (sources.length === 0) {
    throw new Error(
      'the tests draw the share images with a font cut from a Japanese font of the system, and there is none: install one (Debian/Ubuntu: apt-get install fonts-noto-cjk)',
    );
  }
  const characters = testFontCharacters();
  const key = hashOf(
    [characters, ...sources.map((file) => `${file}:${statSync(file).size}:${statSync(file).mtimeMs}`)].join(
      '\n',
    ),
  );
  const keyFile = `${TEST_FONT}.key`;
  if (existsSync(TEST_FONT) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return TEST_FONT;
  const faces: Buffer[] = [];
  for (const file of sources) {
    // A collection's first face: the Japanese one of Noto Sans CJK, Source Han Sans and Hiragino.
    const [japanese] = fontFaces(readFileSync(file));
    faces.push(await subsetFace(japanese!, characters));
  }
  // Written under a temporary name and renamed: a vitest and a Playwright run may make it at once.
  mkdirSync(path.dirname(TEST_FONT), { recursive: true });
  const temp = `${TEST_FONT}.${process.pid}.tmp`;
  writeFileSync(temp, fontCollection(faces));
  renameSync(temp, TEST_FONT);
  writeFileSync(keyFile, key);
  return TEST_FONT;
}

/** As a vitest global setup. */
export default async function setup(): Promise<void> {
  await ensureTestFont();
}
