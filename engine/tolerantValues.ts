// The tolerant readers of plain values (spec: snake/camel alternates, numbers from numeric strings,
// blank strings and invalid dates as missing), without zod: code that runs in the browser (the
// matcher on /check) reads stored values through them and carries no schema library.

/** `ruleMatches` -> `rule_matches`. */
function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * Copies camelCase keys to their snake_case names when the snake_case key is absent, so a
 * schema written with the Firestore (snake_case) names accepts either spelling.
 */
export function withSnakeKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(source)) {
    if (!/[A-Z]/.test(key)) continue;
    const snake = snakeCase(key);
    if (snake in source) continue;
    out ??= { ...source };
    out[snake] = source[key];
  }
  return out ?? source;
}

/** Blank or whitespace-only strings count as missing. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** A number, also from numeric text; anything else is missing. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    const n = Number(text);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * A timestamp as an ISO 8601 string: accepts ISO text, epoch milliseconds, Date, and the
 * Firestore Timestamp shapes (`{seconds, nanoseconds}`, `{_seconds, _nanoseconds}`, `toDate()`).
 * Anything unparseable is missing.
 */
export function toIsoDate(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? undefined : text;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? new Date(value).toISOString() : undefined;
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.toDate === 'function') return toIsoDate((v.toDate as () => Date)());
    const seconds = toNumber(v.seconds ?? v._seconds);
    if (seconds !== undefined) {
      const nanos = toNumber(v.nanoseconds ?? v._nanoseconds) ?? 0;
      return new Date(seconds * 1000 + Math.floor(nanos / 1e6)).toISOString();
    }
  }
  return undefined;
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value when it is a plain object, else undefined. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

/** Text as stored: a non-blank string as it is, a number or boolean as its text; else missing. */
export function toText(value: unknown): string | undefined {
  const v = blankToUndefined(value);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return typeof v === 'string' ? v : undefined;
}

/** A boolean, also from the text `true`/`false`; anything else is missing. */
export function toBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** The non-blank strings of a list; a value that is not a list is an empty one. */
export function stringsOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

/** The plain objects of a list; a value that is not a list is an empty one. */
export function recordsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Milliseconds since the epoch of an ISO string, or undefined. */
export function isoToMs(iso: string | undefined): number | undefined {
  if (iso === undefined) return undefined;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}
