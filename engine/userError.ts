// Three kinds of failure, three helpers (vike's assert vs assertUsage): a user error is something
// the operator can fix (bad input, missing folder: one line, exit 1), a usage error is a bad flag
// (exit 2), and an internal error is a bug of ours (exit 70, stack trace with --debug). Codes,
// general texts and exit codes live in the catalogue, engine/errors.ts.
import { ERRORS, EXIT, type UserErrorCode } from './errors.ts';

export type { UserErrorCode };

export class UserError extends Error {
  override readonly name = 'UserError';
  constructor(
    readonly code: UserErrorCode,
    /** What happened, where (file:line or field), and what to do — one line. */
    message: string,
    readonly exitCode: 1 | 2 | 130 = ERRORS[code]?.exit ?? 1,
  ) {
    super(message);
  }

  /** The catalogue's general advice for this code. */
  get hint(): string {
    return ERRORS[this.code]?.hint ?? '';
  }
}

/** A bug of ours: an invariant the code relies on does not hold. Exit 70. */
export class InternalError extends Error {
  override readonly name = 'InternalError';
}

/** A user error of the catalogue, with its one-line message. */
export function userError(code: Exclude<UserErrorCode, 'USAGE'>, message: string): UserError {
  return new UserError(code, message);
}

/** A bad flag or argument: exit 2. */
export function usageError(message: string): UserError {
  return new UserError('USAGE', message, EXIT.usage);
}

/** A bug of ours, for `throw internalError(...)` where an invariant failed. */
export function internalError(message: string): InternalError {
  return new InternalError(message);
}

/** Stops with an internal error when `condition` is false: never for bad input, only for bugs. */
export function assertInternal(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InternalError(message);
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}
