import { describe, expect, it } from 'vitest';
import { deckTypePath, ruleStatsPath, subRuleAnchor, variantPath } from './paths.ts';

describe('detail paths', () => {
  it('encodes Japanese ids with spaces and brackets into one path segment each', () => {
    expect(deckTypePath('リザードン ex [テラスタル]')).toBe(
      `/decks/${encodeURIComponent('リザードン ex [テラスタル]')}`,
    );
    expect(decodeURIComponent(variantPath('A B', 'v/1').split('/')[4]!)).toBe('v/1');
    expect(ruleStatsPath('a?b#c')).toBe('/rules/stats/a%3Fb%23c');
  });

  it('makes sub-rule anchors without whitespace', () => {
    expect(subRuleAnchor('v2 [b]')).toBe('variant-v2_[b]');
  });
});
