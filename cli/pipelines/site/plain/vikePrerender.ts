// The plain path's one pre-rendering process: vike's own `prerender()`, through its documented
// options only, renders every page of the site into CODE_DIR/client (a copy of the site code the
// build made for it). Nothing of the accelerated path is set (site/lib/prerenderState.ts), so the
// site's hooks do what vike alone expects of them.
// `node lib/vikePrerender.js CODE_DIR [--quiet]` (or the .ts through bin/run-ts.js), from CODE_DIR.
import path from 'node:path';
import { reportingUserErrors } from '../../childErrors.ts';
import { exitWithParent } from '../../exitWithParent.ts';
import { SITE_ROOT } from '../../siteRoot.ts';
import { lockVikeConfigLoad } from '../../vikeConfigLock.ts';

exitWithParent();

const [codeDir, flag] = process.argv.slice(2);
if (!codeDir) throw new Error('usage: vikePrerender.ts CODE_DIR [--quiet]');
const { prerender } = await import('vike/api');
// Other processes may load the same vike config at once (see vikeConfigLock.ts).
const configLock = await lockVikeConfigLoad();
await reportingUserErrors(() =>
  prerender({
    viteConfig: {
      plugins: [configLock.plugin],
      root: SITE_ROOT,
      configFile: path.join(SITE_ROOT, 'vite.config.ts'),
      logLevel: flag === '--quiet' ? 'silent' : 'warn',
      build: { outDir: codeDir },
    },
  }).finally(configLock.release),
);
