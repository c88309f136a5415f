// Turns what a handler throws into the callable protocol's errors: a zod failure becomes
// invalid-argument with the spec's message, a pipeline's UserError keeps its one-line message
// under a fitting code, and anything else is internal with its message (callers are admins).
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { isOfficialSiteError } from '../../data/official/officialError.ts';
import type { CallableErrorDetails } from '../../engine/admin/callables.ts';
import { isUserError, type UserErrorCode } from '../../engine/userError.ts';

type ErrorCode = ConstructorParameters<typeof HttpsError>[0];

/** The path of an issue as the rule editor shows it: `variants[0].conditions[1].pattern`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? String(key) : `${out}.${String(key)}`;
  }, '');
}

/** invalid-argument carrying every issue; the message is the first issue's (the spec's text). */
export function invalidArgument(issues: { path: string; message: string }[]): HttpsError {
  const details: CallableErrorDetails = { issues };
  return new HttpsError('invalid-argument', issues[0]?.message ?? 'invalid payload', details);
}

export function fromZodError(error: z.ZodError): HttpsError {
  return invalidArgument(
    error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message })),
  );
}

// Every code of the catalogue maps to a callable code (the type makes a new code name its own).
const USER_ERROR_CODES: Record<UserErrorCode, ErrorCode> = {
  SNAPSHOT_MISSING: 'failed-precondition',
  SNAPSHOT_INVALID_LINE: 'failed-precondition',
  SNAPSHOT_INVALID_MANIFEST: 'failed-precondition',
  RULES_INVALID: 'failed-precondition',
  RULES_TOO_MANY: 'resource-exhausted',
  RULE_NOT_FOUND: 'not-found',
  DECK_NOT_FOUND: 'not-found',
  DECK_ID_INVALID: 'invalid-argument',
  OUTPUT_INVALID: 'failed-precondition',
  DOCS_MISSING: 'failed-precondition',
  DOCS_INVALID: 'failed-precondition',
  CREDENTIALS_MISSING: 'failed-precondition',
  FIRESTORE_UNAVAILABLE: 'unavailable',
  TARGET_NOT_EMPTY: 'failed-precondition',
  OFFICIAL_SITE: 'unavailable',
  OFFICIAL_BROWSER_CHECK: 'failed-precondition',
  IMPORT_INVALID: 'invalid-argument',
  PORT_IN_USE: 'unavailable',
  USAGE: 'invalid-argument',
  INTERRUPTED: 'aborted',
  ID_UNSTORABLE: 'invalid-argument',
  OUTPUT_NOT_OURS: 'failed-precondition',
  OUTPUT_OVERLAPS_INPUT: 'failed-precondition',
  SNAPSHOT_LOCKED: 'aborted',
  SETTINGS_INVALID: 'failed-precondition',
  CONFIG_INVALID: 'failed-precondition',
  ADMIN_CONFIG_MISSING: 'failed-precondition',
  FONT_MISSING: 'failed-precondition',
  FILE_SYSTEM: 'failed-precondition',
};

export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (isOfficialSiteError(error)) {
    // The admin shows the Japanese reason; the English line (host, URL, attempts) is its detail.
    const details: CallableErrorDetails = { userErrorCode: error.code, detail: error.message };
    return new HttpsError(USER_ERROR_CODES[error.code] ?? 'unavailable', error.japanese, details);
  }
  if (isUserError(error)) {
    const details: CallableErrorDetails = { userErrorCode: error.code };
    return new HttpsError(USER_ERROR_CODES[error.code] ?? 'failed-precondition', error.message, details);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new HttpsError('internal', message);
}
