// withRetry (which gRPC errors are retried, how a persistent failure reads, a call that never
// answers) and resolveCredentials (the order Google's libraries use), without a server.
import { describe, expect, it } from 'vitest';
import { isUserError } from '../engine/userError.ts';
import { resolveCredentials, retryOptionsFromEnv, withRetry } from './firestoreClient.ts';

const grpcError = (code: number, text: string) =>
  Object.assign(new Error(`${code} ${text}: details`), { code });
const noSleep = async () => undefined;

describe('withRetry(target, what, operation)', () => {
  it('retries a transient error and returns the later answer', async () => {
    let calls = 0;
    const result = await withRetry(
      'firestore:p',
      'reading decks',
      async () => {
        calls++;
        if (calls < 3) throw grpcError(14, 'UNAVAILABLE');
        return 'ok';
      },
      { sleep: noSleep },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
  });

  it('gives one line naming the target and what failed when the error persists', async () => {
    let calls = 0;
    const error = await withRetry(
      'firestore:p',
      'committing a batch of 500 writes',
      async () => {
        calls++;
        throw grpcError(4, 'DEADLINE_EXCEEDED');
      },
      { attempts: 3, sleep: noSleep },
    ).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(isUserError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'firestore:p: committing a batch of 500 writes failed after 3 attempts (4 DEADLINE_EXCEEDED: details); check that Firestore is reachable and rerun',
    );
  });

  it('does not retry an error that is not transient', async () => {
    let calls = 0;
    const error = await withRetry(
      'firestore:p',
      'reading decks',
      async () => {
        calls++;
        throw grpcError(3, 'INVALID_ARGUMENT');
      },
      { sleep: noSleep },
    ).catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(isUserError(error)).toBe(false);
  });

  it('stops at once on a refused credential, saying to check it', async () => {
    const error = await withRetry(
      'firestore:p',
      'counting decks',
      async () => {
        throw grpcError(7, 'PERMISSION_DENIED');
      },
      { sleep: noSleep },
    ).catch((e: unknown) => e);
    expect(isUserError(error)).toBe(true);
    expect((error as Error).message).toMatch(
      /^firestore:p: counting decks was refused .*check the credentials/,
    );
  });

  it('gives up on an attempt that never answers and tries again', async () => {
    let calls = 0;
    const result = await withRetry(
      'firestore:p',
      'committing a batch of 40 writes',
      () => {
        calls++;
        return calls === 1 ? new Promise<string>(() => undefined) : Promise.resolve('landed');
      },
      { attemptTimeoutMs: 20, sleep: noSleep },
    );
    expect(result).toBe('landed');
    expect(calls).toBe(2);
  });

  it('stops retrying once the total retry time is spent, and tells each retry', async () => {
    let calls = 0;
    const lines: string[] = [];
    const error = await withRetry(
      'firestore:p',
      'reading decks',
      async () => {
        calls++;
        throw grpcError(14, 'UNAVAILABLE');
      },
      { attempts: 1000, baseDelayMs: 40, maxDelayMs: 40, totalMs: 300, onRetry: (line) => lines.push(line) },
    ).catch((e: unknown) => e);
    expect(isUserError(error)).toBe(true);
    expect((error as Error).message).toMatch(
      /^firestore:p: reading decks failed after \d+ attempts \(14 UNAVAILABLE: details\); check that Firestore is reachable/,
    );
    // Waits of 20–40 ms within 300 ms: far fewer than the 1000 attempts allowed.
    expect(calls).toBeGreaterThan(3);
    expect(calls).toBeLessThan(20);
    expect(lines).toHaveLength(calls - 1);
    expect(lines[0]).toMatch(
      /^firestore:p: reading decks: 14 UNAVAILABLE: details; retry 2 of 1000 in 0\.0 s$/,
    );
  });
});

describe('resolveCredentials(env)', () => {
  const none = () => false;

  it('prefers the emulator host, then the key file, then gcloud, then a Google runtime', () => {
    expect(resolveCredentials({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', HOME: '/h' }, none)).toEqual({
      kind: 'emulator',
      host: '127.0.0.1:8080',
    });
    expect(resolveCredentials({ GOOGLE_APPLICATION_CREDENTIALS: '/k.json', HOME: '/h' }, () => true)).toEqual(
      {
        kind: 'keyFile',
        file: '/k.json',
      },
    );
    const gcloud = '/h/.config/gcloud/application_default_credentials.json';
    expect(resolveCredentials({ HOME: '/h' }, (file) => file === gcloud)).toEqual({
      kind: 'gcloud',
      file: gcloud,
    });
    expect(resolveCredentials({ HOME: '/h', K_SERVICE: 'svc' }, none)).toEqual({ kind: 'metadata' });
  });

  it('says in one line what to do when there are none, or the key file is missing', () => {
    expect(() => resolveCredentials({ HOME: '/h' }, none)).toThrow(
      /^no Google credentials found; set GOOGLE_APPLICATION_CREDENTIALS/,
    );
    expect(() => resolveCredentials({ GOOGLE_APPLICATION_CREDENTIALS: '/k.json', HOME: '/h' }, none)).toThrow(
      'GOOGLE_APPLICATION_CREDENTIALS: /k.json not found; point it at a service-account key file or unset it',
    );
  });
});

describe('retryOptionsFromEnv(env)', () => {
  it('takes one attempt’s time from TCG_FIRESTORE_TIMEOUT_MS; unset or empty leaves the default', () => {
    expect(retryOptionsFromEnv({ TCG_FIRESTORE_TIMEOUT_MS: '5000' })).toEqual({ attemptTimeoutMs: 5000 });
    expect(retryOptionsFromEnv({ TCG_FIRESTORE_TIMEOUT_MS: ' 250 ' })).toEqual({ attemptTimeoutMs: 250 });
    expect(retryOptionsFromEnv({})).toEqual({});
    expect(retryOptionsFromEnv({ TCG_FIRESTORE_TIMEOUT_MS: '' })).toEqual({});
  });

  it('refuses a value that is not a whole number of milliseconds above 0, in one line', () => {
    for (const bad of ['5s', '0', '-1', '1.5']) {
      expect(() => retryOptionsFromEnv({ TCG_FIRESTORE_TIMEOUT_MS: bad })).toThrow(
        `TCG_FIRESTORE_TIMEOUT_MS: "${bad}" is not a whole number of milliseconds above 0; give e.g. 60000 or leave it unset`,
      );
    }
  });

  it('reaches a connection’s calls: an attempt with no answer fails after that time', async () => {
    const retry = retryOptionsFromEnv({ TCG_FIRESTORE_TIMEOUT_MS: '50' });
    const error = await withRetry('firestore:demo', 'reading decks', () => new Promise(() => {}), {
      ...retry,
      attempts: 1,
      onRetry: () => {},
    }).catch((e: unknown) => e);
    expect(isUserError(error)).toBe(true);
    expect((error as Error).message).toMatch(
      /reading decks failed after 1 attempt \(4 DEADLINE_EXCEEDED: no answer within 0.1 s\)/,
    );
  });
});
