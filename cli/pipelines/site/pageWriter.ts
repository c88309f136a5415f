// The seam between `tcg build`'s stages and how its pages get written, chosen once by the command
// (cli/commands/build.ts): the plain path (buildSite.ts plainPages, with plain/vikePrerender.ts:
// vike's own pre-rendering, every page, one process) or the accelerated path (accelerated/:
// sharded workers, the fast page renderer, the incremental manifest), which tests hold to the
// plain path's output byte for byte.
import type { SiteCode } from '../siteCode.ts';

/** What a page writer gets from the build. */
export interface PagesRun {
  docsDir: string;
  /** The site folder the build is to leave (absolute), and as the user gave it (for messages). */
  outDir: string;
  outFlag: string;
  /** Re-render every page, even when an incremental build is possible. */
  full: boolean;
  quiet: boolean;
  code: SiteCode;
  /** The build's working folder in the temp folder (removed at the end). */
  work: string;
  /** A fresh folder beside the site folder, swapped in at the end (removed if the build stops). */
  pendingFolder(): Promise<string>;
  /** Ends a timed stage of the build (stages are reported in order). */
  stageDone(name: string): void;
  /**
   * Told where the pages go as the writer starts rendering them, when they may be drawn meanwhile
   * (the build draws the share images); otherwise they are drawn after the pages.
   */
  pagesStarted?(siteDir: string, inPlace: boolean): void;
}

/** What the writer did; the pages' counts go into the build's result. */
export interface PageCounts {
  /** Pages rendered by this build. */
  pages: number;
  /** Of those, the pages the workers rendered without vike (accelerated/fastPages.ts). */
  fastPages: number;
  /** Documents the workers read ahead of those pages (accelerated/readAhead.ts). */
  docsReadAhead: number;
  /** Pages kept from the previous build, and pages removed (their rule, deck or event is gone). */
  keptPages: number;
  removedPages: number;
  shards: number;
  /** Peak resident memory of the largest pre-rendering worker, in bytes. */
  peakWorkerRssBytes: number;
}

export type WrittenPages =
  | { mode: 'unchanged'; counts: Partial<PageCounts> }
  | {
      mode: 'full' | 'incremental';
      /** Where the pages are: a pending folder to swap in, or the site folder itself (`inPlace`). */
      siteDir: string;
      inPlace: boolean;
      counts: Partial<PageCounts>;
      /**
       * The writer's last step, once every other file of the site is written (the manifest);
       * resolves with the counts only it knows (pages kept and removed) and, when it has them, the
       * site's page paths for the sitemap (sorted, as sitemap.ts's sitePagePaths reads them back),
       * or that the site has the pages of the sitemap it holds (`sitemapKept`: nothing to write).
       */
      finish(): Promise<{ counts: Partial<PageCounts>; pagePaths?: string[]; sitemapKept?: true }>;
      /** Called at the end of the build, whatever happened. */
      close(): void;
    };

export interface PageWriter {
  readonly name: 'plain' | 'accelerated';
  write(run: PagesRun): Promise<WrittenPages>;
}
