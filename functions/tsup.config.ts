// Bundles functions/src with engine/, data/ and cli/pipelines into one ESM file, so the folder
// `firebase deploy` uploads is self-contained. Three packages stay external, and
// functions/package.json lists them so the runtime installs them: firebase-admin and
// firebase-functions (the runtime must find them there), and recheck, whose worker (synckit)
// locates its own files from its module URL and cannot run from inside a bundle.
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
  external: [/^firebase-admin(\/.*)?$/, /^firebase-functions(\/.*)?$/, /^recheck(\/.*)?$/],
  // Everything else is bundled, whatever the root package.json lists.
  noExternal: [/^(?!firebase-admin(\/|$)|firebase-functions(\/|$)|recheck(\/|$))/],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __tcgCreateRequire } from 'node:module'; const require = __tcgCreateRequire(import.meta.url);",
  },
});
