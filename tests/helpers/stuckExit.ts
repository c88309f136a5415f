// A process whose exit would hang: it installs the stop handlers of every tcg command, then
// leaves a thread-pool thread blocked in open() of the FIFO named by argv[2] (no writer comes),
// and says `ready` on stdout. Used by data/exitWatchdog.test.ts to stop it with SIGTERM.
import { readFile } from 'node:fs';
import { installStopCleanup } from '../../data/tempFiles.ts';

installStopCleanup();
readFile(process.argv[2]!, () => {});
// Keeps the event loop alive until the signal comes.
setInterval(() => {}, 60_000);
process.stdout.write('ready\n');
