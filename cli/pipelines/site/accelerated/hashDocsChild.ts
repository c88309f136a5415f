// `tcg build`'s document hashing, as a child process: `node lib/hashDocsChild.js DOCS_DIR
// CACHE_FILE OUT_FILE` (or the .ts through bin/run-ts.js). Writes OUT_FILE as sorted
// `key<TAB>hash` lines (docHashes.ts) and prints `{"documents":N,"pageDocuments":M}` (documents,
// without the folder listings; M: without the card statistics rows, which have no page). Its
// memory (most of a GB at a million documents) goes with it.
import { writeFileInPieces } from '../../../../data/atomic.ts';
import { exitWithParent } from '../../exitWithParent.ts';
import { docHashLines, hashDocs } from './docHashes.ts';

exitWithParent();

const [docsDir, cacheFile, outFile] = process.argv.slice(2);
if (!docsDir || !cacheFile || !outFile)
  throw new Error('usage: hashDocsChild.ts DOCS_DIR CACHE_FILE OUT_FILE');
const lines = docHashLines(hashDocs(docsDir, cacheFile));
let documents = 0;
// Card statistics rows have no page of their own (their deck type's pages read them): the pages
// to render are about the other documents, which is what the shards are sized by.
let pageDocuments = 0;
writeFileInPieces(outFile, (put) => {
  for (const line of lines) {
    if (!line.includes('/\t')) {
      documents += 1;
      if (!line.includes('/card_stats/')) pageDocuments += 1;
    }
    put(`${line}\n`);
  }
});
process.stdout.write(`${JSON.stringify({ documents, pageDocuments })}\n`);
