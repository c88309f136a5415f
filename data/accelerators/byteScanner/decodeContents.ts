// Values decoded from JSON bytes the structural scan has checked: string contents and numbers.
import { BACKSLASH } from './jsonBytes.ts';

export /** The string whose contents are [start, end): decoded as UTF-8, escapes through JSON.parse. */
function decodeContents(b: Buffer, start: number, end: number): string {
  for (let k = start; k < end; k++) {
    if (b[k] === BACKSLASH) return JSON.parse(b.toString('utf8', start - 1, end + 1)) as string;
  }
  return b.toString('utf8', start, end);
}

/** A JSON number's value; short plain integers without a string. */
export function numberAt(b: Buffer, start: number, end: number): number {
  if (end - start < 10) {
    let n = 0;
    for (let k = start; k < end; k++) {
      const d = b[k]!;
      if (d < 0x30 || d > 0x39) return Number(b.toString('latin1', start, end));
      n = n * 10 + (d - 0x30);
    }
    return n;
  }
  return Number(b.toString('latin1', start, end));
}
