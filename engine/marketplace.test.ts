import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKETPLACE_CONFIG,
  MARKETPLACE_LINK_LABEL,
  marketplaceConfigFromEnv,
  marketplaceSearchUrl,
} from './marketplace.ts';

describe('marketplaceSearchUrl(cardName, config)', () => {
  it('searches メルカリ for the name without parenthesised text', () => {
    const url = new URL(marketplaceSearchUrl('ボスの指令（ゲーチス）', { excludeKeywords: [] }));
    expect(url.origin + url.pathname).toBe('https://jp.mercari.com/search');
    expect(url.searchParams.get('keyword')).toBe('ボスの指令');
    expect([...url.searchParams.keys()]).toEqual(['keyword']);
  });

  it('adds the excluded keywords space-joined, the category and the affiliate id', () => {
    const url = new URL(
      marketplaceSearchUrl('サーフゴーex(SV3a 050/062)', {
        affiliateId: 'aff-123',
        excludeKeywords: ['まとめ売り', ' ', 'オリパ'],
        categoryId: '1289',
      }),
    );
    expect(url.searchParams.get('keyword')).toBe('サーフゴーex');
    expect(url.searchParams.get('exclude_keyword')).toBe('まとめ売り オリパ');
    expect(url.searchParams.get('category_id')).toBe('1289');
    expect(url.searchParams.get('afid')).toBe('aff-123');
  });

  it('encodes characters that would break the query', () => {
    const text = marketplaceSearchUrl('A&B=C #1', { excludeKeywords: [] });
    expect(text).not.toContain('&B');
    expect(new URL(text).searchParams.get('keyword')).toBe('A&B=C #1');
  });

  it('uses the default config without an affiliate id', () => {
    const url = new URL(marketplaceSearchUrl('ナンジャモ'));
    expect(url.searchParams.get('exclude_keyword')).toBe(
      DEFAULT_MARKETPLACE_CONFIG.excludeKeywords.join(' '),
    );
    expect(url.searchParams.get('category_id')).toBe('1289');
    expect(url.searchParams.has('afid')).toBe(false);
  });

  it('labels the link as the spec says', () => {
    expect(MARKETPLACE_LINK_LABEL).toBe('メルカリで探す');
  });
});

describe('marketplaceConfigFromEnv(env)', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(marketplaceConfigFromEnv({})).toEqual(DEFAULT_MARKETPLACE_CONFIG);
  });

  it('reads the affiliate id, comma-separated keywords and the category', () => {
    expect(
      marketplaceConfigFromEnv({
        TCG_MARKET_AFFILIATE_ID: ' aff-9 ',
        TCG_MARKET_EXCLUDE_KEYWORDS: 'ジャンク, まとめ売り,,',
        TCG_MARKET_CATEGORY_ID: '7',
      }),
    ).toEqual({ affiliateId: 'aff-9', excludeKeywords: ['ジャンク', 'まとめ売り'], categoryId: '7' });
  });

  it('drops the keywords and the category filter when set empty', () => {
    const url = new URL(
      marketplaceSearchUrl(
        'ナンジャモ',
        marketplaceConfigFromEnv({ TCG_MARKET_EXCLUDE_KEYWORDS: '', TCG_MARKET_CATEGORY_ID: '' }),
      ),
    );
    expect(url.searchParams.has('exclude_keyword')).toBe(false);
    expect(url.searchParams.has('category_id')).toBe(false);
  });
});
