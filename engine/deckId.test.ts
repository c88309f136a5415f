import { describe, expect, it } from 'vitest';
import { DECK_ID_PATTERN, deckImageUrl, findDeckId, isDeckId, officialDeckUrl } from './deckId.ts';

describe('isDeckId(text)', () => {
  it('accepts three groups of six letters or digits joined by dashes', () => {
    expect(isDeckId('4cYKcc-l9gMiB-8acGaJ')).toBe(true);
    expect(isDeckId('000000-AAAAAA-zzzzzz')).toBe(true);
    expect(DECK_ID_PATTERN.test('4cYKcc-l9gMiB-8acGaJ')).toBe(true);
  });

  it('rejects wrong group lengths, other separators, other characters and surrounding text', () => {
    for (const bad of [
      '',
      '4cYKc-l9gMiB-8acGaJ',
      '4cYKcc-l9gMiB-8acGaJx',
      '4cYKcc_l9gMiB_8acGaJ',
      '4cYKcc-l9gMiB',
      '4cYKcc-l9gMiB-8acGa!',
      'ａｂｃｄｅｆ-l9gMiB-8acGaJ',
      ' 4cYKcc-l9gMiB-8acGaJ',
      '4cYKcc-l9gMiB-8acGaJ\n',
    ]) {
      expect(isDeckId(bad), bad).toBe(false);
    }
  });
});

describe('findDeckId(text)', () => {
  it('finds the ID in a pasted official URL or with blanks around it', () => {
    expect(findDeckId('https://www.pokemon-card.com/deck/result.html/deckID/4cYKcc-l9gMiB-8acGaJ')).toBe(
      '4cYKcc-l9gMiB-8acGaJ',
    );
    expect(findDeckId('  4cYKcc-l9gMiB-8acGaJ \n')).toBe('4cYKcc-l9gMiB-8acGaJ');
  });

  it('finds nothing in text without a whole ID', () => {
    expect(findDeckId('deck 4cYKcc-l9gMiB')).toBeUndefined();
    expect(findDeckId('x4cYKcc-l9gMiB-8acGaJ')).toBeUndefined();
    expect(findDeckId('4cYKcc-l9gMiB-8acGaJ-abcdef')).toBeUndefined();
  });
});

describe('official URLs', () => {
  it('builds the deck image and the result page URL from the ID', () => {
    expect(deckImageUrl('4cYKcc-l9gMiB-8acGaJ')).toBe(
      'https://www.pokemon-card.com/deck/deckView.php/deckID/4cYKcc-l9gMiB-8acGaJ.png',
    );
    expect(officialDeckUrl('4cYKcc-l9gMiB-8acGaJ')).toBe(
      'https://www.pokemon-card.com/deck/result.html/deckID/4cYKcc-l9gMiB-8acGaJ',
    );
  });
});
