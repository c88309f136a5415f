// Writing a file of a folder updated in place (documents, pages), over what it held: opened
// without truncating it, written from its start and cut to its new length. Truncating first
// (`'w'`) makes the kernel wait until the old pages are written back to the disk, which a file
// written seconds before (the previous run's) often still is: rewriting 717 such documents took
// 223–368 ms so, against 16–32 ms in place (ext4, bench/README.md). Neither way is atomic; the
// callers' folders say when they are half updated (an incomplete marker, a manifest set aside).
import { closeSync, constants, ftruncateSync, openSync, writeSync } from 'node:fs';
import { withPath } from './atomic.ts';

/**
 * Writes `bytes` as the whole content of `file` (created if missing); `then` is given the open
 * file once written (for its fstat). Errors name the file.
 */
export function overwriteFile(file: string, bytes: Uint8Array, then?: (fd: number) => void): void {
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_CREAT);
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at, at);
    ftruncateSync(fd, bytes.length);
    then?.(fd);
  } catch (error) {
    throw withPath(error, file);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
