// Site-wide facts in one place: the product name, the navigation, the page title format.
// Build-time settings come from env so a deployment can change them without code edits.
import { marketplaceConfigFromEnv } from '../../engine/marketplace.ts';
import { ruleStatsBasePath, siteOriginOf } from './paths.ts';

export const PRODUCT_NAME = process.env.TCG_PRODUCT_NAME?.trim() || 'ポケカデッキ統計';

/** Absolute origin used in share links before the client script swaps in `location.href`. */
export const SITE_ORIGIN = siteOriginOf(process.env.TCG_SITE_URL);

/** Analytics measurement id (e.g. a GA4 "G-XXXX" id); unset means no analytics at all. */
export const ANALYTICS_ID = process.env.TCG_ANALYTICS_ID?.trim() || null;

/** Where the ads policy sends questions and takedown requests (a form URL or mailto:); unset, it names the operator. */
export const CONTACT_URL = process.env.TCG_CONTACT_URL?.trim() || null;

/** Where the rule statistics live (spec public §2: configurable): routes, links and the sitemap. */
export const RULE_STATS_PATH = ruleStatsBasePath(process.env.TCG_RULE_STATS_PATH);

/** The メルカリ link settings: affiliate id, excluded keywords, category (engine/marketplace.ts). */
export const MARKETPLACE_CONFIG = marketplaceConfigFromEnv(process.env);

export const NAV_LINKS: readonly { href: string; label: string }[] = [
  { href: '/', label: 'ホーム' },
  { href: '/events', label: 'イベント' },
  { href: '/decks', label: 'デッキタイプ' },
  { href: '/cards', label: 'カード' },
  { href: '/check', label: 'デッキ診断' },
  { href: '/matchups', label: '相性表' },
  { href: '/policies/ads', label: '広告ポリシー' },
];

/** "the product | {page name}" (spec §2, shell). */
export function pageTitle(pageName: string | null | undefined): string {
  return pageName ? `${PRODUCT_NAME} | ${pageName}` : PRODUCT_NAME;
}
