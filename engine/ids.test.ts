import { describe, expect, it } from 'vitest';
import { cardStatsRowId, docPath, filePathOf, pathProblem } from './docPaths.ts';
import {
  FILE_NAME_MAX_BYTES,
  fileNameOf,
  fileNameOfUrlSegment,
  idProblem,
  urlSegmentOf,
  utf8Bytes,
} from './ids.ts';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('idProblem(id): what every sink can store', () => {
  it.each([
    ['', 'empty'],
    ['a/b', 'slash'],
    ['.', 'dotSegment'],
    ['..', 'dotSegment'],
    ['__name__', 'reserved'],
    ['____', 'reserved'],
    ['a\nb', 'control'],
    ['a\u0000b', 'control'],
    ['あ'.repeat(501), 'tooLong'],
    // Hosting does not serve dot-files: the page and share image of such an id would 404.
    ['...', 'leadingDot'],
    ['.a', 'leadingDot'],
    ['a\ud800b', 'illFormed'],
    ['\udc00', 'illFormed'],
  ])('%j is refused as %s', (id, problem) => {
    expect(idProblem(id)).toBe(problem);
  });

  it.each([
    'a.',
    '😀',
    '__a',
    'a__',
    '_a_',
    'X__Y',
    'リザードン ex [テラスタル]',
    'a?b#c%d',
    'あ'.repeat(500),
  ])('%j is storable', (id) => {
    expect(idProblem(id)).toBeUndefined();
  });

  it('counts UTF-8 bytes as TextEncoder does (surrogate pairs, lone surrogates)', () => {
    for (const text of ['abc', 'ポケカ', '😀x', '\ud800', 'é\u{1F600}\udc00'])
      expect(utf8Bytes(text)).toBe(bytes(text));
  });
});

describe('fileNameOf(id): a file name of at most 250 bytes, readable, idempotent', () => {
  it('keeps an id that fits', () => {
    expect(fileNameOf('リザードン ex [テラスタル]')).toBe('リザードン ex [テラスタル]');
    const fits = 'あ'.repeat(83); // 249 bytes
    expect(fileNameOf(fits)).toBe(fits);
  });

  it('shortens a long id to its readable start, ~ and a hash, and is idempotent', () => {
    const long = `${'ドラパルト'.repeat(20)}型`;
    const name = fileNameOf(long);
    expect(bytes(name)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
    expect(bytes(`${name}.json`)).toBeLessThanOrEqual(255);
    expect(name).toMatch(/^(ドラパルト)+ド?ラ?パ?ル?ト?~[0-9a-f]{16}$/u);
    expect(fileNameOf(name)).toBe(name);
  });

  it('gives two long ids with one start two names', () => {
    const start = 'あ'.repeat(100);
    expect(fileNameOf(`${start}い`)).not.toBe(fileNameOf(`${start}う`));
  });

  it('never cuts a surrogate pair', () => {
    const name = fileNameOf('😀'.repeat(100));
    expect(name.startsWith('😀')).toBe(true);
    expect(bytes(name)).toBe(utf8Bytes(name));
    expect(name.replace(/~[0-9a-f]{16}$/, '')).toBe('😀'.repeat(58));
  });
});

describe('urlSegmentOf(id) and fileNameOfUrlSegment(segment): one encoder for links and serving', () => {
  it.each(['a?b', 'c#d', '100%', 'x/y', 'リザードン ex [テラスタル]', 'a+b&c=d'])('%j round-trips', (id) => {
    const segment = urlSegmentOf(id);
    expect(segment).not.toMatch(/[?#/ ]/);
    if (!id.includes('/')) expect(fileNameOfUrlSegment(segment)).toBe(id);
  });

  it('refuses a segment that decodes to a slash, a dot segment or is malformed', () => {
    expect(fileNameOfUrlSegment('a%2Fb')).toBeUndefined();
    expect(fileNameOfUrlSegment('%2E%2E')).toBeUndefined();
    expect(fileNameOfUrlSegment('%E3%81')).toBeUndefined();
  });

  it('links a long id to its file name', () => {
    const long = 'あ'.repeat(200);
    expect(decodeURIComponent(urlSegmentOf(long))).toBe(fileNameOf(long));
  });
});

describe('docPath and its checks', () => {
  it('builds sub-rule statistics beside the rule, the one place `__` joins ids', () => {
    expect(docPath.ruleStats('X')).toBe('deck_rules/X');
    expect(docPath.ruleStats('X', 'Y')).toBe('deck_rules/X__Y');
    expect(docPath.cardStats({ ruleId: 'X', variantId: 'Y' }, 'r')).toBe('deck_rules/X__Y/card_stats/r');
    expect(docPath.variant('X', 'Y')).toBe('public/decks/variants/X__Y');
  });

  it('refuses paths that are not collection/document pairs or hold an unstorable id', () => {
    expect(pathProblem('deck_rules/..')).toMatch(/"\." or "\.\."/);
    expect(pathProblem('deck_rules/a/b')).toMatch(/collection\/document pairs/);
    expect(pathProblem('public_events/__x__')).toMatch(/reserved/);
    expect(pathProblem('public/decks/types/X')).toBeUndefined();
    expect(() => filePathOf('deck_rules/..')).toThrow(/invalid document path/);
  });

  it('maps each segment to its file name', () => {
    const long = 'い'.repeat(120);
    expect(filePathOf(docPath.deckType(long))).toBe(`public/decks/types/${fileNameOf(long)}`);
  });

  it.each([
    ['a/b', 'a%2Fb'],
    ['100%', '100%25'],
    ['..', '%2E%2E'],
    ['__x__', '%5F_x__'],
    ['a\tb', 'a%09b'],
    ['.hack', '%2Ehack'],
    ['a\ud800', 'a%uD800'],
  ])('card_stats row id of %j is %j (always storable)', (name, rowId) => {
    expect(cardStatsRowId(name)).toBe(rowId);
    expect(idProblem(cardStatsRowId(name))).toBeUndefined();
  });
});
