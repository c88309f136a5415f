// Every use of vike's private API, in one place. The accelerated path's workers
// (site/accelerated/prerenderShard.ts) let vike render the pages and write each file themselves
// (decoded folder names, memory dropped as they go), which needs what vike 0.4 does not document:
// the `onPagePrerender` option of `prerender()`, the `_prerenderResult` it sets on each page
// context, and the `pageContexts` and `output` lists of the prerender context, which vike keeps
// until the end. vike is pinned to exactly VIKE_VERSION in package.json; vikeAdapter.test.ts fails,
// naming what changed, when the installed vike differs or stops doing any of this. The plain path
// (site/plain/) uses vike's documented API only.

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

/** vike's documented `prerender()` options that the workers pass (see vike/api). */
export type PrerenderOptions = NonNullable<Parameters<typeof import('vike/api').prerender>[0]>;

/**
 * vike's `prerender()`, with each rendered file handed to `onFile` instead of written by vike
 * (its `onPagePrerender` option), with the page context it was rendered from.
 */
export async function prerenderEachFile(
  options: Omit<PrerenderOptions, 'onPagePrerender'>,
  onFile: (pageContext: object, file: RenderedFile) => void | Promise<void>,
): Promise<void> {
  const { prerender } = await import('vike/api');
  await prerender({
    ...options,
    onPagePrerender: (pageContext: object) => onFile(pageContext, renderedFile(pageContext)),
  });
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

/**
 * Drops a written page's data and HTML, and empties the lists of the prerender context (given to
 * the site's onPrerenderStart hook), which vike otherwise keeps until the end of the run.
 */
export function releasePage(pageContext: object, prerenderContext: object | undefined): void {
  const page = pageContext as PrerenderedPage;
  page.data = undefined;
  if (page._prerenderResult) page._prerenderResult.fileContent = '';
  const lists = prerenderContext as { pageContexts?: unknown; output?: unknown } | undefined;
  for (const list of [lists?.pageContexts, lists?.output]) if (Array.isArray(list)) list.length = 0;
}
