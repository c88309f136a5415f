// Cloudflare's browser check ("bot management") in front of an official site: how an answer shows
// it, and the one line that reports it. Free of Node APIs: the admin app reads the host back out
// of that line to say the same thing in Japanese.

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

/** The one line for a browser check: the request, the host, the evidence, and why tcg stops. */
export function browserCheckMessage(what: string, url: string, status: number, evidence: string): string {
  const host = new URL(url).host;
  return `${what}: ${host} answered HTTP ${status} with Cloudflare's browser check (${evidence}), which lets only browsers through; tcg does not pass itself off as one, so it stops asking ${host}`;
}

/** The host a browserCheckMessage (or its Japanese, OfficialSiteError.japanese) names, else undefined. */
export function browserCheckHost(message: string): string | undefined {
  const match =
    /(\S+) answered HTTP \d+ with Cloudflare's browser check/u.exec(message) ??
    /公式サイト（([^）]+)）がブラウザ確認/u.exec(message);
  return match?.[1];
}
