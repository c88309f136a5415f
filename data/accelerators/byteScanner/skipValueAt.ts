// Structural scanning of JSON bytes: whitespace, strings, literals and numbers walked over and
// checked without decoding anything. Each function returns the index after what it read, or -1
// when the text is not JSON it accepts.
import { BACKSLASH, QUOTE } from './jsonBytes.ts';

export function stringEndAt(b: Buffer, open: number, end: number): number {
  for (let k = open + 1; k < end; k++) {
    const c = b[k]!;
    if (c > BACKSLASH) continue;
    if (c === QUOTE) return k;
    if (c < 0x20) return -1;
    if (c === BACKSLASH) return escapedStringEndAt(b, k, end);
  }
  return -1;
}

/** stringEndAt from the string's first backslash at `k`: every escape checked. */
function escapedStringEndAt(b: Buffer, k: number, end: number): number {
  for (; k < end; k++) {
    const c = b[k]!;
    if (c === QUOTE) return k;
    if (c < 0x20) return -1;
    if (c === BACKSLASH) {
      const e = b[++k];
      if (e === 0x75) {
        // \uXXXX
        if (k + 4 >= end) return -1;
        for (let h = 1; h <= 4; h++) if (!isHex(b[k + h])) return -1;
        k += 4;
      } else if (e === undefined || !SIMPLE_ESCAPES[e]) {
        return -1;
      }
    }
  }
  return -1;
}

/** The bytes that may follow a backslash (besides `u`): `" \ / b f n r t`. */
const SIMPLE_ESCAPES: boolean[] = [];
for (const c of '"\\/bfnrt') SIMPLE_ESCAPES[c.charCodeAt(0)] = true;

function isHex(c: number | undefined): boolean {
  return (
    c !== undefined && ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))
  );
}

export function whitespaceEnd(b: Buffer, k: number, end: number): number {
  while (k < end) {
    const c = b[k];
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return k;
    k++;
  }
  return k;
}

function literalEnd(b: Buffer, k: number, word: Uint8Array): number {
  for (let j = 0; j < word.length; j++) if (b[k + j] !== word[j]) return -1;
  return k + word.length;
}
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULL = Buffer.from('null');
export function skipValueAt(b: Buffer, k: number, end: number): number {
  const c = b[k];
  switch (c) {
    case QUOTE: {
      const close = stringEndAt(b, k, end);
      return close < 0 ? -1 : close + 1;
    }
    case 0x7b: {
      k = whitespaceEnd(b, k + 1, end);
      if (b[k] === 0x7d) return k + 1;
      for (;;) {
        if (b[k] !== QUOTE) return -1;
        const close = stringEndAt(b, k, end);
        if (close < 0) return -1;
        k = whitespaceEnd(b, close + 1, end);
        if (b[k] !== 0x3a) return -1;
        k = skipValueAt(b, whitespaceEnd(b, k + 1, end), end);
        if (k < 0) return -1;
        k = whitespaceEnd(b, k, end);
        const d = b[k];
        if (d === 0x7d) return k + 1;
        if (d !== 0x2c || k >= end) return -1;
        k = whitespaceEnd(b, k + 1, end);
      }
    }
    case 0x5b: {
      k = whitespaceEnd(b, k + 1, end);
      if (b[k] === 0x5d) return k + 1;
      for (;;) {
        k = skipValueAt(b, k, end);
        if (k < 0) return -1;
        k = whitespaceEnd(b, k, end);
        const d = b[k];
        if (d === 0x5d) return k + 1;
        if (d !== 0x2c || k >= end) return -1;
        k = whitespaceEnd(b, k + 1, end);
      }
    }
    case 0x74:
      return literalEnd(b, k, TRUE);
    case 0x66:
      return literalEnd(b, k, FALSE);
    case 0x6e:
      return literalEnd(b, k, NULL);
    default: {
      if (c !== 0x2d && !isDigit(c)) return -1;
      const after = numberEnd(b, k);
      return after > end ? -1 : after;
    }
  }
}

export function sameBytes(bytes: Uint8Array, b: Buffer, start: number, end: number): boolean {
  if (bytes.length !== end - start) return false;
  for (let k = 0; k < bytes.length; k++) if (bytes[k] !== b[start + k]) return false;
  return true;
}
function isDigit(c: number | undefined): boolean {
  return c !== undefined && c >= 0x30 && c <= 0x39;
}
function numberEnd(b: Buffer, k: number): number {
  if (b[k] === 0x2d) k++;
  if (b[k] === 0x30) k++;
  else if (isDigit(b[k])) while (isDigit(b[k])) k++;
  else return -1;
  if (b[k] === 0x2e) {
    k++;
    if (!isDigit(b[k])) return -1;
    while (isDigit(b[k])) k++;
  }
  if (b[k] === 0x65 || b[k] === 0x45) {
    k++;
    if (b[k] === 0x2b || b[k] === 0x2d) k++;
    if (!isDigit(b[k])) return -1;
    while (isDigit(b[k])) k++;
  }
  return k;
}
