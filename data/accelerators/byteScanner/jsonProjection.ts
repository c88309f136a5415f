// A JSON scanner over UTF-8 bytes that materialises only the fields a caller reads (a
// FieldList) and skips the rest while checking its structure. Classifying a million decks
// needs each card's name and count, not its details: this avoids most of JSON.parse's work.
// Every function takes the buffer, an index and the end of the line and returns the index after
// what it read, or -1 when the text is not JSON it accepts (the caller then runs JSON.parse,
// which reports the error or handles the rare construct, such as an escaped key). Its parts:
// the structural walk (skipValueAt.ts), the compiled field list (projection.ts), the decoding of
// strings and numbers (decodeContents.ts); this class reads the projected values and edits lines.

import type { FieldList } from '../../../engine/fieldList.ts';
import { BytesTable, PrefixTable } from '../../bytesTable.ts';
import { decodeContents, numberAt } from './decodeContents.ts';
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './jsonBytes.ts';
import { compileProjection, findKey, type Projection } from './projection.ts';
import { sameBytes, skipValueAt, stringEndAt, whitespaceEnd } from './skipValueAt.ts';

/** Distinct short strings (card names) kept decoded; beyond this, strings are decoded each time. */
const MAX_CACHED_STRINGS = 1 << 15;
const MAX_CACHED_LENGTH = 96;
/** Distinct shared items kept (see sharedItemsAt); beyond this, new ones are parsed each time. */
const MAX_SHARED_VALUES = 1 << 16;
/** Shared items this long or longer are found by their first bytes (see sharedItemAt). */
const SHARED_PREFIX = 32;

export class ProjectionScanner {
  private readonly projection: Projection;
  /** Decoded short strings (see decodeString). */
  private readonly strings = new BytesTable<string>(MAX_CACHED_STRINGS);
  /** Parsed shared items shorter than SHARED_PREFIX (see sharedItemAt). */
  private readonly sharedItems = new BytesTable<unknown>(MAX_SHARED_VALUES);
  /** Parsed shared items of SHARED_PREFIX bytes or more (see sharedItemAt). */
  private readonly longSharedItems = new PrefixTable<unknown>(SHARED_PREFIX, MAX_SHARED_VALUES);
  /** The value the last valueAt or projectedAt read. */
  private value: unknown;
  // The last scanned line, for withFields.
  private buf: Buffer = Buffer.alloc(0);
  private start = 0;
  private end = 0;
  /** The last document's top-level members: key start (its quote), key end (its closing quote), value start, value end. */
  private readonly members: number[] = [];
  /** Where the last document's closing brace is. */
  private closeAt = 0;

  constructor(projection: FieldList) {
    this.projection = compileProjection({ ...projection, id: true });
  }

  /**
   * The document on `buf[start, end)` with only the projected fields, or undefined when the line
   * is not a plain JSON object this scanner accepts (then JSON.parse decides).
   */
  scan(buf: Buffer, start: number, end: number): Record<string, unknown> | undefined {
    this.buf = buf;
    this.start = start;
    this.end = end;
    this.members.length = 0;
    let k = whitespaceEnd(buf, start, end);
    if (buf[k] !== OPEN_BRACE) return undefined;
    const doc: Record<string, unknown> = {};
    k = this.object(buf, k, end, this.projection, doc, true);
    if (k < 0) return undefined;
    this.closeAt = k - 1;
    return whitespaceEnd(buf, k, end) === end ? doc : undefined;
  }

  /** Reads `{...}` at k into `into` (projected fields only; the members' places when `top`). */
  private object(
    b: Buffer,
    k: number,
    end: number,
    projection: Projection,
    into: Record<string, unknown>,
    top: boolean,
  ): number {
    k = whitespaceEnd(b, k + 1, end);
    if (b[k] === CLOSE_BRACE) return k + 1;
    for (;;) {
      if (b[k] !== QUOTE) return -1;
      const keyEnd = stringEndAt(b, k, end);
      if (keyEnd < 0) return -1;
      const key = findKey(projection, b, k + 1, keyEnd);
      if (key === null) return -1;
      let v = keyEnd + 1;
      if (b[v] !== COLON) {
        v = whitespaceEnd(b, v, end);
        if (b[v] !== COLON) return -1;
      }
      v = whitespaceEnd(b, v + 1, end);
      let after: number;
      if (key === undefined) {
        after = skipValueAt(b, v, end);
      } else {
        after = key.shared
          ? this.sharedItemsAt(b, v, end)
          : key.sub === undefined
            ? this.valueAt(b, v, end, !top)
            : this.projectedAt(b, v, end, key.sub);
        into[key.name] = this.value;
      }
      if (after < 0 || after > end) return -1;
      if (top) this.members.push(k, keyEnd, v, after);
      k = after;
      let c = b[k];
      if (c !== COMMA && c !== CLOSE_BRACE) {
        k = whitespaceEnd(b, k, end);
        c = b[k];
      }
      if (c === CLOSE_BRACE && k < end) return k + 1;
      if (c !== COMMA) return -1;
      k = whitespaceEnd(b, k + 1, end);
    }
  }

