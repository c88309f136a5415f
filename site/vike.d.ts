// Types of the custom vike settings used by the site (see pages/+config.ts `meta`).
import type { ComponentType } from 'react';
import type { PageContextServer } from 'vike/types';

declare global {
  namespace Vike {
    interface Config {
      /** The page component; rendered on the server only. */
      Page?: ComponentType<PageContextServer>;
      /** The page name in the title "{product} | {page name}"; a function for per-id pages. */
      pageName?: string | ((pageContext: PageContextServer) => string);
    }
  }
}
