// What tests/shareImages.test.ts (with the tests' small font) and tests/shareImages.slow.test.ts
// (with the system's whole Noto Sans CJK collections) both check of shareFontSubset.ts: a font cut
// down to the characters of some images draws them in the same pixels as the whole font.
import { readFileSync, statSync } from 'node:fs';
import { expect } from 'vitest';
import { drawShareImage } from '../../cli/pipelines/shareFont.ts';
import { fontFaces, subsetFontFiles } from '../../cli/pipelines/shareFontSubset.ts';
import { shareImageSvg } from '../../site/lib/shareImage.ts';
import { decodePng, distinctColours } from './decodePng.ts';

/** Kana, kanji, full-width forms, other scripts, a character no font has, escaped markup; and an image without bars. */
export const SUBSET_SAMPLE_SVGS = [
  shareImageSvg({
    product: 'ポケカ統計',
    title: 'ドラパルトex「ロスト」（ギラティナ）',
    subtitle: 'シェア 12.3%（1,234デッキ）・採用率上位のカード',
    bars: [
      { label: 'ふしぎなアメ', share: 0.98 },
      { label: '한국어 中文 Ελληνικά', share: 0.5 },
      { label: 'ＡＢＣ１２３＆ー～…', share: 0.25 },
      { label: '\u{10FFFD}☃ & <x> "q"', share: 0.01 },
    ],
    trend: [0.1, 0.2, 0.15],
  }),
  shareImageSvg({ product: 'ポケカ統計', title: 'データなし', subtitle: '', bars: [] }),
];

/**
 * Cuts `files` down to the SVGs' characters in `dir` and checks the subsets: one per face of every
 * file, together under `maxShare` of the files' size, drawing each SVG in the whole font's pixels.
 */
export async function expectSubsetDrawsAsWhole(
  files: readonly string[],
  svgs: readonly string[],
  dir: string,
  maxShare: number,
): Promise<void> {
  const subsets = await subsetFontFiles(files, svgs, dir);
  const faces = files.reduce((total, file) => total + fontFaces(readFileSync(file)).length, 0);
  expect(subsets).toHaveLength(faces);
  const size = (list: readonly string[]) => list.reduce((total, file) => total + statSync(file).size, 0);
  expect(size(subsets)).toBeLessThan(size(files) * maxShare);
  for (const svg of svgs) {
    const whole = decodePng(await drawShareImage(svg, files));
    const cut = decodePng(await drawShareImage(svg, subsets));
    expect(distinctColours(cut)).toBeGreaterThan(40);
    expect(cut.rgba.equals(whole.rgba)).toBe(true);
  }
}

/** Each file splits into its faces (a collection's count of them, a single font into itself), each a font. */
export function expectFacesOf(files: readonly string[]): void {
  for (const file of files) {
    const data = readFileSync(file);
    const faces = fontFaces(data);
    if (data.toString('latin1', 0, 4) === 'ttcf') expect(faces).toHaveLength(data.readUInt32BE(8));
    // Compared with Buffer#equals: toEqual walks a font's bytes one by one (seconds).
    else expect(faces.length === 1 && faces[0]!.equals(data)).toBe(true);
    for (const face of faces) expect(['OTTO', '\0\x01\0\0', 'true']).toContain(face.toString('latin1', 0, 4));
  }
}
