// `tcg … | head`: when the reader of stdout goes away, writing to it fails with EPIPE. Like a
// Unix tool killed by SIGPIPE, the command stops there, quietly: exit 0 (the reader got what it
// asked for), or the code a failure already set (rules validate with invalid rules stays 1). Its
// temporary files are removed first, so its outputs stay as they were.
import { removeLiveTemps } from '../data/tempFiles.ts';

let installed = false;

/** Makes an EPIPE on stdout end the process cleanly; any other stdout error is rethrown. */
export function installStdoutClosedExit(): void {
  if (installed) return;
  installed = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    removeLiveTemps();
    process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  });
}
