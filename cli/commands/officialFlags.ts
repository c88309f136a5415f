// Flags and environment shared by the commands that talk to the official sites: the store to
// ingest into, the site origins (flag > TCG_OFFICIAL_*_URL > official host) and the polite client.

import type { Command } from 'commander';
import type { IngestStore } from '../../data/ingest/jobStore.ts';
import { PoliteClient } from '../../data/official/politeClient.ts';
import { usageError } from '../../engine/userError.ts';

export interface IngestFlags {
  data?: string;
  source?: string;
  project?: string;
  json?: boolean;
  quiet?: boolean;
}

type Env = Record<string, string | undefined>;

/** Adds --data / --source / --project / --json / --quiet to an ingestion command. */
export function withStoreFlags(command: Command): Command {
  return command
    .option('--data <dir>', 'snapshot folder to ingest into')
    .option('--source <kind>', 'where to ingest: snapshot (with --data) or firestore (with --project)')
    .option('--project <id>', 'Google Cloud project for --source firestore')
    .option('--json', 'print the result as JSON')
    .option('--quiet', 'no progress output');
}

/** A whole number ≥ 0 from an environment variable, or undefined when unset. */
function envMs(env: Env, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text.trim() === '') return undefined;
  if (!/^\s*\d+\s*$/.test(text)) throw usageError(`${name}: "${text}" is not a whole number of milliseconds`);
  return Number(text);
}

/**
 * The HTTP client for the official sites. TCG_OFFICIAL_DELAY_MS (between requests to one host,
 * default 1000) and TCG_OFFICIAL_TIMEOUT_MS (per request, default 20000) tune its politeness.
 */
export function officialClient(concurrency: number | undefined, env: Env = process.env): PoliteClient {
  const minDelayMs = envMs(env, 'TCG_OFFICIAL_DELAY_MS');
  const timeoutMs = envMs(env, 'TCG_OFFICIAL_TIMEOUT_MS');
  return new PoliteClient({
    ...(concurrency === undefined ? {} : { concurrency }),
    ...(minDelayMs === undefined ? {} : { minDelayMs }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

/**
 * Opens the store, runs `work`, and closes the store (flushing a snapshot's buffered writes). A
 * snapshot is held under its lock for the whole command: one writer at a time per folder.
 */
export async function withIngestStore<T>(
  flags: IngestFlags,
  command: string,
  work: (store: IngestStore) => Promise<T>,
): Promise<T> {
  // The stores are imported when a command runs (`tcg --help` loads none).
  const [{ openIngestStore }, { withSnapshotLock }] = await Promise.all([
    import('../../data/ingest/openIngestStore.ts'),
    import('../../data/snapshotLock.ts'),
  ]);
  const run = async () => {
    const store = await openIngestStore(flags);
    try {
      return await work(store);
    } finally {
      await store.close?.().catch(() => undefined);
    }
  };
  const snapshot = (flags.source ?? 'snapshot') === 'snapshot' ? flags.data : undefined;
  return snapshot === undefined ? run() : withSnapshotLock(snapshot, command, run);
}

/** `--as-of`: the time taken as now (for replays and tests); undefined means the clock. */
export function parseNow(text: string | undefined): (() => Date) | undefined {
  if (text === undefined) return undefined;
  const ms = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(ms)) {
    throw usageError(`--as-of: "${text}" is not an ISO 8601 date and time, e.g. 2026-04-20T09:00:00+09:00`);
  }
  return () => new Date(ms);
}
