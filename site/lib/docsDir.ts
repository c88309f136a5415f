// The folder of the documents pages read (env TCG_DOCS_DIR, else out/docs), apart from docs.ts so
// the pre-rendering worker can name their files without loading the documents' schemas.
import path from 'node:path';

let resolved: { setting: string | undefined; cwd: string; dir: string } = {
  setting: undefined,
  cwd: '',
  dir: '',
};

export function docsDir(): string {
  // Resolved once per setting and working folder: every document read and existence check asks.
  const setting = process.env.TCG_DOCS_DIR;
  const cwd = process.cwd();
  if (setting !== resolved.setting || cwd !== resolved.cwd)
    resolved = { setting, cwd, dir: path.resolve(setting ?? 'out/docs') };
  return resolved.dir;
}
