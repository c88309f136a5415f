// Errors of the official sites, one closed set of reasons: a job worker retries the transient
// ones later and gives up on the permanent ones at once; the CLI prints the message as one line,
// the admin (job table, run log, callables) shows the Japanese sentence of its reason.
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
    /** The network's own code (ENOTFOUND, ECONNRESET…) of a `network` failure. */
    readonly reason?: string,
  ) {
    super(failure === 'challenge' ? 'OFFICIAL_BROWSER_CHECK' : 'OFFICIAL_SITE', message);
  }

  /** The failure as the admin shows it, in Japanese (the English message is its detail). */
  get japanese(): string {
    switch (this.failure) {
      case 'not_found':
        return '公式サイトに該当するページがありません（削除されたか、IDが誤っています）';
      case 'format':
        return '公式サイトの応答が想定した形式ではありません（サイトの仕様変更の可能性があります）';
      case 'deck_size':
        return '公式サイトのデッキが60枚ではありません';
      case 'http':
        return `公式サイトがエラーを返しました${this.status === undefined ? '' : `（HTTP ${this.status}）`}`;
      case 'challenge': {
        // The host stays in the sentence: the admin's notice names it (browserCheckHost).
        const host = /(\S+) answered HTTP \d+ with Cloudflare's browser check/u.exec(this.message)?.[1];
        return `公式サイト${host ? `（${host}）` : ''}がブラウザ確認を求めたため取得できませんでした（tcg events import で取り込めます）`;
      }
      case 'timeout':
        return '公式サイトが時間内に応答しませんでした';
      case 'network':
        return `公式サイトに接続できませんでした${this.reason === undefined ? '' : `（${this.reason}）`}`;
      default:
        return assertNever(this.failure);
    }
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

/** What the admin shows of a failure: an official site's in Japanese, any other's own message. */
export function adminFailureMessage(error: unknown): string {
  if (isOfficialSiteError(error)) return error.japanese;
  return error instanceof Error ? error.message : String(error);
}

/** Whether an error is the official site's browser check (the catalogue's OFFICIAL_BROWSER_CHECK). */
export function isBrowserCheck(error: unknown): error is OfficialSiteError {
  return error instanceof OfficialSiteError && error.failure === 'challenge';
}

function assertNever(value: never): never {
  throw new Error(`unexpected failure kind: ${String(value)}`);
}
