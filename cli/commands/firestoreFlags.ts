// Flag parsing and Ctrl-C (and SIGTERM) handling shared by the commands that talk to Firestore.
import { gracefulInterrupt, stopNotice } from '../../data/tempFiles.ts';
import { usageError } from '../../engine/userError.ts';

/** A positive whole number from a flag, or a usage error naming the flag. */
export function parseCount(flag: string, text: string): number {
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(n) || n <= 0) {
    throw usageError(`${flag}: "${text}" is not a positive whole number`);
  }
  return n;
}

/** How a command stops on a signal (see withInterrupt). */
export interface InterruptOptions {
  /** The signals that stop it gracefully (default Ctrl-C only). */
  signals?: readonly NodeJS.Signals[];
  /** What a second signal, which ends the process at once, leaves behind (tempFiles stopNotice). */
  notice?: string;
}

/**
 * Runs `work` with a signal that the first Ctrl-C (or another of `signals`) aborts, so the
 * pipeline can stop cleanly (no half snapshot, whole batches, the jobs in hand finished); a second
 * one ends the process at once.
 */
export async function withInterrupt<T>(
  work: (signal: AbortSignal) => Promise<T>,
  options: InterruptOptions = {},
): Promise<T> {
  const signals = options.signals ?? ['SIGINT'];
  const controller = new AbortController();
  const release = gracefulInterrupt(signals);
  const forgetNotice = options.notice ? stopNotice(options.notice) : () => undefined;
  const onInterrupt = (received: NodeJS.Signals) => {
    release();
    console.error(
      received === 'SIGINT'
        ? 'tcg: stopping after the work in flight (Ctrl-C again to quit at once)'
        : `tcg: ${received}: stopping after the work in flight (send it again to quit at once)`,
    );
    controller.abort();
  };
  for (const signal of signals) process.once(signal, onInterrupt);
  try {
    return await work(controller.signal);
  } finally {
    for (const signal of signals) process.off(signal, onInterrupt);
    release();
    forgetNotice();
  }
}

/** The ingestion commands stop on Ctrl-C and on SIGTERM (a scheduler's stop) alike. */
export const INGEST_STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const satisfies readonly NodeJS.Signals[];
