// The one set of tolerant readers, for every schema and every hand-written reader (the deck view,
// card facts, rule validation, the admin callables' shapes): the spec accepts snake/camel
// alternates, numbers from numeric strings, blank strings as missing and invalid dates as missing.
// The plain-value readers live in tolerantValues.ts (no zod, for browser code), re-exported here;
// this module adds the zod schemas built on them.
import { z } from 'zod';
import { stringsOf, toBoolean, toIsoDate, toNumber, toText, withSnakeKeys } from './tolerantValues.ts';

export * from './tolerantValues.ts';

// zod building blocks ------------------------------------------------------------------------

export const optString = z.preprocess(toText, z.string().optional());

export const optNumber = z.preprocess((v) => toNumber(v), z.number().optional());

export const optDate = z.preprocess((v) => toIsoDate(v), z.string().optional());

export const optBoolean = z.preprocess(toBoolean, z.boolean().optional());

/** A list that tolerates a missing value (empty list) and drops entries that are not objects. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (Array.isArray(v) ? v : []), z.array(item));
}

/** A list of strings; non-string entries and blanks are dropped. */
export const stringList = z.preprocess(stringsOf, z.array(z.string()));

/** An object schema that accepts camelCase alternates and keeps unknown fields. */
export function tolerantObject<S extends z.ZodRawShape>(shape: S) {
  return z.preprocess(withSnakeKeys, z.looseObject(shape));
}
