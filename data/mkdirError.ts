// Node's recursive mkdir reports ENOENT when a missing parent could not be created for another
// reason (a read-only disk: EROFS), which would read as "a folder is missing". This finds the
// real reason by creating the first missing folder alone, so the one-line error tells the truth.
import { existsSync, mkdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';

/** The error a recursive mkdir hid behind ENOENT, or `error` itself. */
export function unmaskMkdirError(error: unknown): unknown {
  const { code, syscall, path: target } = (error ?? {}) as NodeJS.ErrnoException;
  if (code !== 'ENOENT' || syscall !== 'mkdir' || typeof target !== 'string') return error;
  let missing = path.resolve(target);
  while (!existsSync(path.dirname(missing)) && path.dirname(missing) !== missing) {
    missing = path.dirname(missing);
  }
  try {
    mkdirSync(missing);
    rmdirSync(missing); // it could be created now: the first error stands
    return error;
  } catch (real) {
    return real;
  }
}
