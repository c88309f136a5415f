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
