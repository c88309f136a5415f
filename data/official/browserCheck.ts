// Cloudflare's browser check ("bot management") in front of an official site: how an answer shows
// it. The one line that reports it is engine/officialSites.ts's, which the admin app reads too.

/**
 * Cloudflare's block page: a 403 without the challenge marker that refuses the client outright
 * ("Sorry, you have been blocked", or the plain `error code: 1010` a non-browser TLS handshake
 * gets). Asking again is as futile as after a challenge, and the way round the same.
 */
const BLOCK_PAGE = /Sorry, you have been blocked|Attention Required! \| Cloudflare|error code: (10\d\d)\b/i;

/**
 * What shows that an answer is Cloudflare's browser check, or undefined: the `cf-mitigated:
 * challenge` header, a 403/503 whose body is the "Just a moment..." page, or a 403 whose body is
 * Cloudflare's block page.
 */
export function browserCheckEvidence(
  status: number,
  headers: { get(name: string): string | null },
  body: string,
): string | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (headers.get('cf-mitigated')?.trim().toLowerCase() === 'challenge') return 'cf-mitigated: challenge';
  if ((status === 403 || status === 503) && /Just a moment/i.test(body.slice(0, 20_000))) {
    return 'its "Just a moment" page';
  }
  const block = status === 403 ? BLOCK_PAGE.exec(body.slice(0, 20_000)) : null;
  if (block) return block[1] === undefined ? 'its block page' : `its block page, error code ${block[1]}`;
  return undefined;
}
