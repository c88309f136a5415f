// Errors of the official sites, one closed set of reasons: a job worker retries the transient
// ones later and gives up on the permanent ones at once; the CLI prints the message as one line.
import { UserError } from '../../engine/userError.ts';

export type OfficialFailure =
  /** The site answered 404 or said the deck does not exist. */
  | 'not_found'
  /** The page or JSON is not in the expected format (a format change, or not a deck page). */
  | 'format'
  /** A deck that is not 60 cards. */
  | 'deck_size'
  /** 429 or 5xx after every retry, or another HTTP status. */
  | 'http'
  /** Cloudflare's browser check (a challenge answer): no program gets through, asking again is futile. */
  | 'challenge'
  | 'timeout'
  /** Connection refused, reset, DNS... */
  | 'network';

export class OfficialSiteError extends UserError {
  constructor(
    readonly failure: OfficialFailure,
    message: string,
    /** The HTTP status, when there was an answer. */
    readonly status?: number,
  ) {
    super(failure === 'challenge' ? 'OFFICIAL_BROWSER_CHECK' : 'OFFICIAL_SITE', message);
  }

  /** Whether trying again later may succeed. */
  get transient(): boolean {
    switch (this.failure) {
      case 'http':
      case 'timeout':
      case 'network':
      // The deck or event is fine; the site refuses programs for now (a job keeps its deck).
      case 'challenge':
        return true;
      case 'not_found':
      case 'format':
      case 'deck_size':
        return false;
      default:
        return assertNever(this.failure);
    }
  }
}

export function isOfficialSiteError(error: unknown): error is OfficialSiteError {
  return error instanceof OfficialSiteError;
}

/** Whether an error is the official site's browser check (the catalogue's OFFICIAL_BROWSER_CHECK). */
export function isBrowserCheck(error: unknown): error is OfficialSiteError {
  return error instanceof OfficialSiteError && error.failure === 'challenge';
}

function assertNever(value: never): never {
  throw new Error(`unexpected failure kind: ${String(value)}`);
}
