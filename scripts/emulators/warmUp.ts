// The Functions emulator loads a function on its first call, which takes tens of seconds on a
// busy machine: the admin's first dashboard then showed 取得に失敗しました for a minute. So
// `npm run emulators` calls the callables the dashboard opens with before it says "ready".

/** The callables the dashboard (and the rule list behind it) call as they open. */
export const FIRST_SCREEN_CALLABLES = [
  'getAdminCounts',
  'getDashboard',
  'getDeployStatus',
  'getPublicDocStatus',
  'getPublicWindow',
  'listRules',
] as const;

export interface WarmUpOptions {
  /** http://127.0.0.1:5001/demo-tcg/asia-northeast1 */
  baseUrl: string;
  names: readonly string[];
  /** Give up after this long in all (the functions left then fail on the screen as before). */
  timeoutMs?: number;
  retryDelayMs?: number;
}

/**
 * Calls each function, unauthenticated, until it answers (its refusal proves it is loaded): a
 * connection error or a 5xx means it is still starting. Returns the seconds each one took, or
 * null for one that did not answer before the deadline (every one after it is then not asked).
 */
export async function warmUpCallables(options: WarmUpOptions): Promise<Map<string, number | null>> {
  const { baseUrl, names, timeoutMs = 180_000, retryDelayMs = 500 } = options;
  const took = new Map<string, number | null>();
  const deadline = Date.now() + timeoutMs;
  // One at a time: each load spawns a worker, and the machine may have two cores.
  for (const name of names) {
    const started = Date.now();
    took.set(name, null);
    while (Date.now() < deadline) {
      const status = await fetch(`${baseUrl}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"data":{}}',
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      }).then(
        async (response) => {
          await response.body?.cancel();
          return response.status;
        },
        () => 0,
      );
      if (status > 0 && status < 500) {
        took.set(name, (Date.now() - started) / 1000);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    }
  }
  return took;
}
