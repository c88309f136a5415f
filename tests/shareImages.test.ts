// The share images of `tcg build` (og/*.png): drawn by resvg from the fixture documents with the
// tests' font (TCG_SHARE_FONT: Noto Sans CJK JP cut small, tests/helpers/testFont.ts), decoded here
// (tests/helpers/decodePng.ts) and looked at: 1200×630, the accent bar, the title's text, the share
// bars; redrawn only when their inputs change. The same pixels drawn with the system's whole Noto
// Sans CJK collections: tests/shareImages.slow.test.ts.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawShareImage, findShareFont, SHARE_FONT_ENV, type ShareFont } from '../cli/pipelines/shareFont.ts';
import { cachedSubset, charactersOf, fontFaces, subsetFontFiles } from '../cli/pipelines/shareFontSubset.ts';
import {
  SHARE_IMAGES_RECORD,
  SUBSET_FROM_IMAGES,
  shareImageSources,
  writeShareImages,
} from '../cli/pipelines/shareImages.ts';
import type { PublicWindow } from '../engine/documentSchemas/windowDocs.ts';
import type { DeckTypeDetail, PublicHome } from '../engine/documents.ts';
import { formatShare } from '../engine/format.ts';
import { isUserError } from '../engine/userError.ts';
import { DEFAULT_WINDOW, WINDOW_LABELS } from '../engine/windows.ts';
import { FIXTURE_RULES, writeFixtureDocs } from '../scripts/siteFixture/fixtureDocs.ts';
import { escapeXml } from '../site/lib/shareImage.ts';
import { type DecodedPng, darkPixels, decodePng, distinctColours, pixelAt } from './helpers/decodePng.ts';
import { linesOf, runTcg } from './helpers/runTcg.ts';
import { tempDir } from './helpers/snapshot.ts';
import { expectFacesOf, expectSubsetDrawsAsWhole, SUBSET_SAMPLE_SVGS } from './helpers/subsetDrawing.ts';
import { TEST_FONT } from './helpers/testFont.ts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

function fontError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(isUserError(error) && error.code).toBe('FONT_MISSING');
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('findShareFont', () => {
  it("finds a Japanese font among the system's fonts when none is named", () => {
    const font = findShareFont(undefined, undefined, {});
    expect(font.files.length).toBeGreaterThan(0);
    for (const file of font.files) expect(existsSync(file), file).toBe(true);
    expect(font.files).not.toContain(TEST_FONT);
  });

  it('takes the font TCG_SHARE_FONT names, and --font before it', () => {
    expect(findShareFont(undefined, ['/nonexistent/fonts'], { [SHARE_FONT_ENV]: TEST_FONT }).files).toEqual([
      TEST_FONT,
    ]);
    expect(
      fontError(() => findShareFont(undefined, undefined, { [SHARE_FONT_ENV]: '/nonexistent/t.ttc' })),
    ).toBe('TCG_SHARE_FONT=/nonexistent/t.ttc: no such file; pass a .ttf, .otf or .ttc font file');
    expect(
      fontError(() => findShareFont('/nonexistent/f.ttf', undefined, { [SHARE_FONT_ENV]: TEST_FONT })),
    ).toBe('--font /nonexistent/f.ttf: no such file; pass a .ttf, .otf or .ttc font file');
  });

  it('without one, fails with one line saying what to install or pass', () => {
    const message = fontError(() => findShareFont(undefined, ['/nonexistent/fonts'], {}));
    expect(message).toBe(
      'tcg build: no Japanese font found for the share images; install one (Debian/Ubuntu: apt-get install fonts-noto-cjk) or pass --font FILE',
    );
  });

  it('refuses a --font file that does not exist, or that is not a font', async () => {
    expect(fontError(() => findShareFont('/nonexistent/font.ttf'))).toBe(
      '--font /nonexistent/font.ttf: no such file; pass a .ttf, .otf or .ttc font file',
    );
    const work = await tempDir('tcg-font-');
    const notAFont = path.join(work, 'notes.ttf');
    writeFileSync(notAFont, 'not a font\n');
    expect(fontError(() => findShareFont(notAFont))).toContain(`--font ${notAFont}: draws no Japanese text`);
    rmSync(work, { recursive: true, force: true });
  });

  it('`tcg build --font` with a bad file stops before any work: one line, exit 1, no --out', async () => {
    const work = await tempDir('tcg-font-cli-');
    writeFixtureDocs(path.join(work, 'docs'));
    const run = await runTcg(
      [
        'build',
        '--docs',
        path.join(work, 'docs'),
        '--out',
        path.join(work, 'dist'),
        '--font',
        '/nonexistent/f.ttf',
      ],
      { TCG_FIREBASE_EMULATORS: '1' },
    );
    expect(run.code).toBe(1);
    expect(linesOf(run.stderr)).toEqual([
      'tcg: --font /nonexistent/f.ttf: no such file; pass a .ttf, .otf or .ttc font file',
    ]);
    expect(existsSync(path.join(work, 'dist'))).toBe(false);
    rmSync(work, { recursive: true, force: true });
  });

  it.runIf(existsSync(DEJAVU))('refuses a --font without Japanese glyphs (DejaVu Sans)', () => {
    const message = fontError(() => findShareFont(DEJAVU));
    expect(message).toContain(`--font ${DEJAVU}: draws no Japanese text`);
    expect(message.split('\n')).toHaveLength(1);
  });
});

