// Vite config for the public site (root: site/). Built by cli/pipelines/buildSite.ts through vike's
// programmatic API; never run `vite build` directly (it would pre-render nothing).
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  build: { target: 'es2020' },
});
