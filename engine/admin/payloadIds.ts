// Ids and dates in callable payloads: what cannot address a Firestore document
// or make a Timestamp is refused as invalid-argument by the payload schema, never reaching a
// query that would fail as `internal`.
import { z } from 'zod';
import { idProblem } from '../ids.ts';

/**
 * Whether `id` can address a Firestore document: well-formed UTF-16 (no lone surrogate), no
 * slash, not `.`, `..` or `__name__`, at most 1,500 bytes. Reads accept ids the contract refuses
 * for new documents only (a leading dot, control characters: engine/ids.ts), so such a stored
 * document can still be opened and deleted; anything else would answer `internal`, not
 * `invalid-argument`.
 */
export function addressableId(id: string): boolean {
  const problem = idProblem(id);
  return problem === undefined || problem === 'leadingDot' || problem === 'control';
}

/** A document id in a payload: trimmed, addressable (addressableId), else `message`. */
export function documentIdPayload(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine(addressableId, { error: message });
}

/** Ours: a payload's rule id that cannot name a document. */
export const ruleIdPayload = documentIdPayload('ルールIDが不正です');

/** The range of a Firestore Timestamp: 0001-01-01 to 9999-12-31, UTC. */
const TIMESTAMP_MIN = Date.parse('0001-01-01T00:00:00Z');
const TIMESTAMP_END = Date.parse('+010000-01-01T00:00:00Z');

/**
 * An ISO date or date-time naming a day that exists (not 2026-02-30), from year 1 to 9999: what
 * a Firestore Timestamp holds.
 */
export function isRealTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  if (year < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const time = Date.parse(text);
  return Number.isFinite(time) && time >= TIMESTAMP_MIN && time < TIMESTAMP_END;
}
