import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../../../../tests/helpers/snapshot.ts';
import { guessInputs, onlyRouteValue, ReadAhead } from './readAhead.ts';

describe('guessInputs', () => {
  const inputs = [
    'public_deck_details/abc-123',
    'public_decks/types/t1/consensus',
    '?public_decks/types/t1',
    'public_cards/',
    '?public_deck_details/abc-123',
  ];

  it("puts the page's value in place of the sample's in the documents named by it", () => {
    expect(guessInputs(inputs, 'abc-123', 'xyz-789')).toEqual(['public_deck_details/xyz-789']);
  });

  it('guesses nothing from a value that no document is named by, or from an empty one', () => {
    expect(guessInputs(inputs, '123', 'xyz-789')).toEqual([]);
    expect(guessInputs(['public_decks/'], '', 'x')).toEqual([]);
  });

  it("guesses no file outside the folder of the sample's", () => {
    for (const value of ['', '.', '..', 'a/b', 'a\\b'])
      expect(guessInputs(inputs, 'abc-123', value), value).toEqual([]);
  });
});

describe('onlyRouteValue', () => {
  it('is the one route value, else null', () => {
    expect(onlyRouteValue({ id: 'a' })).toBe('a');
    expect(onlyRouteValue({})).toBeNull();
    expect(onlyRouteValue({ a: '1', b: '2' })).toBeNull();
  });
});

describe('ReadAhead', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await tempDir('tcg-read-ahead-');
  });
  afterEach(() => removeDir(dir));

  it('reads every file queued, counts those it could not, and ends its thread', async () => {
    const files = Array.from({ length: 40 }, (_, i) => path.join(dir, `${i}.json`));
    for (const file of files) writeFileSync(file, '{}');
    const ahead = new ReadAhead(dir);
    ahead.read(files.slice(0, 25));
    ahead.read([]);
    ahead.read([...files.slice(25), path.join(dir, 'missing.json')]);
    expect(await ahead.finish()).toEqual({ read: 40, missing: 1 });
  });

  it("reads each page's guessed documents as the pages come, and nothing when it cannot guess", async () => {
    mkdirSync(path.join(dir, 'public_deck_details'));
    const pages = Array.from({ length: 700 }, (_, i) => ({ routeParams: { id: `d${i}` } }));
    for (const page of pages.slice(0, 690))
      writeFileSync(path.join(dir, 'public_deck_details', `${page.routeParams.id}.json`), '{}');
    const ahead = new ReadAhead(dir);
    const check = { routeParams: { id: 'd0' } };
    expect(ahead.pagesAhead(check, ['public_decks/types/t1'], pages)).toBeUndefined();
    expect(ahead.pagesAhead({ routeParams: {} }, ['public_deck_details/d0'], pages)).toBeUndefined();
    const next = ahead.pagesAhead(check, ['public_deck_details/d0', 'public_decks/types/t1'], pages);
    for (const index of pages.keys()) next?.(index);
    expect(await ahead.finish()).toEqual({ read: 690, missing: 10 });
    // A read-ahead that never had anything to read has no thread to end.
    expect(await new ReadAhead(dir).finish()).toEqual({ read: 0, missing: 0 });
  });
});
