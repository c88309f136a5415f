// The fields a scan materialises (a FieldList compiled to key bytes), and the lookup of a key.
import type { FieldList } from '../../../engine/fieldList.ts';
import { BACKSLASH } from './jsonBytes.ts';
import { sameBytes } from './skipValueAt.ts';

/** A projected field: its name as bytes (keys are compared without decoding them). */
export interface Key {
  bytes: Uint8Array;
  name: string;
  sub: Projection | undefined;
  /** The items are shared between documents (see FieldList's `'shared'`). */
  shared: boolean;
}

export interface Projection {
  keys: Key[];
}

/**
 * The projected field whose key is [start, end), undefined when none is, or null for a key with
 * an escape (it might spell a projected name: such a line is left to JSON.parse).
 */
export function findKey(
  projection: Projection,
  b: Buffer,
  start: number,
  end: number,
): Key | undefined | null {
  const length = end - start;
  const keys = projection.keys;
  for (let j = 0; j < keys.length; j++) {
    const key = keys[j]!;
    if (key.bytes.length === length && sameBytes(key.bytes, b, start, end)) return key;
  }
  for (let k = start; k < end; k++) if (b[k] === BACKSLASH) return null;
  return undefined;
}

export function compileProjection(projection: FieldList): Projection {
  return {
    keys: Object.entries(projection).map(([name, sub]) => ({
      bytes: Buffer.from(name, 'utf8'),
      name,
      sub: sub === true || sub === 'shared' ? undefined : compileProjection(sub),
      shared: sub === 'shared',
    })),
  };
}
