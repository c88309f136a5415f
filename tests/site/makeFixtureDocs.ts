// `node bin/run-ts.js tests/site/makeFixtureDocs.ts DIR`: writes the fixture documents to DIR.
import { writeFixtureDocs } from '../../scripts/siteFixture/fixtureDocs.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: makeFixtureDocs.ts DOCS_DIR');
writeFixtureDocs(dir);
