import { FunctionsError } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { NETWORK } from '../texts/common.ts';
import { japaneseFailure } from './failure.ts';

describe('japaneseFailure', () => {
  it('puts the web SDK English failures in Japanese', () => {
    // What the SDK throws when the fetch never reaches the server, and on its own timer.
    expect(japaneseFailure(new FunctionsError('internal', 'internal [0]'))).toBe(NETWORK.unreachable);
    expect(japaneseFailure(new TypeError('Failed to fetch'))).toBe(NETWORK.unreachable);
    expect(japaneseFailure(new FunctionsError('deadline-exceeded', 'deadline-exceeded'))).toBe(
      NETWORK.timeout,
    );
    expect(japaneseFailure(new FunctionsError('unavailable', 'UNAVAILABLE [503]'))).toBe(NETWORK.unavailable);
    expect(japaneseFailure(new FunctionsError('internal', 'INTERNAL [500]'))).toBe(NETWORK.internal);
    expect(japaneseFailure(new FunctionsError('cancelled', 'Request was cancelled.'))).toBe(
      NETWORK.cancelled,
    );
    expect(japaneseFailure(new FunctionsError('invalid-argument', 'Invalid input [400]'))).toBe(
      NETWORK.invalid,
    );
    expect(japaneseFailure(new FunctionsError('unknown', 'Backend error status: X [520]'))).toBe(
      NETWORK.other,
    );
  });

  it('puts sign-in failures in Japanese', () => {
    const auth = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
    expect(japaneseFailure(auth('auth/network-request-failed'))).toBe(NETWORK.unreachable);
    expect(japaneseFailure(auth('auth/popup-closed-by-user'))).toBe(NETWORK.signInCancelled);
    expect(japaneseFailure(auth('auth/invalid-credential'))).toBe(NETWORK.badCredentials);
    expect(japaneseFailure(auth('auth/operation-not-allowed'))).toBe(NETWORK.signInFailed);
  });

  it('leaves the server Japanese messages to be shown as they are', () => {
    expect(
      japaneseFailure(new FunctionsError('permission-denied', '管理者権限が必要です [403]')),
    ).toBeUndefined();
    expect(japaneseFailure(new Error(''))).toBeUndefined();
  });
});
