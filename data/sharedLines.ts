// The lines of a `key<TAB>value` text in shared memory, found by key: built once in the main
// thread, read by every worker thread without a copy. A Map of a million lines costs each thread
// that receives it (structured clone) hundreds of MB; this costs the text's bytes and 8 bytes a
// line, once. Keys are compared as UTF-8 bytes; the last line of a key wins, as Map.set would.
import { fnv1a } from './bytesTable.ts';

/** What crosses to a worker (structured clone shares the buffers): see SharedLinesReader. */
export interface SharedLines {
  /** The text's bytes (lines end with \n). */
  bytes: SharedArrayBuffer;
  /** Open-addressing slots: a kept line's start + 1, or 0 when empty (Int32, a power of two). */
  slots: SharedArrayBuffer;
}

/** The slot hash of `b[start, end)`: FNV-1a, mixed as the byte tables mix it. */
function slotHash(b: Uint8Array, start: number, end: number): number {
  const hash = fnv1a(b, start, end);
  return hash ^ (hash >>> 15);
}

/** Whether `a[aStart, aStart + length)` and `b[bStart, bStart + length)` hold the same bytes. */
function sameBytes(a: Uint8Array, aStart: number, b: Uint8Array, bStart: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (a[aStart + k] !== b[bStart + k]) return false;
  return true;
}

const TAB = 0x09;
const NEWLINE = 0x0a;

/**
 * The lines of `text` from `from` (a header before it is the caller's) whose key `keep` accepts,
 * in shared memory; `keep` also gets where the line's value is in `text`, so a caller may take
 * other lines on the way. Lines without a tab are skipped, as forEachTabLine skips them.
 */
export function shareLines(
  text: Uint8Array,
  from: number,
  keep: (key: string, valueStart: number, lineEnd: number) => boolean,
): SharedLines {
  const src = Buffer.from(text.buffer, text.byteOffset, text.byteLength);
  if (src.length >= 2 ** 31)
    throw new RangeError(`shareLines: ${src.length} bytes is more than a table addresses`);
  const kept: number[] = [];
  for (let at = from; at < src.length; ) {
    let end = src.indexOf(NEWLINE, at);
    if (end === -1) end = src.length;
    const tab = src.indexOf(TAB, at);
    if (tab !== -1 && tab < end && keep(src.toString('utf8', at, tab), tab + 1, end)) kept.push(at);
    at = end + 1;
  }
  const bytes = new SharedArrayBuffer(src.length + 1);
  const shared = new Uint8Array(bytes);
  shared.set(src);
  // A last line without its \n ends at the extra byte.
  shared[src.length] = NEWLINE;
  let size = 2;
  while (size < 2 * kept.length) size *= 2;
  const slotsBuffer = new SharedArrayBuffer(size * Int32Array.BYTES_PER_ELEMENT);
  const slots = new Int32Array(slotsBuffer);
  const mask = size - 1;
  for (const start of kept) {
    const keyEnd = shared.indexOf(TAB, start);
    const length = keyEnd - start;
    for (let slot = slotHash(shared, start, keyEnd) & mask; ; slot = (slot + 1) & mask) {
      const other = slots[slot]! - 1;
      if (other < 0 || (shared[other + length] === TAB && sameBytes(shared, other, shared, start, length))) {
        slots[slot] = start + 1;
        break;
      }
    }
  }
  return { bytes, slots: slotsBuffer };
}

/** Finds the value of a key in SharedLines (in the thread that received them). */
export class SharedLinesReader {
  private readonly bytes: Buffer;
  private readonly slots: Int32Array;
  private scratch = new Uint8Array(256);
  private readonly encoder = new TextEncoder();

  constructor(lines: SharedLines) {
    this.bytes = Buffer.from(lines.bytes);
    this.slots = new Int32Array(lines.slots);
  }

  /** The value (the rest of its line after the first tab) of the last line whose key is `key`. */
  get(key: string): string | undefined {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (this.scratch.length < 3 * key.length) this.scratch = new Uint8Array(3 * key.length);
    const { scratch, bytes, slots } = this;
    const length = this.encoder.encodeInto(key, scratch).written;
    const mask = slots.length - 1;
    for (let slot = slotHash(scratch, 0, length) & mask; ; slot = (slot + 1) & mask) {
      const start = slots[slot]! - 1;
      if (start < 0) return undefined;
      if (bytes[start + length] === TAB && sameBytes(bytes, start, scratch, 0, length)) {
        const valueStart = start + length + 1;
        return bytes.toString('utf8', valueStart, bytes.indexOf(NEWLINE, valueStart));
      }
    }
  }

  /** Every key with its value (the last line of each key), in no particular order. */
  *entries(): Generator<[key: string, value: string]> {
    const { bytes, slots } = this;
    for (const slot of slots) {
      const start = slot - 1;
      if (start < 0) continue;
      const tab = bytes.indexOf(TAB, start);
      yield [
        bytes.toString('utf8', start, tab),
        bytes.toString('utf8', tab + 1, bytes.indexOf(NEWLINE, tab)),
      ];
    }
  }
}
