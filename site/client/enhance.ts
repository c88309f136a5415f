// Progressive enhancements of the pre-rendered HTML; every page works without them.
import { RELATIVE_TIME_LIMIT_MS, relativeTimeJa } from '../../engine/relativeTime.ts';
import { enhanceDeckLists } from './deckList.ts';
import { enhanceMatchupDetail } from './matchupDetail.ts';
import { enhanceMenu } from './menu.ts';
import { enhanceNotFound } from './notFound.ts';
import { enhanceScrollTop, enhanceToc } from './scroll.ts';
import { enhanceSegments } from './segments.ts';
import { enhanceSortableTables } from './sortTable.ts';

export function enhance(doc: Document): void {
  enhanceMenu(doc);
  enhanceSortableTables(doc);
  enhanceToc(doc);
  enhanceScrollTop(doc);
  hideBrokenImages(doc);
  fillRelativeTimes(doc);
  pointShareLinksHere(doc);
  enhanceNotFound(doc);
  enhanceMatchupDetail(doc);
  enhanceDeckLists(doc);
  enhanceSegments(doc);
}

function hideBrokenImages(doc: Document): void {
  for (const img of doc.querySelectorAll<HTMLImageElement>('img[data-hide-on-error]')) {
    // An image may have failed before this script ran: no error event will come for it.
    if (img.complete && img.naturalWidth === 0) img.hidden = true;
    img.addEventListener('error', () => {
      img.hidden = true;
    });
  }
}

function fillRelativeTimes(doc: Document): void {
  const now = new Date();
  for (const el of doc.querySelectorAll<HTMLElement>('[data-relative-time]')) {
    const iso = el.dataset.relativeTime;
    // Past 30 days the relative time is the date, which the page already shows beside it.
    const old = now.getTime() - Date.parse(iso ?? '') >= RELATIVE_TIME_LIMIT_MS;
    el.textContent = old ? '' : `（${relativeTimeJa(iso, now.toISOString())}）`;
  }
}

function pointShareLinksHere(doc: Document): void {
  const url = encodeURIComponent(location.href);
  const title = encodeURIComponent(doc.title);
  for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[data-share]')) {
    const service = a.dataset.share;
    if (service === 'x') a.href = `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    if (service === 'facebook') a.href = `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    if (service === 'line') a.href = `https://social-plugins.line.me/lineit/share?url=${url}&text=${title}`;
  }
}
