// The sizes from which the commands take their accelerated routes, as the environment may lower
// them: tests and the publish replay set them to 0 so a small snapshot runs in worker threads and
// a small site in several pre-rendering workers, the route a production-sized run takes.
// Read here, at the commands' edge, and passed down as options (the pipelines read no env).
import { userError } from '../../engine/userError.ts';

type Env = Record<string, string | undefined>;

export interface AccelerateSettings {
  /**
   * `TCG_ACCELERATE_MIN_BYTES`: a decks.jsonl of at least this many bytes is classified and
   * aggregated in worker threads (unset: the store's own threshold, 32 MiB).
   */
  minBytes?: number;
  /**
   * `TCG_ACCELERATE_MIN_PAGES`: a build rendering at least this many pages splits them across
   * several worker processes (unset: the build's own threshold, 1,000 pages).
   */
  minPages?: number;
}

export function accelerateSettingsFromEnv(env: Env = process.env): AccelerateSettings {
  const minBytes = wholeNumber(env, 'TCG_ACCELERATE_MIN_BYTES', 'bytes', '33554432 (32 MiB)');
  const minPages = wholeNumber(env, 'TCG_ACCELERATE_MIN_PAGES', 'pages', '1000');
  return {
    ...(minBytes === undefined ? {} : { minBytes }),
    ...(minPages === undefined ? {} : { minPages }),
  };
}

function wholeNumber(env: Env, name: string, unit: string, fallback: string): number | undefined {
  const text = env[name]?.trim() ?? '';
  if (text === '') return undefined;
  const n = Number(text);
  if (/^\d+$/.test(text) && Number.isSafeInteger(n)) return n;
  throw userError(
    'CONFIG_INVALID',
    `${name}=${text}: not a whole number of ${unit}; give e.g. 0 (always the accelerated route) or leave it unset (${fallback})`,
  );
}
