// The analytics page-view hook: a GA4-style snippet when TCG_ANALYTICS_ID is set at build time,
// nothing at all otherwise (no script tag, no request). With server routing every route change
// is a page load, so the snippet's page-view covers each one. The inline part is a constant text
// (the id is an attribute) so the Content-Security-Policy allows it by hash (inlineScripts.ts).
import { ANALYTICS_SCRIPT } from './inlineScripts.ts';
import { ANALYTICS_ID } from './site.ts';

export function analyticsHeadHtml(id: string | null = ANALYTICS_ID): string {
  if (!id || !/^[A-Za-z0-9_-]+$/.test(id)) return '';
  return [
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>`,
    `<script data-ga-id="${id}">${ANALYTICS_SCRIPT}</script>`,
  ].join('\n');
}
