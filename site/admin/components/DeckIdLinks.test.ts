import { describe, expect, it } from 'vitest';
import { deckIdPieces } from './DeckIdLinks.tsx';

describe('deckIdPieces', () => {
  it('splits out every deck ID, leaving longer tokens alone', () => {
    expect(deckIdPieces('デッキ 3vJv1r-va2iGb-SPpEPb の取得に失敗 (abc123-DEF456-ghi789)')).toEqual([
      { text: 'デッキ ', deckId: false },
      { text: '3vJv1r-va2iGb-SPpEPb', deckId: true },
      { text: ' の取得に失敗 (', deckId: false },
      { text: 'abc123-DEF456-ghi789', deckId: true },
      { text: ')', deckId: false },
    ]);
    expect(deckIdPieces('xabc123-DEF456-ghi789')).toEqual([{ text: 'xabc123-DEF456-ghi789', deckId: false }]);
    expect(deckIdPieces('')).toEqual([]);
  });
});
