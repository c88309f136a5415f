// A stop must end the process even when its exit cannot: process.exit waits for the libuv thread
// pool, and a pool thread stuck in a system call (open() of a FIFO without a writer, a hung
// network file system) never returns. A small watchdog process ends it instead.
import { spawn } from 'node:child_process';

/** How long an exit may take before the watchdog ends the process (the stop promises 10 s). */
export const EXIT_GRACE_MS = 5_000;

/**
 * Starts a watchdog that kills this process (SIGKILL) unless it has exited within `graceMs`. The
 * watchdog learns of the exit from its stdin, a pipe only this process holds, reaching its end:
 * it never signals a pid that another process has taken meanwhile. Never throws.
 */
export function armExitWatchdog(graceMs = EXIT_GRACE_MS): void {
  const script = `const t=setTimeout(()=>{try{process.kill(${process.pid},'SIGKILL')}catch{}},${graceMs});process.stdin.on('end',()=>{clearTimeout(t)}).on('error',()=>{clearTimeout(t)}).resume();`;
  try {
    const child = spawn(process.execPath, ['-e', script], {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
      env: {},
    });
    child.on('error', () => {});
    child.unref();
  } catch {
    // Best effort: the process is stopping, and it usually exits without help.
  }
}

/**
 * Ends the process `graceMs` after its command settled (its final line printed), should anything
 * it started still hold the event loop: a Firestore call the client library keeps retrying after
 * the command gave up, a half-open socket. The timer is unref'd, so a process that ends on its
 * own is not kept waiting (issue 43: a publish with Firestore down lingered 568 s after its error).
 */
export function exitWhenSettled(graceMs = EXIT_GRACE_MS): void {
  setTimeout(() => {
    armExitWatchdog();
    process.exit();
  }, graceMs).unref();
}
