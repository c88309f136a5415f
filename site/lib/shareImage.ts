// The share image of a page (Open Graph / Twitter card), drawn at build time as a 1200×630 SVG
// (made a PNG by cli/pipelines/shareImages.ts): the product name, the page's title, its weekly
// trend as a line when it has one, and its top entries as share bars. Pure: text in, text out.
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
  /** Weekly shares, oldest first, drawn as a line at the top right (two weeks at least). */
  trend?: number[];
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function shareImageSvg({ product, title, subtitle, bars, trend = [] }: ShareImageInput): string {
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}" font-family="'Hiragino Sans','Noto Sans JP','Noto Sans CJK JP',Meiryo,sans-serif"><rect width="100%" height="100%" fill="#ffffff"/><rect width="100%" height="12" fill="#c2410c"/><text x="80" y="100" font-size="30" fill="#c2410c" font-weight="700">${escapeXml(product)}</text><text x="80" y="165" font-size="48" fill="#1f2328" font-weight="700">${escapeXml(clip(title, 22))}</text><text x="80" y="215" font-size="26" fill="#57606a">${escapeXml(clip(subtitle, 40))}</text>${trendLine(trend)}${rows}${empty}</svg>\n`;
}

/** The weekly shares as a line in a 260×64 box at the top right, above the title. */
function trendLine(trend: number[]): string {
  if (trend.length < 2) return '';
  const [left, top, width, height] = [860, 36, 260, 64];
  const max = Math.max(...trend, 1e-9);
  const points = trend.map((share, i) => {
    const x = left + (i / (trend.length - 1)) * width;
    const y = top + height - (share / max) * height;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const last = points.at(-1)?.split(',') ?? ['0', '0'];
  return `<rect x="${left}" y="${top + height}" width="${width}" height="2" fill="#d0d7de"/><polyline points="${points.join(' ')}" fill="none" stroke="#c2410c" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/><circle cx="${last[0]}" cy="${last[1]}" r="6" fill="#c2410c"/><text x="${left - 20}" y="${top + height}" font-size="22" fill="#57606a" text-anchor="end">週ごとのシェア</text>`;
}

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Where a page's share image is served: the deck type's own one on its pages, else the site's. */
export function shareImagePath(pathname: string): string {
  // The deck-type list over a time window (/decks/w/{window}, and of an event kind
  // /decks/w/{window}/k/{kind}) is a list page: the site's image.
  const windowKey = /^\/decks\/w\/([^/]+)(?:\/k\/[^/]+)?\/?$/.exec(pathname)?.[1];
  if (windowKey !== undefined && isWindowKey(windowKey)) return '/og/site.png';
  const match = /^\/decks\/([^/]+)/.exec(pathname);
  return match ? `/og/decks/${match[1]}.png` : '/og/site.png';
}
