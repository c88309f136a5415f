// `tcg build`'s document hashing, as a child process: `node lib/hashDocsChild.js DOCS_DIR
// CACHE_FILE OUT_FILE` (or the .ts through bin/run-ts.js). Writes OUT_FILE as sorted
// `key<TAB>hash` lines (docHashes.ts) and prints `{"documents":N}` (documents, without the folder
// listings). Its memory (most of a GB at a million documents) goes with it.
import { writeFileInPieces } from '../../../../data/atomic.ts';
import { exitWithParent } from '../../exitWithParent.ts';
import { docHashLines, hashDocs } from './docHashes.ts';

exitWithParent();

const [docsDir, cacheFile, outFile] = process.argv.slice(2);
if (!docsDir || !cacheFile || !outFile)
  throw new Error('usage: hashDocsChild.ts DOCS_DIR CACHE_FILE OUT_FILE');
const lines = docHashLines(hashDocs(docsDir, cacheFile));
let documents = 0;
writeFileInPieces(outFile, (put) => {
  for (const line of lines) {
    if (!line.includes('/\t')) documents += 1;
    put(`${line}\n`);
  }
});
process.stdout.write(`${JSON.stringify({ documents })}\n`);
