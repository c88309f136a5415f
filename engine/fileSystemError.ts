// The operator's environment is not our bug: a file-system error the user can
// fix (permissions, a full or read-only disk, a file where a folder is expected) becomes one line
// naming the path and what to do, exit 1, instead of an internal error (exit 70).
import { type UserError, userError } from './userError.ts';

/** What each fixable error code means, and what to do about it. */
const FIXABLE: Record<string, { what: string; fix: string }> = {
  EACCES: { what: 'permission denied', fix: 'give this user access to it, or choose another path' },
  EPERM: { what: 'operation not permitted', fix: 'give this user access to it, or choose another path' },
  ENOSPC: { what: 'no space left on the device', fix: 'free space on that disk, or choose another path' },
  EDQUOT: { what: 'disk quota exceeded', fix: 'free space within the quota, or choose another path' },
  EROFS: { what: 'the file system is read-only', fix: 'choose a path on a writable disk' },
  ENOTDIR: {
    what: 'a part of the path is a file, not a folder',
    fix: 'remove or rename that file, or choose another path',
  },
  EISDIR: { what: 'it is a folder, not a file', fix: 'remove or rename that folder, or choose another path' },
};

interface ErrnoLike {
  code?: unknown;
  path?: unknown;
  dest?: unknown;
  syscall?: unknown;
}

/**
 * The one-line user error for a fixable file-system error (found on `error` or its causes), or
 * undefined when the error is anything else.
 */
export function fileSystemUserError(error: unknown): UserError | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    const { code, path, dest, syscall } = e as ErrnoLike;
    if (typeof code !== 'string' || typeof path !== 'string') continue;
    const known = FIXABLE[code];
    if (!known) continue;
    const target = typeof dest === 'string' && syscall === 'rename' ? `${path} → ${dest}` : path;
    return userError('FILE_SYSTEM', `${describe(syscall)} ${target}: ${known.what} (${code}); ${known.fix}`);
  }
  return undefined;
}

function describe(syscall: unknown): string {
  switch (syscall) {
    case 'open':
      return 'cannot open';
    case 'read':
    case 'stat':
    case 'lstat':
    case 'scandir':
    case 'opendir':
    case 'access':
      return 'cannot read';
    case 'rename':
      return 'cannot rename';
    case 'unlink':
    case 'rmdir':
    case 'rm':
      return 'cannot remove';
    default:
      return 'cannot write';
  }
}
