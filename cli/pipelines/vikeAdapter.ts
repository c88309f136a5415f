// Every use of vike's private API, in one place. The pre-render workers let vike render the pages
// and write each file themselves (decoded folder names, memory dropped as they go), which needs
// two things vike 0.4 does not document: the `onPagePrerender` option of `prerender()` and the
// `_prerenderResult` it sets on each page context. vike is pinned to exactly VIKE_VERSION in
// package.json; vikeAdapter.test.ts fails when the installed vike differs or stops setting it.

/** The vike release this adapter was written against (package.json pins it exactly). */
export const VIKE_VERSION = '0.4.266';

interface PrerenderedPage {
  data?: unknown;
  _prerenderResult?: { filePath?: unknown; fileContent?: unknown };
}

/** A rendered file: where vike would write it (under its client folder) and its content. */
export interface RenderedFile {
  filePath: string;
  fileContent: string;
}

/** The file vike rendered for the page context it passes to `onPagePrerender`. */
export function renderedFile(pageContext: object): RenderedFile {
  const result = (pageContext as PrerenderedPage)._prerenderResult;
  if (typeof result?.filePath !== 'string' || typeof result.fileContent !== 'string') {
    throw new Error(
      `vike passed onPagePrerender a page context without _prerenderResult {filePath, fileContent}; this adapter needs vike ${VIKE_VERSION} (cli/pipelines/vikeAdapter.ts)`,
    );
  }
  return { filePath: result.filePath, fileContent: result.fileContent };
}

/** Drops a written page's data and HTML, which vike otherwise keeps until the end of the run. */
export function releasePage(pageContext: object): void {
  const page = pageContext as PrerenderedPage;
  page.data = undefined;
  if (page._prerenderResult) page._prerenderResult.fileContent = '';
}
