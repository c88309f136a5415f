// Follows every internal link of a served site from its home page (a, link, img, script, meta
// og:image) and reports each URL that does not answer 200, with a page that links to it.
import * as cheerio from 'cheerio';

export interface CrawlResult {
  /** Pages (HTML) fetched. */
  pages: number;
  /** Every internal URL checked (pages and assets). */
  checked: number;
  /** `status url (linked from page)` for each URL that did not answer 200. */
  broken: string[];
}

const LINK_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['meta[property="og:image"]', 'content'],
];

/**
 * Crawls `baseUrl` (e.g. http://127.0.0.1:1234). Absolute links to `siteOrigin` (the configured
 * public origin in share links and meta tags) count as internal and are checked on `baseUrl`.
 */
export async function crawlSite(baseUrl: string, siteOrigin?: string): Promise<CrawlResult> {
  const base = new URL(baseUrl);
  const queue: { url: string; from: string }[] = [{ url: new URL('/', base).href, from: '(start)' }];
  const seen = new Set<string>([queue[0]!.url]);
  const broken: string[] = [];
  let pages = 0;
  while (queue.length > 0) {
    const batch = queue.splice(0, 16);
    await Promise.all(
      batch.map(async ({ url, from }) => {
        const response = await fetch(url);
        if (response.status !== 200) {
          broken.push(`${response.status} ${decodeURI(url)} (linked from ${decodeURI(from)})`);
          await response.arrayBuffer();
          return;
        }
        if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
          await response.arrayBuffer();
          return;
        }
        pages += 1;
        const $ = cheerio.load(await response.text());
        for (const [selector, attribute] of LINK_ATTRIBUTES) {
          $(selector).each((_, element) => {
            const raw = $(element).attr(attribute);
            const target = internalUrl(raw, url, base, siteOrigin);
            if (target === null || seen.has(target)) return;
            seen.add(target);
            queue.push({ url: target, from: url });
          });
        }
      }),
    );
  }
  return { pages, checked: seen.size, broken: broken.sort() };
}

function internalUrl(raw: string | undefined, page: string, base: URL, siteOrigin?: string): string | null {
  if (!raw || raw.startsWith('#') || raw.startsWith('mailto:') || raw.startsWith('data:')) return null;
  let url: URL;
  try {
    url = new URL(raw, page);
  } catch {
    return null;
  }
  if (siteOrigin && url.origin === new URL(siteOrigin).origin) url = new URL(url.pathname + url.search, base);
  if (url.origin !== base.origin) return null;
  url.hash = '';
  return url.href;
}
