import { describe, expect, it } from 'vitest';
import { cardTypeLabel } from './DeckCards.tsx';

describe('cardTypeLabel(card)', () => {
  it('shows known kinds in Japanese, whichever spelling the data uses', () => {
    expect(cardTypeLabel({ type: 'pokemon', name: 'ピカチュウ' })).toBe('ポケモン');
    expect(cardTypeLabel({ type: 'ace_spec', name: 'マスターボール' })).toBe('ACE SPEC');
    expect(cardTypeLabel({ type: 'グッズ', name: 'ネストボール' })).toBe('グッズ');
  });

  it('keeps an unknown type text and shows a dash for a missing one', () => {
    expect(cardTypeLabel({ type: 'なぞのカード', name: 'x' })).toBe('なぞのカード');
    expect(cardTypeLabel({ type: '', name: 'x' })).toBe('-');
  });
});
