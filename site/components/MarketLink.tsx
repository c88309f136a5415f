// The second-hand marketplace search link of a card (spec §1: "メルカリで探す").
import { MARKETPLACE_LINK_LABEL, marketplaceSearchUrl } from '../../engine/marketplace.ts';

export function MarketLink({ cardName }: { cardName: string }) {
  return (
    <a
      className="market-link"
      href={marketplaceSearchUrl(cardName)}
      target="_blank"
      rel="nofollow sponsored noopener"
    >
      {MARKETPLACE_LINK_LABEL}
    </a>
  );
}
