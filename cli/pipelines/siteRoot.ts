// Where the site's sources live (the vite root) and the repository around them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_ROOT = path.join(REPO_ROOT, 'site');
