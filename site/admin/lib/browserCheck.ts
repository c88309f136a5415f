// The official site's browser check as the admin screens tell it: a failed call whose details
// carry the catalogue code OFFICIAL_BROWSER_CHECK, or a recorded failure with that code, becomes
// the Japanese notice with the pointer to `tcg events import`.
import { browserCheckHost, DEFAULT_EVENTS_ORIGIN } from '../../../engine/officialSites.ts';
import { BROWSER_CHECK as T } from '../texts/sync.ts';

export const BROWSER_CHECK_CODE = 'OFFICIAL_BROWSER_CHECK';

/** The notice for a browser check reported by `message` (the one line of engine/errors.ts). */
export function browserCheckNotice(message: string): string {
  const host = browserCheckHost(message) ?? new URL(DEFAULT_EVENTS_ORIGIN).host;
  return `${T.refused(host)}${T.pointer}`;
}

/** The notice when a failed call was the browser check, else undefined. */
export function browserCheckOfCall(error: unknown): string | undefined {
  const details = (error as { details?: { userErrorCode?: unknown; detail?: unknown } } | null)?.details;
  if (details?.userErrorCode !== BROWSER_CHECK_CODE) return undefined;
  // The English line (which names the host) is the detail; the message is its Japanese.
  const line =
    typeof details.detail === 'string' ? details.detail : error instanceof Error ? error.message : '';
  return browserCheckNotice(line);
}
