// Flag parsing and Ctrl-C handling shared by the commands that talk to Firestore.
import { gracefulInterrupt } from '../../data/tempFiles.ts';
import { UserError, usageError } from '../../engine/userError.ts';

/** A positive whole number from a flag, or a usage error naming the flag. */
export function parseCount(flag: string, text: string): number {
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(n) || n <= 0) {
    throw usageError(`${flag}: "${text}" is not a positive whole number`);
  }
  return n;
}

/**
 * Runs `work` with a signal that the first Ctrl-C aborts, so the pipeline can stop cleanly
 * (no half snapshot, whole batches); a second Ctrl-C ends the process at once.
 */
export async function withInterrupt<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const release = gracefulInterrupt();
  const onInterrupt = () => {
    release();
    console.error('tcg: stopping after the work in flight (Ctrl-C again to quit at once)');
    controller.abort();
  };
  process.once('SIGINT', onInterrupt);
  try {
    return await work(controller.signal);
  } finally {
    process.off('SIGINT', onInterrupt);
    release();
  }
}
