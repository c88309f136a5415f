// The share image of a page (Open Graph / Twitter card), drawn at build time as a 1200×630 SVG:
// the product name, the page's title and its top entries as share bars. Pure: text in, text out.

import { formatShare } from '../../engine/format.ts';
import { isWindowKey } from '../../engine/windows.ts';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const MAX_BARS = 5;

export interface ShareImageInput {
  product: string;
  title: string;
  subtitle: string;
  bars: { label: string; share: number }[];
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function shareImageSvg({ product, title, subtitle, bars }: ShareImageInput): string {
  const shown = bars.slice(0, MAX_BARS);
  const max = Math.max(...shown.map((bar) => bar.share), 1e-9);
  const rows = shown
    .map((bar, i) => {
      const y = 250 + i * 72;
      const width = Math.max(4, Math.round((bar.share / max) * 560));
      return [
        `<text x="80" y="${y + 34}" font-size="30" fill="#1f2328">${i + 1}. ${escapeXml(clip(bar.label, 16))}</text>`,
        `<rect x="520" y="${y + 8}" width="${width}" height="36" rx="6" fill="#0969da"/>`,
        `<text x="${530 + width}" y="${y + 36}" font-size="28" fill="#1f2328">${formatShare(bar.share)}</text>`,
      ].join('');
    })
    .join('');
  const empty =
    shown.length === 0 ? '<text x="80" y="320" font-size="32" fill="#57606a">データがありません</text>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}" font-family="'Hiragino Sans','Noto Sans JP','Noto Sans CJK JP',Meiryo,sans-serif"><rect width="100%" height="100%" fill="#ffffff"/><rect width="100%" height="12" fill="#c2410c"/><text x="80" y="100" font-size="30" fill="#c2410c" font-weight="700">${escapeXml(product)}</text><text x="80" y="165" font-size="48" fill="#1f2328" font-weight="700">${escapeXml(clip(title, 22))}</text><text x="80" y="215" font-size="26" fill="#57606a">${escapeXml(clip(subtitle, 40))}</text>${rows}${empty}</svg>\n`;
}

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Where a page's share image is served: the deck type's own one on its pages, else the site's. */
export function shareImagePath(pathname: string): string {
  // The deck-type list over a time window (/decks/w/{window}) is a list page: the site's image.
  const windowKey = /^\/decks\/w\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (windowKey !== undefined && isWindowKey(windowKey)) return '/og/site.svg';
  const match = /^\/decks\/([^/]+)/.exec(pathname);
  return match ? `/og/decks/${match[1]}.svg` : '/og/site.svg';
}
