// The official sites as every layer names them: their default origins, and the one line that
// reports Cloudflare's browser check in front of one. The fetchers (data/official/) write that line;
// the admin app (site/admin/) reads the host back out of it to say the same in Japanese.

export const DEFAULT_DECK_ORIGIN = 'https://www.pokemon-card.com';
export const DEFAULT_EVENTS_ORIGIN = 'https://players.pokemon-card.com';

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
