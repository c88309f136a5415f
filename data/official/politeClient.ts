// HTTP GET for the official sites, politely: a bound on requests in flight (p-limit), a minimum
// delay between request starts to one host, a User-Agent naming this tool, a timeout per attempt,
// and retries of 429, 5xx, timeouts and dropped connections with exponential backoff and jitter,
// honouring Retry-After. See docs/decisions.md "Ingestion" for the figures. Cloudflare's browser
// check is never retried: the first challenge stops every later request to that host in the run.
// Answers are bounded: a body over MAX_BODY_BYTES once decoded (so a gzip bomb
// too) fails as a format error without a retry, and redirects are followed only on one origin.
import pLimit from 'p-limit';
import { browserCheckMessage } from '../../engine/officialSites.ts';
import { browserCheckEvidence } from './browserCheck.ts';
import { OfficialSiteError } from './officialError.ts';

export const USER_AGENT =
  'tcg-deck-stats/0.1 (Pokémon TCG deck statistics pipeline; polite official-site ingestion)';

/** The largest answer body read, decoded: real deck pages and API answers are under 300 KB. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Redirects followed per request (each to the same origin as the URL asked for). */
export const MAX_REDIRECTS = 5;

export interface PoliteClientOptions {
  /** Requests in flight at once, over all hosts (default 2). */
  concurrency?: number;
  /** Milliseconds between two request starts to the same host (default 1000). */
  minDelayMs?: number;
  /** Milliseconds one attempt may take, body included (default 20,000). */
  timeoutMs?: number;
  /** Retries after the first attempt (default 4). */
  retries?: number;
  /** The first backoff; each next one doubles (default 1000). */
  baseDelayMs?: number;
  /** The longest backoff (default 60,000). */
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the request fails (default 300,000). */
  maxRetryAfterMs?: number;
  userAgent?: string;
  /** The largest body read, in decoded bytes (default MAX_BODY_BYTES); more fails the attempt. */
  maxBodyBytes?: number;
  /** Stops waiting and requests in flight (Ctrl-C). */
  signal?: AbortSignal;
  /** For tests: the jitter source, the clock and the sleeper. */
  random?: () => number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** A 2xx answer or a 404 (which callers read as "none"); anything else has thrown. */
export interface PoliteResponse {
  status: number;
  body: string;
  url: string;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Whether an HTTP status is worth asking again for. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

type Attempt =
  | { kind: 'answer'; response: PoliteResponse }
  | { kind: 'retry'; error: OfficialSiteError; retryAfter?: number };

export class PoliteClient {
  private readonly limit: ReturnType<typeof pLimit>;
  /** Per host: the earliest time the next request may start. */
  private readonly nextStart = new Map<string, number>();
  /** Hosts that answered with a browser check: asked no more in this client's life. */
  private readonly refused = new Map<string, { status: number; evidence: string }>();
  private readonly options: Required<Omit<PoliteClientOptions, 'signal'>> & { signal?: AbortSignal };

  constructor(options: PoliteClientOptions = {}) {
    this.options = {
      concurrency: options.concurrency ?? 2,
      minDelayMs: options.minDelayMs ?? 1000,
      timeoutMs: options.timeoutMs ?? 20_000,
      retries: options.retries ?? 4,
      baseDelayMs: options.baseDelayMs ?? 1000,
      maxDelayMs: options.maxDelayMs ?? 60_000,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 300_000,
      userAgent: options.userAgent ?? USER_AGENT,
      maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
      sleep: options.sleep ?? defaultSleep,
      ...(options.signal ? { signal: options.signal } : {}),
    };
    this.limit = pLimit(Math.max(1, this.options.concurrency));
  }

  /**
   * GETs `url`; `what` names the thing fetched in errors ("deck ABC…", "event 123 results").
   * Resolves with a 2xx or 404 answer; throws an OfficialSiteError otherwise.
   */
  get(url: string, what: string, accept = '*/*'): Promise<PoliteResponse> {
    return this.limit(() => this.getWithRetries(url, what, accept));
  }