describe('writeShareImages(docsDir, siteDir, font)', () => {
  let work: string;
  let font: ShareFont;
  const docsDir = () => path.join(work, 'docs');
  const ogDir = () => path.join(work, 'site', 'og');
  const typeFile = (id: string) => path.join(docsDir(), 'public', 'decks', 'types', `${id}.json`);
  const image = (file: string): DecodedPng => decodePng(readFileSync(path.join(ogDir(), file)));
  const draw = () => writeShareImages(docsDir(), path.join(work, 'site'), font);
  /** site.png and one per deck type document (the fixture's rules and one more). */
  let files: string[];

  beforeAll(async () => {
    work = await tempDir('tcg-share-images-');
    writeFixtureDocs(docsDir());
    font = findShareFont();
    expect(font.files).toEqual([TEST_FONT]);
    const types = readdirSync(path.dirname(typeFile('x'))).filter((name) => name.endsWith('.json'));
    files = ['site.png', ...types.map((name) => `decks/${name.replace(/\.json$/, '.png')}`)];
    for (const rule of FIXTURE_RULES) expect(files).toContain(`decks/${rule.id}.png`);
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('draws one 1200×630 PNG for the site and one per deck type, each with text and bars', async () => {
    const first = await draw();
    expect(first.rendered).toBe(files.length);
    expect(first.kept).toBe(0);
    for (const file of files) {
      const png = image(file);
      expect([png.width, png.height], file).toEqual([1200, 630]);
      // Not blank: the accent bar along the top, a white page, anti-aliased text in many shades.
      expect(pixelAt(png, 600, 4), file).toBe('#c2410cff');
      expect(pixelAt(png, 1190, 620), file).toBe('#ffffffff');
      expect(distinctColours(png), file).toBeGreaterThan(40);
      // The title (48 px, y ≈ 125–175) is drawn in dark text.
      expect(darkPixels(png, [80, 120, 780, 180]), file).toBeGreaterThan(1500);
    }
    // The site and each deck type with cards: the first entry's label and its share bar (blue,
    // from x = 520); a deck type with no cards says so (ロスト（ギラティナ） of the fixture: 0 decks).
    for (const file of ['site.png', ...FIXTURE_RULES.map((rule) => `decks/${rule.id}.png`)]) {
      const png = image(file);
      expect(darkPixels(png, [80, 255, 500, 300]), file).toBeGreaterThan(100);
      expect(pixelAt(png, 530, 280), file).toBe('#0969daff');
    }
    const empty = files.filter(
      (file) => !file.endsWith('site.png') && !FIXTURE_RULES.some((rule) => file === `decks/${rule.id}.png`),
    );
    for (const file of empty) {
      const png = image(file);
      expect(pixelAt(png, 530, 280), file).toBe('#ffffffff');
      expect(darkPixels(png, [80, 285, 400, 330]), file).toBeGreaterThan(500); // データがありません
    }
  });

  it('draws them with the font cut down to their characters, in the same pixels as with the whole font', async () => {
    expect(files.length).toBeGreaterThanOrEqual(SUBSET_FROM_IMAGES);
    const sources = shareImageSources(docsDir());
    for (const source of sources) {
      const whole = decodePng(await drawShareImage(source.svg, font.files));
      expect(image(source.file).rgba.equals(whole.rgba), source.file).toBe(true);
    }
  });

  it('draws the site image for the default window, which it names: its top types, not all-time', () => {
    const window = JSON.parse(
      readFileSync(path.join(docsDir(), 'public_windows', `${DEFAULT_WINDOW}.json`), 'utf8'),
    ) as PublicWindow;
    const home = JSON.parse(readFileSync(path.join(docsDir(), 'public', 'home.json'), 'utf8')) as PublicHome;
    const site = shareImageSources(docsDir()).find((source) => source.file === 'site.png')!.svg;
    expect(site).toContain(`${WINDOW_LABELS[DEFAULT_WINDOW]}・分類済みデッキ ${window.matchedDecks} 件`);
    const first = window.rows[0]!;
    expect(site).toContain(`1. ${escapeXml(first.name)}`);
    // The fixture's all-time leader is another type: the image is not the all-time ranking.
    expect(home.ruleRanking[0]!.id).not.toBe(first.id);
    const deck = shareImageSources(docsDir()).find((source) => source.file === `decks/${first.id}.png`)!.svg;
    expect(deck).toContain(
      `${WINDOW_LABELS[DEFAULT_WINDOW]}のシェア ${formatShare(first.share)}（${first.count}デッキ）`,
    );
  });

  it('draws each deck type its own title: the Japanese names differ in their pixels', () => {
    const titles = FIXTURE_RULES.map((rule) => {
      const png = image(`decks/${rule.id}.png`);
      return png.rgba.subarray(120 * 1200 * 4, 180 * 1200 * 4).toString('base64');
    });
    expect(new Set(titles).size).toBe(FIXTURE_RULES.length);
  });

  it("draws a deck type's weekly share as a line at the top right", () => {
    const detail = JSON.parse(readFileSync(typeFile(FIXTURE_RULES[0].id), 'utf8')) as DeckTypeDetail;
    expect(detail.stats.weekly.length).toBeGreaterThanOrEqual(2);
    const png = image(`decks/${FIXTURE_RULES[0].id}.png`);
    let orange = 0;
    for (let y = 30; y < 106; y++) {
      for (let x = 855; x < 1130; x++) if (pixelAt(png, x, y) === '#c2410cff') orange += 1;
    }
    expect(orange).toBeGreaterThan(300);
  });

  it('a second run with no change draws none and leaves the files as they were', async () => {
    const before = files.map((file) => statSync(path.join(ogDir(), file)).mtimeMs);
    const again = await draw();
    expect(again).toEqual({ rendered: 0, kept: files.length, removed: 0 });
    expect(files.map((file) => statSync(path.join(ogDir(), file)).mtimeMs)).toEqual(before);
  });

  it('draws again only the image whose document changed, and an image removed by hand', async () => {
    const id = FIXTURE_RULES[1].id;
    const detail = JSON.parse(readFileSync(typeFile(id), 'utf8')) as DeckTypeDetail;
    const old = readFileSync(path.join(ogDir(), `decks/${id}.png`));
    writeFileSync(typeFile(id), JSON.stringify({ ...detail, rule: { ...detail.rule, name: '別の名前' } }));
    expect(await draw()).toEqual({ rendered: 1, kept: files.length - 1, removed: 0 });
    expect(readFileSync(path.join(ogDir(), `decks/${id}.png`)).equals(old)).toBe(false);
    rmSync(path.join(ogDir(), 'site.png'));
    expect(await draw()).toMatchObject({ rendered: 1 });
    expect([image('site.png').width, image('site.png').height]).toEqual([1200, 630]);
  });

  it('draws again an image left empty or damaged, though its inputs are the same (a 0-byte og/site.png was kept)', async () => {
    const site = path.join(ogDir(), 'site.png');
    const id = FIXTURE_RULES[0].id;
    const typeImage = path.join(ogDir(), `decks/${id}.png`);
    const whole = readFileSync(typeImage);
    writeFileSync(site, '');
    writeFileSync(typeImage, whole.subarray(0, whole.length - 100));
    expect(await draw()).toEqual({ rendered: 2, kept: files.length - 2, removed: 0 });
    expect([image('site.png').width, image('site.png').height]).toEqual([1200, 630]);
    expect(readFileSync(typeImage).equals(whole)).toBe(true);
  });

  it('removes the image of a deck type that is gone, and files of older builds (og/*.svg)', async () => {
    const id = FIXTURE_RULES[2].id;
    rmSync(typeFile(id));
    mkdirSync(path.join(ogDir(), 'decks'), { recursive: true });
    writeFileSync(path.join(ogDir(), 'site.svg'), '<svg/>');
    const result = await draw();
    expect(result).toEqual({ rendered: 0, kept: files.length - 1, removed: 1 });
    expect(existsSync(path.join(ogDir(), `decks/${id}.png`))).toBe(false);
    expect(existsSync(path.join(ogDir(), 'site.svg'))).toBe(false);
    const record = JSON.parse(readFileSync(path.join(ogDir(), SHARE_IMAGES_RECORD), 'utf8'));
    expect(Object.keys(record.images).sort()).toEqual(files.filter((file) => !file.includes(id)).sort());
  });

  /** The same font in another file: another font to the images' record. */
  const otherFont = () => {
    const copy = path.join(work, 'other-font.ttc');
    if (!existsSync(copy)) copyFileSync(font.files[0]!, copy);
    return findShareFont(copy);
  };

  it('draws every image again when the font changes', async () => {
    const other = otherFont();
    expect(other.key).not.toBe(font.key);
    const result = await writeShareImages(docsDir(), path.join(work, 'site'), other);
    expect(result).toEqual({ rendered: files.length - 1, kept: 0, removed: 0 });
  });

  it("into a new folder, copies the images whose inputs match a previous site's (a full build)", async () => {
    const other = otherFont();
    const old = path.join(work, 'site');
    const fresh = path.join(work, 'fresh');
    expect(await writeShareImages(docsDir(), fresh, other, old)).toEqual({
      rendered: 0,
      kept: files.length - 1,
      removed: 0,
    });
    for (const file of files.filter((name) => existsSync(path.join(old, 'og', name)))) {
      expect(
        readFileSync(path.join(fresh, 'og', file)).equals(readFileSync(path.join(old, 'og', file))),
        file,
      ).toBe(true);
    }
    // With other inputs (the first font), nothing matches: every image is drawn.
    const third = path.join(work, 'third');
    expect(await writeShareImages(docsDir(), third, font, old)).toMatchObject({ rendered: files.length - 1 });
  });
});

describe('the share font cut down to the characters of the images (shareFontSubset.ts)', () => {
  let work: string;
  let font: ShareFont;
  beforeAll(async () => {
    work = await tempDir('tcg-share-font-');
    font = findShareFont();
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('splits a font collection into its faces, each a font of its own; a single font is itself', async () => {
    // The tests' font is a collection, as the system's Noto Sans CJK files are (tests/helpers/testFont.ts).
    expect(readFileSync(TEST_FONT).toString('latin1', 0, 4)).toBe('ttcf');
    const single = path.join(work, 'single.otf');
    writeFileSync(single, fontFaces(readFileSync(TEST_FONT))[0]!);
    expectFacesOf([TEST_FONT, single]);
  });

  it('keeps printable ASCII, each character of the texts once, and their canonical (de)compositions', () => {
    const characters = charactersOf(['デッキ', 'デッキ（１）・&#60;', 'ά', 'e\u0301']);
    expect([...characters].filter((c) => c === 'デ')).toHaveLength(1);
    for (const c of ['A', '~', ' ', '0', '<', '（', '１', '・', 'ッ', 'テ', '\u3099', 'α', '\u0301', 'é']) {
      expect(characters).toContain(c);
    }
  });

  it('draws kana, kanji, full-width forms, other scripts and missing characters as the whole font does', async () => {
    expect(font.files).toEqual([TEST_FONT]);
    await expectSubsetDrawsAsWhole(font.files, SUBSET_SAMPLE_SVGS, work, 1 / 3);
  });

  it('keeps a subset by font and characters: made once, again for new characters, old ones pruned', async () => {
    const cache = path.join(work, 'subsets');
    const first = await cachedSubset(font, ['デッキ'], cache);
    // Inside `work`, which goes with the tests.
    const uncached = path.join(work, 'uncached');
    mkdirSync(uncached);
    expect(first.map((file) => path.basename(file))).toEqual(
      (await subsetFontFiles(font.files, ['デッキ'], uncached)).map((file) => path.basename(file)),
    );
    const made = statSync(first[0]!).mtimeMs;
    // The same characters in other texts: the same subset, not made again.
    expect(await cachedSubset(font, ['キッデ'], cache)).toEqual(first);
    expect(statSync(first[0]!).mtimeMs).toBe(made);
    // A new character, or another font file (its key): another subset.
    const other = await cachedSubset(font, ['デッキ型'], cache);
    expect(path.dirname(other[0]!)).not.toBe(path.dirname(first[0]!));
    expect(path.dirname((await cachedSubset({ ...font, key: 'another' }, ['デッキ'], cache))[0]!)).not.toBe(
      path.dirname(first[0]!),
    );
    // Beyond the newest four, those unused for an hour are removed.
    const anHourAgo = new Date(Date.now() - 3601_000);
    utimesSync(path.dirname(other[0]!), anHourAgo, anHourAgo);
    for (const text of ['一', '二']) await cachedSubset(font, [text], cache);
    expect(readdirSync(cache)).toHaveLength(4);
    expect(existsSync(path.dirname(other[0]!))).toBe(false);
    // A fifth used within the hour stays (another build may be drawing with it).
    await cachedSubset(font, ['三'], cache);
    expect(readdirSync(cache)).toHaveLength(5);
  });
});

describe('shareImageSources(docsDir)', () => {
  /** The error reading a docs folder whose `relative` file holds `text` instead of its document. */
  async function errorWith(
    relative: string,
    text: string,
  ): Promise<{ code: unknown; message: string; file: string }> {
    const work = await tempDir('tcg-share-docs-');
    try {
      writeFixtureDocs(path.join(work, 'docs'));
      const file = path.join(work, 'docs', relative);
      expect(existsSync(file), file).toBe(true);
      writeFileSync(file, text);
      try {
        shareImageSources(path.join(work, 'docs'));
      } catch (error) {
        return { code: isUserError(error) && error.code, message: (error as Error).message, file };
      }
      throw new Error('no error');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }

  it('reads each document through its schema: a malformed one is one line naming the file and the field', async () => {
    const relative = `public/decks/types/${FIXTURE_RULES[0]!.id}.json`;
    const { code, message, file } = await errorWith(
      relative,
      JSON.stringify({ rule: { name: 'x' }, stats: {} }),
    );
    expect(code).toBe('DOCS_INVALID');
    expect(message.split('\n')).toHaveLength(1);
    expect(message.startsWith(`${file}: not a deckType document ($.`), message).toBe(true);
    expect(message).toContain('re-run `tcg aggregate`');
  });

  it('refuses a document that is not JSON in one line naming the file, rather than leave its image out', async () => {
    // site.png is drawn from the default window's document.
    const { code, message, file } = await errorWith(`public_windows/${DEFAULT_WINDOW}.json`, '{"rows": ');
    expect(code).toBe('DOCS_INVALID');
    expect(message.split('\n')).toHaveLength(1);
    expect(message.startsWith(`${file}: `)).toBe(true);
  });
});
