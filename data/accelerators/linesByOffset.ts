// Lines of a decks file read straight from where classify's cache says they start
// (ClassifyCache.offsets, classifyCache.ts), for a delta run of `tcg aggregate` that counts a few
// decks again (aggregateDelta.ts): it reads those lines, not the whole file.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { ClassifyCache } from './classifyCache.ts';

/** A read of the decks file spans at most this many bytes (several lines near each other). */
const READ_SPAN = 1 << 20;
/** Lines at most this far apart are read in one read. */
const READ_GAP = 64 << 10;

/**
 * The lines of `decks` (ascending), read straight from where classify's cache says each starts
 * (ClassifyCache.offsets: a cache of this very file), a few near ones a read: each as `bytes`
 * from `start` to `end` (without its line break or carriage return).
 */
export function* linesOf(
  file: string,
  cache: Pick<ClassifyCache, 'decks' | 'lines' | 'offsets'>,
  decks: readonly number[],
  { span = READ_SPAN, gap = READ_GAP } = {},
): Generator<{ deck: number; bytes: Buffer; start: number; end: number }> {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    /** Where a deck's line ends at the latest: where the next deck's starts, or the file's end. */
    const limit = (deck: number) => (deck + 1 < cache.decks ? cache.offsets[deck + 1]! : size);
    let next = 0;
    while (next < decks.length) {
      // One read from the byte before the first line (its line break, checked) to the last's limit.
      const first = next;
      const from = Math.max(0, cache.offsets[decks[first]!]! - 1);
      let to = limit(decks[next++]!);
      while (next < decks.length) {
        const deck = decks[next]!;
        if (cache.offsets[deck]! - to > gap || limit(deck) - from > span) break;
        to = limit(deck);
        next++;
      }
      const bytes = Buffer.allocUnsafe(to - from);
      let read = 0;
      while (read < bytes.length) {
        const got = readSync(fd, bytes, read, bytes.length - read, from + read);
        if (got === 0) break;
        read += got;
      }
      for (let k = first; k < next; k++) {
        const deck = decks[k]!;
        const start = cache.offsets[deck]! - from;
        const stop = Math.min(limit(deck) - from, read);
        if (start > read || (start > 0 && bytes[start - 1] !== 0x0a))
          throw new Error(
            `aggregate: line ${cache.lines[deck]} of ${file} is not where classify's cache says`,
          );
        let end = bytes.indexOf(0x0a, start);
        if (end === -1 || end > stop) end = stop;
        if (end > start && bytes[end - 1] === 0x0d) end--;
        yield { deck, bytes, start, end };
      }
    }
  } finally {
    closeSync(fd);
  }
}
