// A component's markup as a page renders it (site/pages/+onRenderHtml.tsx): with the links its data
// hook would resolve through pageData (site/lib/docs.ts), checked against the docs folder of env
// TCG_DOCS_DIR. For the components' tests.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { pageData } from '../lib/docs.ts';
import type { LinkTargets } from '../lib/pageLinks.ts';
import { PageLinksContext } from './PageLinks.tsx';

export function linkedMarkup(element: ReactElement, targets: LinkTargets): string {
  const { links } = pageData((docs) => {
    docs.linkTo(targets);
    return {};
  })({ routeParams: {} } as unknown as PageContextServer);
  return renderToStaticMarkup(createElement(PageLinksContext, { value: links }, element));
}