  /** A value under a nested projection: objects (alone or in an array) are projected. */
  private projectedAt(b: Buffer, k: number, end: number, projection: Projection): number {
    const c = b[k];
    if (c === OPEN_BRACE) {
      const into: Record<string, unknown> = {};
      const after = this.object(b, k, end, projection, into, false);
      this.value = into;
      return after;
    }
    if (c !== OPEN_BRACKET) return this.valueAt(b, k, end);
    return this.itemsAt(b, k, end, projection);
  }

  /**
   * The array at k: objects projected with `projection` and other items read whole, or, with no
   * projection, every item shared (see sharedItemAt).
   */
  private itemsAt(b: Buffer, k: number, end: number, projection: Projection | undefined): number {
    const items: unknown[] = [];
    k = whitespaceEnd(b, k + 1, end);
    if (b[k] === CLOSE_BRACKET) {
      this.value = items;
      return k + 1;
    }
    for (;;) {
      let after: number;
      if (projection === undefined) after = this.sharedItemAt(b, k, end);
      else if (b[k] === OPEN_BRACE) {
        const into: Record<string, unknown> = {};
        after = this.object(b, k, end, projection, into, false);
        this.value = into;
      } else after = this.valueAt(b, k, end);
      if (after < 0 || after >= end) return -1;
      items.push(this.value);
      k = whitespaceEnd(b, after, end);
      const d = b[k];
      if (d === CLOSE_BRACKET) {
        this.value = items;
        return k + 1;
      }
      if (d !== COMMA) return -1;
      k = whitespaceEnd(b, k + 1, end);
    }
  }

  /**
   * An array whose items are parsed whole and shared: an item met before byte for byte (a card
   * entry repeated across a million decks) is the same frozen value, parsed once. Anything but
   * an array is read as a whole value.
   */
  private sharedItemsAt(b: Buffer, k: number, end: number): number {
    if (b[k] !== OPEN_BRACKET) return this.valueAt(b, k, end);
    return this.itemsAt(b, k, end, undefined);
  }

