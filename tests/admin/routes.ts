// Every admin route of spec admin §2, with a sample id where the route takes one.
export const ADMIN_ROUTES = [
  '/system/admin',
  '/system/admin/aggregations',
  '/system/admin/settings',
  '/system/admin/sync',
  '/system/admin/export',
  '/system/admin/deck-jobs',
  '/system/admin/rules',
  '/system/admin/rules/new',
  `/system/admin/rules/${encodeURIComponent('ドラパルトex')}`,
  '/system/admin/rules/preview',
  '/system/admin/decks/0UE5jQ-5reiCs-FjhJ4Y',
  '/system/admin/events',
  '/system/admin/events/741228',
  '/system/admin/events?view=public',
  '/system/admin/events/741228?view=public',
] as const;

export function siteUrl(route: string): string {
  const base = process.env.TCG_ADMIN_SITE_URL;
  if (!base) throw new Error('TCG_ADMIN_SITE_URL is not set: run through playwright.admin.config.ts');
  return base + route;
}

/** A file name for a route's screenshot. */
export function shotName(route: string): string {
  const tail = decodeURIComponent(route.replace('/system/admin', '')).replace(/^\//, '') || 'dashboard';
  return tail.replace(/[^\p{L}\p{N}-]+/gu, '_');
}
