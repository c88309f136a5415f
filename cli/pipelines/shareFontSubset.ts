// The share images' font cut down to the characters the images draw (harfbuzz's subsetter through
// subset-font, WebAssembly): resvg parses a font's layout tables again for every line of text it
// shapes, which in a 20 MB Noto Sans CJK collection costs ≈ 10–15 ms a line (≈ 0.3–0.5 s an image);
// in a subset of the ≈ 250 characters of a site's images the same image takes ≈ 30 ms. Every face
// of every file is cut, in the same order and with the same names, so resvg picks the same face for
// each character (fallback included) and draws the same glyphs: the same pixels
// (tests/shareImages.test.ts compares them decoded). The images' record keeps the whole files' key.
// A subset is kept (cachedSubset) for the characters of all the site's images, which change only
// when their texts do: cutting the 20 faces took 0.9–2 s of every build that drew three images.
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { hashOf } from '../../data/contentHash.ts';

/** The name records kept: copyright, family, subfamily, unique id, full name, version, PostScript name, typographic family and subfamily. */
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 16, 17];

/** Printable ASCII, always kept: the SVGs escape `<>&"'` as numeric references, and digits vary. */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/**
 * The faces of a font file as standalone fonts: each face of a TrueType/OpenType collection
 * (`ttcf`: a header listing the offset tables of its faces, whose tables may be shared) copied with
 * its own tables, or the file itself when it is a single font.
 */
export function fontFaces(data: Buffer): Buffer[] {
  if (data.toString('latin1', 0, 4) !== 'ttcf') return [data];
  const count = data.readUInt32BE(8);
  return Array.from({ length: count }, (_, index) => singleFace(data, data.readUInt32BE(12 + 4 * index)));
}

function singleFace(data: Buffer, offsetTable: number): Buffer {
  const numTables = data.readUInt16BE(offsetTable + 4);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const record = offsetTable + 12 + 16 * i;
    return { record, offset: data.readUInt32BE(record + 8), length: data.readUInt32BE(record + 12) };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const face = Buffer.alloc(headerLength + tables.reduce((total, table) => total + padded(table.length), 0));
  // The offset table (sfnt version, table count, search fields), then each record with its new offset.
  data.copy(face, 0, offsetTable, offsetTable + 12);
  let at = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    data.copy(face, record, table.record, table.record + 8); // tag and checksum
    face.writeUInt32BE(at, record + 8);
    face.writeUInt32BE(table.length, record + 12);
    data.copy(face, at, table.offset, table.offset + table.length);
    at += padded(table.length);
  });
  return face;
}

/**
 * The characters of the texts (each once), of their canonical decompositions and compositions, and
 * printable ASCII. The shaper decomposes a character the font lacks (ά: α and a combining accent)
 * and composes decomposed ones, so the subset keeps what the whole font would have offered it.
 */
export function charactersOf(texts: readonly string[]): string {
  const characters = new Set(ASCII);
  for (const text of texts) {
    for (const form of [text, text.normalize('NFD'), text.normalize('NFC')]) {
      for (const character of form) characters.add(character);
    }
  }
  return [...characters].join('');
}

/** One face (a standalone font) cut down to the characters, as a plain OpenType font with its names. */
export function subsetFace(face: Buffer, characters: string): Promise<Buffer> {
  return subsetFont(face, characters, { targetFormat: 'sfnt', preserveNameIds: NAME_IDS });
}

/**
 * Writes into `dir` each face of `files`, in order, cut down to the characters of `texts`, and
 * returns their paths (`<file>-<face>.otf`), to be passed to resvg in place of `files`.
 */
export async function subsetFontFiles(
  files: readonly string[],
  texts: readonly string[],
  dir: string,
): Promise<string[]> {
  const characters = charactersOf(texts);
  const written: string[] = [];
  for (const [fileIndex, file] of files.entries()) {
    for (const [faceIndex, face] of fontFaces(readFileSync(file)).entries()) {
      const subset = await subsetFace(face, characters);
      const out = path.join(dir, `${fileIndex}-${faceIndex}.otf`);
      writeFileSync(out, subset);
      written.push(out);
    }
  }
  return written;
}

const SUBSET_FONT_VERSION = (
  createRequire(import.meta.url)('subset-font/package.json') as { version: string }
).version;
/** This code's own file (a chunk of lib/ once compiled): how faces are split and cut is in it. */
const SUBSET_CODE = fileURLToPath(import.meta.url);
/** Subsets kept: a site's images, and a few older character sets (another docs folder, a rename). */
const KEEP_SUBSETS = 4;
/** Older ones are removed once unused (made or taken) for so long. */
const UNUSED_MS = 3600_000;

/**
 * The font's subset for the characters of `texts` (subsetFontFiles), made once and kept under
 * `cacheDir`, keyed by what it is made of: the font files (their `key`: path, size and time), the
 * characters, the subsetter's version and the code that splits and cuts the faces (this file). Written aside and renamed in; beyond KEEP_SUBSETS, those
 * unused for UNUSED_MS are removed.
 */
export async function cachedSubset(
  font: { files: readonly string[]; key: string },
  texts: readonly string[],
  cacheDir: string,
): Promise<string[]> {
  const characters = [...charactersOf(texts)].sort().join('');
  const code = hashOf(readFileSync(SUBSET_CODE));
  const key = hashOf(`${font.key}\n${characters}\nsubset-font ${SUBSET_FONT_VERSION}\n${code}`);
  const dir = path.join(cacheDir, key);
  // In subsetFontFiles' order (`<file>-<face>.otf`, by file then face): resvg tries them in order.
  const faces = () =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.otf'))
      .map((name) => ({ name, order: name.slice(0, -'.otf'.length).split('-').map(Number) }))
      .sort((a, b) => a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]!)
      .map(({ name }) => path.join(dir, name));
  if (existsSync(dir)) {
    const now = new Date();
    utimesSync(dir, now, now);
    return faces();
  }
  mkdirSync(cacheDir, { recursive: true });
  const building = path.join(cacheDir, `.${key}.${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(building);
  try {
    await subsetFontFiles(font.files, texts, building);
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another build made the same subset meanwhile: its folder is as good.
    if (!existsSync(dir)) throw error;
  }
  // Beyond the newest few, those unused for a while (a build beside this one may be drawing with one).
  const kept = readdirSync(cacheDir)
    .filter((name) => !name.startsWith('.'))
    .map((name) => ({ name, at: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of kept.slice(KEEP_SUBSETS)) {
    if (old.at < Date.now() - UNUSED_MS)
      rmSync(path.join(cacheDir, old.name), { recursive: true, force: true });
  }
  return faces();
}
