// `node bin/run-ts.js tests/site/buildFixtureSite.ts DOCS OUT`: builds the site from a docs folder
// through the pipeline alone (used by the browser tests' fixture mode).
import { buildSite } from '../../cli/pipelines/buildSite.ts';

const [docsDir, outDir] = process.argv.slice(2);
if (!docsDir || !outDir) throw new Error('usage: buildFixtureSite.ts DOCS_DIR OUT_DIR');
await buildSite({ docsDir, outDir, quiet: true });
