// Bundles functions/src with engine/, data/ and cli/pipelines into one ESM file, so the folder
// `firebase deploy` uploads is self-contained: only firebase-admin and firebase-functions stay
// external (the runtime installs them from functions/package.json and must find them there).
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'functions/src/index.ts' },
  outDir: 'functions/lib',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  bundle: true,
  splitting: false,
  sourcemap: true,
  clean: true,
  external: [/^firebase-admin(\/.*)?$/, /^firebase-functions(\/.*)?$/],
  // Everything else is bundled, whatever the root package.json lists.
  noExternal: [/^(?!firebase-admin(\/|$)|firebase-functions(\/|$))/],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __tcgCreateRequire } from 'node:module'; const require = __tcgCreateRequire(import.meta.url);",
  },
});
