// Renders a page inside the shell to a complete HTML document (prerender time only). The document
// comes from one function, documentHtml, which the pre-rendering worker also calls for the many
// pages of one kind it renders without vike (cli/pipelines/site/accelerated/prerenderShard.ts).
import escapeHtml from 'escape-html';
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { encodedPathname } from '../../engine/ids.ts';
import { Layout } from '../components/Layout.tsx';
import { PageLinksContext } from '../components/PageLinks.tsx';
import { analyticsHeadHtml } from '../lib/analytics.ts';
import { renderingPage } from '../lib/docs.ts';
import { JS_CLASS_SCRIPT } from '../lib/inlineScripts.ts';
import { pageDescription } from '../lib/pageMeta.ts';
import { prerenderState } from '../lib/prerenderState.ts';
import { shareImagePath } from '../lib/shareImage.ts';
import { PRODUCT_NAME, pageTitle, SITE_ORIGIN } from '../lib/site.ts';

export function onRenderHtml(pageContext: PageContextServer) {
  const html = documentHtml(pageContext);
  prerenderState().worker?.pageRendered({ pageContext, html, render: documentHtml });
  return dangerouslySkipEscape(html);
}

/** The page's whole HTML document, before vike adds its asset tags. */
function documentHtml(pageContext: PageContextServer): string {
  const Page = pageContext.config.Page;
  if (!Page) throw new Error(`No Page for ${pageContext.urlPathname}`);
  const name = resolvePageName(pageContext);
  const title = escapeHtml(pageTitle(name));
  // The page's components render what its data hook read and resolved; a read while rendering, or
  // a data hook not wrapped in pageData, stops the build (site/lib/docs.ts).
  const body = renderingPage(
    {
      pageId: pageContext.pageId,
      hasDataHook: pageContext.config.data !== undefined,
      data: pageContext.data,
    },
    (links) =>
      renderToString(
        <PageLinksContext value={links}>
          <Layout title={pageTitle(name)} pathname={pageContext.urlPathname}>
            <Page {...pageContext} />
          </Layout>
        </PageLinksContext>,
      ),
  );
  const url = escapeHtml(SITE_ORIGIN + encodedPathname(pageContext.urlPathname));
  const description = escapeHtml(pageDescription(pageContext.urlPathname, pageContext.data));
  const image = escapeHtml(SITE_ORIGIN + shareImagePath(pageContext.urlPathname));
  const productName = escapeHtml(PRODUCT_NAME);
  // The `js` class is set before paint (inlineScripts.ts: the CSP allows it by its hash).
  // `</body>` sits on its own line: vike pads the scripts it injects there by the current line,
  // and scanning a whole one-line body for that padding cost ~0.3 ms a page.
  // X takes the title, description and image from the og: tags when no twitter: tag repeats them,
  // so only twitter:card is written (three elements and ~350 bytes less on every page).
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${productName}">
<meta property="og:locale" content="ja_JP">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${image}">
<meta name="twitter:card" content="summary_large_image">
<script>${JS_CLASS_SCRIPT}</script>
${analyticsHeadHtml()}
</head>
<body>${body}
</body>
</html>`;
}

function resolvePageName(pageContext: PageContextServer): string | null {
  const pageName = pageContext.config.pageName;
  if (typeof pageName === 'function') return pageName(pageContext);
  return pageName ?? null;
}
