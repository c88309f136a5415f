// The second-hand marketplace search link of a card (spec §1: "メルカリで探す").
import { MARKETPLACE_LINK_LABEL, marketplaceSearchUrl } from '../../engine/marketplace.ts';
import { compactUrl } from '../lib/paths.ts';
import { MARKETPLACE_CONFIG } from '../lib/site.ts';

/**
 * Card names repeat across thousands of pre-rendered pages: build each URL once (bounded). Its
 * Japanese is written as itself (compactUrl: the browser sends the same URL), a third of the bytes
 * of its percent-encoding: a deck type's adoption table has a link per card, hundreds on a page.
 */
const urlCache = new Map<string, string>();
const URL_CACHE_LIMIT = 20_000;

function cachedSearchUrl(cardName: string): string {
  let url = urlCache.get(cardName);
  if (url === undefined) {
    url = compactUrl(marketplaceSearchUrl(cardName, MARKETPLACE_CONFIG));
    if (urlCache.size >= URL_CACHE_LIMIT) urlCache.clear();
    urlCache.set(cardName, url);
  }
  return url;
}

export function MarketLink({ cardName }: { cardName: string }) {
  return (
    <a
      className="market-link"
      href={cachedSearchUrl(cardName)}
      target="_blank"
      rel="nofollow sponsored noopener"
    >
      {MARKETPLACE_LINK_LABEL}
    </a>
  );
}
