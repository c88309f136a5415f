// The web SDK's English failures in Japanese (spec admin: every text the admin shows is Japanese).
import { NETWORK } from '../texts/common.ts';

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;

/**
 * The Japanese text for a failure whose message is the web SDK's English (the server's own
 * messages are Japanese and shown as they are); undefined for those.
 */
export function japaneseFailure(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (JAPANESE.test(message)) return undefined;
  const fullCode = String((error as { code?: unknown } | null)?.code ?? '');
  // Sign-in failures (Firebase Auth's own English).
  if (fullCode.startsWith('auth/')) {
    if (fullCode === 'auth/network-request-failed') return NETWORK.unreachable;
    if (fullCode === 'auth/popup-closed-by-user' || fullCode === 'auth/cancelled-popup-request')
      return NETWORK.signInCancelled;
    if (/^auth\/(invalid-credential|wrong-password|user-not-found|invalid-email)$/.test(fullCode))
      return NETWORK.badCredentials;
    return NETWORK.signInFailed;
  }
  const code = fullCode.replace(/^functions\//, '');
  // A fetch that never reached the server: the SDK reports `internal [0]`; a plain fetch, a TypeError.
  if (/\[0\]$/.test(message) || error instanceof TypeError) return NETWORK.unreachable;
  switch (code) {
    case 'deadline-exceeded':
      return NETWORK.timeout;
    case 'unavailable':
      return NETWORK.unavailable;
    case 'cancelled':
      return NETWORK.cancelled;
    case 'internal':
      return NETWORK.internal;
    case 'invalid-argument':
      return NETWORK.invalid;
    case 'not-found':
      return NETWORK.notFound;
    case 'failed-precondition':
      return NETWORK.precondition;
    case 'permission-denied':
    case 'unauthenticated':
      return NETWORK.denied;
    default:
      return message.trim() === '' ? undefined : NETWORK.other;
  }
}
