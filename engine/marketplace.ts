// The second-hand marketplace link of a card (spec public: "メルカリで探す"): a メルカリ search
// for the card name without its parenthesised text, with affiliate id, excluded keywords and a
// category filter taken from a config object.
import { stripParenthesized } from './cardName.ts';

export const MARKETPLACE_LINK_LABEL = 'メルカリで探す';

const MERCARI_SEARCH_URL = 'https://jp.mercari.com/search';

export interface MarketplaceConfig {
  /** Sent as `afid`; omitted when not set. */
  affiliateId?: string;
  /** Words results must not contain, sent space-joined as `exclude_keyword`. */
  excludeKeywords: string[];
  /** メルカリ category, sent as `category_id`; omitted when not set. */
  categoryId?: string;
}

export const DEFAULT_MARKETPLACE_CONFIG: MarketplaceConfig = {
  // Bulk lots and mystery packs swamp single-card searches.
  excludeKeywords: ['まとめ売り', 'オリパ'],
  // メルカリ's トレーディングカード category.
  categoryId: '1289',
};

/**
 * The marketplace settings of a deployment from its environment: `TCG_MARKET_AFFILIATE_ID`,
 * `TCG_MARKET_EXCLUDE_KEYWORDS` (comma-separated; an empty value excludes nothing) and
 * `TCG_MARKET_CATEGORY_ID` (an empty value drops the filter); each unset one keeps its default.
 */
export function marketplaceConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): MarketplaceConfig {
  const affiliateId = env.TCG_MARKET_AFFILIATE_ID?.trim();
  const exclude = env.TCG_MARKET_EXCLUDE_KEYWORDS;
  const category = env.TCG_MARKET_CATEGORY_ID?.trim() ?? DEFAULT_MARKETPLACE_CONFIG.categoryId;
  return {
    ...(affiliateId ? { affiliateId } : {}),
    excludeKeywords:
      exclude === undefined
        ? DEFAULT_MARKETPLACE_CONFIG.excludeKeywords
        : exclude
            .split(',')
            .map((word) => word.trim())
            .filter((word) => word !== ''),
    ...(category ? { categoryId: category } : {}),
  };
}

/** The メルカリ search URL for a card name. */
export function marketplaceSearchUrl(
  cardName: string,
  config: MarketplaceConfig = DEFAULT_MARKETPLACE_CONFIG,
): string {
  const url = new URL(MERCARI_SEARCH_URL);
  url.searchParams.set('keyword', stripParenthesized(cardName));
  const excluded = config.excludeKeywords.map((word) => word.trim()).filter((word) => word !== '');
  if (excluded.length > 0) url.searchParams.set('exclude_keyword', excluded.join(' '));
  if (config.categoryId) url.searchParams.set('category_id', config.categoryId);
  if (config.affiliateId) url.searchParams.set('afid', config.affiliateId);
  return url.toString();
}