  /**
   * One shared item (see sharedItemsAt). A long item met before (a card entry with its attack
   * texts) is found by its first SHARED_PREFIX bytes and one comparison of all its bytes: a JSON
   * value equal to a known one byte for byte ends where it ends. Otherwise its end and a hash of
   * its structure (every byte outside strings, each string's length and last byte) are found in
   * one pass that follows only nesting and strings: the bytes are checked by JSON.parse the first
   * time they are met, and a later item is taken only when it equals those bytes exactly.
   */
  private sharedItemAt(b: Buffer, k: number, end: number): number {
    const first = b[k];
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET && first !== QUOTE) return this.valueAt(b, k, end);
    const long = this.longSharedItems;
    // Every long item has SHARED_PREFIX bytes from k; the hash is set only then.
    const fits = end - k >= SHARED_PREFIX;
    const prefixHash = fits ? long.prefixHash(b, k) : 0;
    if (fits) {
      const entry = long.findAt(b, k, end, prefixHash);
      if (entry >= 0) {
        this.value = long.valueOf(entry);
        return k + long.lengthOf(entry);
      }
    }
    let hash = 0x811c9dc5;
    let depth = 0;
    let j = k;
    for (; j < end; j++) {
      const c = b[j]!;
      hash = Math.imul(hash ^ c, 0x01000193);
      if (c === QUOTE) {
        // A string: to its closing quote (an escaped character is skipped with its backslash).
        // Only its length and last byte go into the hash: equal hashes are compared whole.
        const open = j;
        for (j++; j < end; j++) {
          const d = b[j]!;
          if (d > BACKSLASH) continue; // most bytes of a text: skipped on one comparison
          if (d === QUOTE) break;
          if (d === BACKSLASH) j++;
        }
        hash = Math.imul(hash ^ (j - open) ^ (b[j - 1]! << 8), 0x01000193);
        if (depth === 0) break;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) break;
    }
    if (j >= end) return -1;
    const after = j + 1;
    // A long item that findAt missed is new (or the table is full): only short ones are looked up.
    const isLong = after - k >= SHARED_PREFIX;
    const known = isLong ? undefined : this.sharedItems.get(b, k, after, hash);
    if (known !== undefined) {
      this.value = known;
      return after;
    }
    let item: unknown;
    try {
      item = deepFreeze(JSON.parse(b.toString('utf8', k, after)));
    } catch {
      return -1;
    }
    if (isLong) long.add(b, k, after, prefixHash, item);
    else this.sharedItems.add(b, k, after, item);
    this.value = item;
    return after;
  }

  /**
   * A whole value: strings and numbers directly, objects and arrays through JSON.parse. Strings
   * go through the cache unless `cached` is false: a top-level string (an id, a timestamp) is
   * mostly unique to its document, and would only crowd the cache.
   */
  private valueAt(b: Buffer, k: number, end: number, cached = true): number {
    const c = b[k];
    if (c === QUOTE) {
      const close = stringEndAt(b, k, end);
      if (close < 0) return -1;
      this.value = cached ? this.decodeString(b, k + 1, close) : decodeContents(b, k + 1, close);
      return close + 1;
    }
    const after = skipValueAt(b, k, end);
    if (after < 0 || after > end) return -1;
    if (c === OPEN_BRACE || c === OPEN_BRACKET) this.value = JSON.parse(b.toString('utf8', k, after));
    else if (c === 0x74) this.value = true;
    else if (c === 0x66) this.value = false;
    else if (c === 0x6e) this.value = null;
    else this.value = numberAt(b, k, after);
    return after;
  }

  /**
   * Decodes string contents [start, end) (stringEndAt checked them). Short strings are shared
   * through a cache keyed by their bytes (FNV-1a over every byte), so a card name is decoded once
   * per run. Every byte counts: strings alike but for a few bytes (the timestamps of a deck's
   * summary) would otherwise share a hash, and the table's probes would walk their whole run.
   */
  private decodeString(b: Buffer, start: number, end: number): string {
    const length = end - start;
    if (length === 0) return '';
    if (length > MAX_CACHED_LENGTH) return decodeContents(b, start, end);
    let hash = 0x811c9dc5;
    for (let k = start; k < end; k++) hash = Math.imul(hash ^ b[k]!, 0x01000193);
    const known = this.strings.get(b, start, end, hash);
    if (known !== undefined) return known;
    const value = decodeContents(b, start, end);
    this.strings.add(b, start, end, value);
    return value;
  }

  /**
   * The last scanned document's line with `fields` set, as bytes: each field's value is put in
   * place of the old one, or appended after the last member when the document lacks it; an
   * undefined value removes the field. Everything else stays byte for byte. Undefined when a
   * field occurs more than once or the edits overlap (the caller then serialises the document).
   */
  withFields(fields: Record<string, unknown>): Buffer | undefined {
    const b = this.buf;
    const members = this.members;
    const memberCount = members.length / 4;
    // Edits as [start, end, replacement]; appended fields go before the closing brace.
    const edits: [number, number, string][] = [];
    let appended = '';
    let removed = 0;
    let hasMembers = memberCount > 0;
    for (const key in fields) {
      const value = fields[key];
      const json = value === undefined ? undefined : JSON.stringify(value);
      const keyBytes = Buffer.from(key, 'utf8');
      let found = -1;
      for (let m = 0; m < memberCount; m++) {
        const keyStart = members[4 * m]! + 1;
        const keyEnd = members[4 * m + 1]!;
        if (keyEnd - keyStart === keyBytes.length && sameBytes(keyBytes, b, keyStart, keyEnd)) {
          if (found !== -1) return undefined;
          found = m;
        }
      }
      if (found === -1) {
        if (json === undefined) continue;
        appended += `${hasMembers ? ',' : ''}${JSON.stringify(key)}:${json}`;
        hasMembers = true;
      } else if (json !== undefined) {
        edits.push([members[4 * found + 2]!, members[4 * found + 3]!, json]);
      } else if (++removed === memberCount) {
        return undefined;
      } else if (found > 0) {
        // From the end of the previous value: the comma and this member go.
        edits.push([members[4 * (found - 1) + 3]!, members[4 * found + 3]!, '']);
      } else {
        // The first member: it and the comma after it go, up to the next key.
        edits.push([members[0]!, members[4]!, '']);
      }
    }
    if (appended !== '') {
      // After the last member's value (or just inside an empty object's brace).
      const at = memberCount > 0 ? members[4 * memberCount - 1]! : this.closeAt;
      edits.push([at, at, appended]);
    }
    edits.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    const parts: Buffer[] = [];
    let from = this.start;
    for (const [start, end, text] of edits) {
      if (start < from) return undefined;
      parts.push(b.subarray(from, start));
      if (text !== '') parts.push(Buffer.from(text, 'utf8'));
      from = end;
    }
    parts.push(b.subarray(from, this.end));
    return Buffer.concat(parts);
  }
}

/** Freezes a parsed JSON value and everything in it (shared values must not change). */
function deepFreeze(value: unknown): unknown {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
