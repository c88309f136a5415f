// Vite config for the public site (root: site/). Built by cli/pipelines/buildSite.ts through vike's
// programmatic API; never run `vite build` directly (it would pre-render nothing).
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  build: { target: 'es2020' },
  // vike finds the server bundle in the build's own folder (server/entry.mjs under the outDir each
  // pre-rendering process is given), not through the plugin's "auto importer": a file in
  // node_modules that every vike build rewrites to point at its own output. Ours builds into a
  // staging folder renamed once complete, and a checkout copied with its node_modules pointed at
  // the other checkout's, which vike followed when the two paths start with different folders.
  ...{ vitePluginServerEntry: { disableAutoImport: true } },
});
