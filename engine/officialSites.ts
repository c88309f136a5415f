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

/** The host a browserCheckMessage names, or undefined when the text is not one. */
export function browserCheckHost(message: string): string | undefined {
  return /(\S+) answered HTTP \d+ with Cloudflare's browser check/.exec(message)?.[1];
}
