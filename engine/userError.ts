// User errors: something the operator can fix (bad input, missing folder). The CLI prints
// `message` as one line and exits with `exitCode`; internal bugs are plain Errors instead.

export type UserErrorCode =
  | 'SNAPSHOT_MISSING'
  | 'SNAPSHOT_INVALID_LINE'
  | 'SNAPSHOT_INVALID_MANIFEST'
  | 'RULES_INVALID'
  | 'RULE_NOT_FOUND'
  | 'DECK_NOT_FOUND'
  | 'DECK_ID_INVALID'
  | 'OUTPUT_INVALID'
  | 'DOCS_MISSING'
  | 'DOCS_INVALID'
  | 'CREDENTIALS_MISSING'
  | 'FIRESTORE_UNAVAILABLE'
  | 'TARGET_NOT_EMPTY'
  | 'PORT_IN_USE'
  | 'USAGE';

export class UserError extends Error {
  override readonly name = 'UserError';
  constructor(
    readonly code: UserErrorCode,
    /** What happened, where (file:line or field), and what to do — one line. */
    message: string,
    readonly exitCode: 1 | 2 = code === 'USAGE' ? 2 : 1,
  ) {
    super(message);
  }
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}
