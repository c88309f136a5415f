// Site-wide vike config: every page pre-rendered as plain HTML (server routing, no React on the
// client); a small vanilla script (+client.ts) adds the interactive bits.
import type { Config } from 'vike/types';

export default {
  // partial: a per-id page with no ids in the documents (e.g. no variants yet) is not an error.
  prerender: { parallel: 4, partial: true },
  clientRouting: false,
  // Nothing of pageContext goes to the browser: pages are static HTML.
  passToClient: [],
  meta: {
    Page: { env: { server: true } },
    pageName: { env: { server: true } },
  },
} satisfies Config;
