// A build child (code build, pre-render worker, document hashing) ends when its parent does,
// even when the parent was killed with SIGKILL and could not stop it: the
// parent starts it with an IPC channel (runChild), which the kernel closes when the parent dies.

/** Exits as soon as the parent's IPC channel closes; a child started without one is left alone. */
export function exitWithParent(): void {
  if (!process.channel) return;
  // The channel must not keep the child alive once its work is done.
  process.channel.unref();
  process.once('disconnect', () => {
    process.stderr.write('tcg: the build process that started this worker is gone; stopping\n');
    process.exit(1);
  });
}

/** Pages a worker writes between two turns of the event loop (see noticeParentGone). */
export const PAGES_BETWEEN_TURNS = 32;

/**
 * One turn of the event loop. The IPC channel's close is noticed only when the loop polls: a
 * stretch of pages rendered and written synchronously (await of a resolved promise does not
 * poll) ran on for 18 s after the build was killed. Call it every few dozen pages.
 */
export function noticeParentGone(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
