// The share images with the system's whole Noto Sans CJK collections (20 faces, 40 MB), as `tcg
// build` draws them outside the tests: cut down to the images' characters, they draw the same
// pixels as whole. Seconds of CPU a drawing, so in `npm run test:slow`; tests/shareImages.test.ts
// checks the same with the tests' small font in `npm test`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawShareImage, findShareFont, type ShareFont } from '../cli/pipelines/shareFont.ts';
import { subsetFontFiles } from '../cli/pipelines/shareFontSubset.ts';
import { shareImageSources } from '../cli/pipelines/shareImages.ts';
import { writeFixtureDocs } from '../scripts/siteFixture/fixtureDocs.ts';
import { decodePng } from './helpers/decodePng.ts';
import { tempDir } from './helpers/snapshot.ts';
import { expectFacesOf, expectSubsetDrawsAsWhole, SUBSET_SAMPLE_SVGS } from './helpers/subsetDrawing.ts';

describe("the system's Japanese font cut down to the images' characters", () => {
  let work: string;
  let font: ShareFont;
  beforeAll(async () => {
    work = await tempDir('tcg-share-font-slow-');
    // Not TCG_SHARE_FONT (the tests' font): the system's own, as a user's build finds it.
    font = findShareFont(undefined, undefined, {});
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('splits each collection into its faces, each a font of its own', () => {
    expectFacesOf(font.files);
  });

  it('draws kana, kanji, full-width forms, other scripts and missing characters as the whole font does', async () => {
    await expectSubsetDrawsAsWhole(font.files, SUBSET_SAMPLE_SVGS, path.join(work), 1 / 10);
  });

  it("draws the fixture site's images as the whole font does", async () => {
    const docsDir = path.join(work, 'docs');
    writeFixtureDocs(docsDir);
    // The subset is cut for all of them; a few are drawn both ways (each whole drawing costs seconds).
    const all = shareImageSources(docsDir);
    const sources = [...all.slice(0, 3), all.at(-1)!];
    const subsetDir = await tempDir('tcg-share-font-fixture-');
    try {
      const subsets = await subsetFontFiles(
        font.files,
        all.map((source) => source.svg),
        subsetDir,
      );
      for (const source of sources) {
        const whole = decodePng(await drawShareImage(source.svg, font.files));
        const cut = decodePng(await drawShareImage(source.svg, subsets));
        expect(cut.rgba.equals(whole.rgba), source.file).toBe(true);
      }
    } finally {
      rmSync(subsetDir, { recursive: true, force: true });
    }
  });
});
