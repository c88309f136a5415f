// Where the site's sources live (the vite root) and the repository around them: the folder of
// the nearest package.json above this module, whether it runs from the sources (cli/pipelines/)
// or compiled into lib/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const REPO_ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const SITE_ROOT = path.join(REPO_ROOT, 'site');