  private async getWithRetries(url: string, what: string, accept: string): Promise<PoliteResponse> {
    const { retries, baseDelayMs, maxDelayMs, maxRetryAfterMs, random, sleep, signal } = this.options;
    for (let attempt = 0; ; attempt++) {
      this.throwIfRefused(url, what);
      await this.waitForTurn(url);
      this.throwIfRefused(url, what);
      const result = await this.attempt(url, what, accept);
      if (result.kind === 'answer') return result.response;
      if (attempt >= retries) {
        const tries = `${retries + 1} attempt${retries === 0 ? '' : 's'}`;
        throw new OfficialSiteError(
          result.error.failure,
          `${result.error.message} (gave up after ${tries})`,
          result.error.status,
          result.error.reason,
        );
      }
      // Exponential backoff with "equal jitter" (half fixed, half random), unless the server
      // said when to come back: then exactly that, within reason.
      const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
      let delay = backoff / 2 + random() * (backoff / 2);
      if (result.retryAfter !== undefined) {
        if (result.retryAfter > maxRetryAfterMs) {
          throw new OfficialSiteError(
            result.error.failure,
            `${result.error.message}; the site asks to wait ${Math.round(result.retryAfter / 1000)} s (Retry-After), try again later`,
            result.error.status,
            result.error.reason,
          );
        }
        delay = result.retryAfter;
      }
      await sleep(delay, signal);
    }
  }

  /** A host that answered with a browser check is not asked again: the same line, no request. */
  private throwIfRefused(url: string, what: string): void {
    const refusal = this.refused.get(new URL(url).host);
    if (!refusal) return;
    const { status, evidence } = refusal;
    throw new OfficialSiteError('challenge', browserCheckMessage(what, url, status, evidence), status);
  }

  /** Waits until this host's minimum delay since the previous request start has passed. */
  private async waitForTurn(url: string): Promise<void> {
    const host = new URL(url).host;
    const now = this.options.now();
    const start = Math.max(now, this.nextStart.get(host) ?? now);
    this.nextStart.set(host, start + this.options.minDelayMs);
    await this.options.sleep(start - now, this.options.signal);
  }

  private async attempt(url: string, what: string, accept: string): Promise<Attempt> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = this.options.signal ? AbortSignal.any([this.options.signal, timeout]) : timeout;
    let response: Response;
    let body: string | undefined;
    let current = url;
    try {
      // Redirects by hand: followed only to the origin asked for, at most MAX_REDIRECTS.
      for (let hops = 0; ; hops++) {
        response = await fetch(current, {
          headers: { 'user-agent': this.options.userAgent, accept },
          redirect: 'manual',
          signal,
        });
        const location = response.headers.get('location');
        if (response.status < 300 || response.status > 399 || location === null) break;
        await response.body?.cancel();
        const target = new URL(location, current);
        if (target.origin !== new URL(url).origin) {
          throw new OfficialSiteError(
            'http',
            `${what}: ${url} redirects to another site (${target.origin}); not followed, check the official site's address`,
            response.status,
          );
        }
        if (hops >= MAX_REDIRECTS) {
          throw new OfficialSiteError(
            'http',
            `${what}: ${url} redirects more than ${MAX_REDIRECTS} times; not followed further`,
            response.status,
          );
        }
        current = target.href;
      }
      body = await readBounded(response, this.options.maxBodyBytes);
    } catch (error) {
      if (error instanceof OfficialSiteError) throw error;
      if (this.options.signal?.aborted) throw this.options.signal.reason ?? error;
      if (timeout.aborted) {
        const seconds = this.options.timeoutMs / 1000;
        return {
          kind: 'retry',
          error: new OfficialSiteError('timeout', `${what}: ${url} did not answer within ${seconds} s`),
        };
      }
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason =
        cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
      return {
        kind: 'retry',
        error: new OfficialSiteError(
          'network',
          `${what}: ${url} could not be reached (${reason})`,
          undefined,
          reason,
        ),
      };
    }
    if (body === undefined) {
      throw new OfficialSiteError(
        'format',
        `${what}: ${url} answered more than ${formatBytes(this.options.maxBodyBytes)} (the limit of an official answer); not a page this tool reads`,
        response.status,
      );
    }
    const { status } = response;
    if ((status >= 200 && status < 300) || status === 404) {
      return { kind: 'answer', response: { status, body, url: current } };
    }
    const evidence = browserCheckEvidence(status, response.headers, body);
    if (evidence !== undefined) {
      this.refused.set(new URL(url).host, { status, evidence });
      throw new OfficialSiteError('challenge', browserCheckMessage(what, url, status, evidence), status);
    }
    const error = new OfficialSiteError('http', `${what}: ${url} answered HTTP ${status}`, status);
    if (!isRetryableStatus(status)) throw error;
    const retryAfter = retryAfterMs(response.headers.get('retry-after'), this.options.now());
    return { kind: 'retry', error, ...(retryAfter === undefined ? {} : { retryAfter }) };
  }
}

/** `5 MB` for 5 MiB; bytes under 1 MiB as KB. */
function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * The body as text, or undefined when it is over `limit` bytes once decoded: a declared length
 * over it is refused before reading, and reading stops at the first byte past it (fetch decodes
 * gzip and br as it streams, so a small compressed body that inflates past it stops there too).
 */
async function readBounded(response: Response, limit: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}
