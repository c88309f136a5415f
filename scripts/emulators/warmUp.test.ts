// The warm-up against a real HTTP server standing in for a Functions emulator that is still
// loading: it asks again until each function answers, and reports one that never does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUpCallables } from './warmUp.ts';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((done) => server?.close(done));
  server = undefined;
});

/** A server answering 503 to each path's first `loading` requests, then 401 (a refusal: loaded). */
async function loadingEmulator(loading: Record<string, number>): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  server = createServer((request, response) => {
    const name = request.url!.split('/').pop()!;
    seen.push(name);
    const left = loading[name] ?? 0;
    loading[name] = left - 1;
    response.writeHead(left > 0 || left === -Infinity ? 503 : 401).end('{}');
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/demo-tcg/asia-northeast1`,
    seen,
  };
}

describe('warmUpCallables(options)', () => {
  it('asks each function again until it has loaded, one after the other', async () => {
    const { url, seen } = await loadingEmulator({ getAdminCounts: 3, getDashboard: 1 });
    const took = await warmUpCallables({
      baseUrl: url,
      names: ['getAdminCounts', 'getDashboard', 'listRules'],
      retryDelayMs: 5,
    });
    expect(seen).toEqual([
      'getAdminCounts',
      'getAdminCounts',
      'getAdminCounts',
      'getAdminCounts',
      'getDashboard',
      'getDashboard',
      'listRules',
    ]);
    expect([...took.keys()]).toEqual(['getAdminCounts', 'getDashboard', 'listRules']);
    for (const seconds of took.values()) expect(seconds).toEqual(expect.any(Number));
  });

  it('gives up at the deadline on a function that never loads, and on those after it', async () => {
    const { url, seen } = await loadingEmulator({ getDeployStatus: -Infinity });
    const took = await warmUpCallables({
      baseUrl: url,
      names: ['getDeployStatus', 'listRules'],
      timeoutMs: 200,
      retryDelayMs: 20,
    });
    expect(took.get('getDeployStatus')).toBeNull();
    expect(took.get('listRules')).toBeNull();
    expect(seen).not.toContain('listRules');
  });

  it('waits through a refused connection (the emulator not listening yet)', async () => {
    const { url } = await loadingEmulator({});
    const port = Number(new URL(url).port);
    await new Promise((done) => server!.close(done));
    const later = setTimeout(() => server!.listen(port, '127.0.0.1'), 100);
    const took = await warmUpCallables({
      baseUrl: url,
      names: ['listRules'],
      retryDelayMs: 20,
      timeoutMs: 5000,
    });
    clearTimeout(later);
    expect(took.get('listRules')).toEqual(expect.any(Number));
  });
});
