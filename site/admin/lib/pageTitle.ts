// Each admin page's own document title, `{product} | {page}（管理画面）` as spec public §2 words
// every title ("the product | {page name}"), from its route (the
// screens' headings; a detail page names its id).
import { AGGREGATIONS } from '../texts/aggregations.ts';
import { DASHBOARD } from '../texts/dashboard.ts';
import { DECK } from '../texts/deckDetail.ts';
import { JOBS } from '../texts/deckJobs.ts';
import { EVENTS } from '../texts/events.ts';
import { EXPORT } from '../texts/export.ts';
import { NAV } from '../texts/nav.ts';
import { PREVIEW } from '../texts/preview.ts';
import { EDITOR } from '../texts/ruleEditor.ts';
import { RULES } from '../texts/rules.ts';
import { SETTINGS } from '../texts/settings.ts';
import { SYNC } from '../texts/sync.ts';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page's name for a path inside the admin app (without /system/admin). */
export function adminPageName(pathname: string): string {
  const [first, second] = pathname.split('/').filter(Boolean).map(decoded);
  switch (first) {
    case undefined:
      return DASHBOARD.title;
    case 'aggregations':
      return AGGREGATIONS.title;
    case 'settings':
      return SETTINGS.title;
    case 'sync':
      return SYNC.title;
    case 'export':
      return EXPORT.title;
    case 'deck-jobs':
      return JOBS.title;
    case 'rules':
      if (second === undefined) return RULES.title;
      if (second === 'new') return EDITOR.newTitle;
      if (second === 'preview') return PREVIEW.title;
      return `${EDITOR.editTitle}: ${second}`;
    case 'decks':
      return second === undefined ? DECK.title : `${DECK.title}: ${second}`;
    case 'events':
      return second === undefined ? EVENTS.title : `${EVENTS.detailTitle}: ${second}`;
    default:
      // The catch-all route shows the dashboard.
      return DASHBOARD.title;
  }
}

/**
 * `{product} | {page}（管理画面）`: the spec's "the product | {page name}", the page's name marked
 * as the admin's; without a page (the sign-in gate) `{product} | 管理画面`.
 */
export function adminDocumentTitle(page: string | null, productName: string): string {
  return page ? `${productName} | ${page}（${NAV.admin}）` : `${productName} | ${NAV.admin}`;
}
