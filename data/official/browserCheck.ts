// Cloudflare's browser check ("bot management") in front of an official site: how an answer shows
// it. The one line that reports it is engine/officialSites.ts's, which the admin app reads too.

/**
 * What shows that an answer is Cloudflare's browser check, or undefined: the `cf-mitigated:
 * challenge` header, or a 403/503 whose body is the "Just a moment..." page.
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
  return undefined;
}
