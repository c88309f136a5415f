// Calls one callable of the shared contract (engine/admin/callables.ts) with its timeout; the
// browser reaches the server only this way (DESIGN "The back office").
import { httpsCallable } from 'firebase/functions';
import {
  type CallableName,
  type CallablePayload,
  type CallableResult,
  callableErrorMessage,
  callables,
} from '../../../engine/admin/callables.ts';
import { japaneseFailure } from './failure.ts';
import { functions } from './firebase.ts';

export async function call<N extends CallableName>(
  name: N,
  payload?: CallablePayload<N>,
): Promise<CallableResult<N>> {
  const timeout = callables[name].timeoutSeconds * 1000;
  const callable = httpsCallable<unknown, CallableResult<N>>(functions, name, { timeout });
  const response = await callable(payload ?? {});
  return response.data;
}

/**
 * The text of a failed call: the server's message (often the spec's Japanese text), without the
 * HTTP status the web SDK appends (` [409]`).
 */
export function errorText(error: unknown, fallback: string): string {
  return japaneseFailure(error) ?? callableErrorMessage(error, fallback);
}

/** Validation issues the server attached to an invalid-argument failure, if any. */
export function errorIssues(error: unknown): { path: string; message: string }[] {
  const details = (error as { details?: { issues?: unknown } } | null)?.details;
  return Array.isArray(details?.issues) ? (details.issues as { path: string; message: string }[]) : [];
}

/** The spec's fallback text followed by the underlying message, when there is one. */
export function failureText(fallback: string, error: unknown): string {
  const message = errorText(error, '');
  return message && message !== fallback ? `${fallback}: ${message}` : fallback;
}

/** Whether a call failed because what it names does not exist (the callable's not-found). */
export function isNotFound(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'functions/not-found';
}
