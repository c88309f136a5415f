// The callable contract between functions/ and the admin SPA: every callable's name, payload
// schema, timeout and result shape, in one module both sides import (zod only, browser-safe). The
// browser never touches Firestore (docs/decisions.md "Callables only"): each area's module
// (*Callables.ts beside this one) declares its reads and writes, assembled here.

import type { z } from 'zod';
import { RULE_MESSAGES } from '../messages.ts';
import { aggregationCallables } from './aggregationCallables.ts';
import { dashboardCallables } from './dashboardCallables.ts';
import { deckCallables } from './deckCallables.ts';
import { deckJobCallables } from './deckJobCallables.ts';
import { eventCallables } from './eventCallables.ts';
import { exportCallables } from './exportCallables.ts';
import { importCallables } from './importCallables.ts';
import { jobCallables } from './jobCallables.ts';
import { ruleCallables } from './ruleCallables.ts';
import { ruleHistoryCallables } from './ruleHistoryCallables.ts';
import { settingsCallables } from './settingsCallables.ts';
import { suggestCallables } from './suggestCallables.ts';

export { PUBLIC_DOC_PATHS } from './aggregationCallables.ts';
export { DateCursorShape } from './dateCursor.ts';
export { CLASSIFY_DECKS_INVALID, CLASSIFY_DECKS_LIMIT } from './deckCallables.ts';
export { EXPORTABLE_COLLECTIONS } from './exportCallables.ts';
export { IMPORT_LIMITS, IMPORT_MESSAGES, utf8Bytes } from './importCallables.ts';
export * from './shapes.ts';

/** Where the functions run: Tokyo, nearest to the site's Japanese users (docs/decisions.md). */
export const FUNCTIONS_REGION = 'asia-northeast1';

export interface CallableContract {
  /** Seconds before the server gives up (the spec's timeouts; ours where it shows none). */
  readonly timeoutSeconds: number;
  /** Writes system/admin/function_runs/{name}: running, then success or error. */
  readonly runLog: boolean;
  readonly payload: z.ZodType;
  readonly result: z.ZodType;
}

/** The spec's 14, then the admin SPA's reads and writes by area, then the misclassification radar. */
export const callables = {
  ...jobCallables,
  ...dashboardCallables,
  ...ruleCallables,
  ...ruleHistoryCallables,
  ...deckCallables,
  ...eventCallables,
  ...settingsCallables,
  ...deckJobCallables,
  ...aggregationCallables,
  ...importCallables,
  ...exportCallables,
  ...suggestCallables,
} as const satisfies Record<string, CallableContract>;

export type CallableName = keyof typeof callables;
/** What the caller sends (before defaults are applied). */
export type CallablePayload<N extends CallableName> = z.input<(typeof callables)[N]['payload']>;
/** What the server sees after parsing (defaults applied, numbers floored). */
export type ParsedPayload<N extends CallableName> = z.output<(typeof callables)[N]['payload']>;
export type CallableResult<N extends CallableName> = z.output<(typeof callables)[N]['result']>;

export const CALLABLE_NAMES = Object.keys(callables) as CallableName[];
/** The spec's 14 callables (admin §7), in the spec's order. */
export const SPEC_CALLABLE_NAMES = Object.keys(jobCallables) as (keyof typeof jobCallables)[];
/** Every callable that requires an admin: all but setAdminClaim (owners, see below). */
export const ADMIN_CALLABLE_NAMES = CALLABLE_NAMES.filter((name) => name !== 'setAdminClaim');
/** Callables that keep a run log (the aggregation manager's table lists these). */
export const RUN_LOGGED_NAMES = CALLABLE_NAMES.filter((name) => callables[name].runLog);

/**
 * What a failed call carries in `error.details` (FirebaseError from httpsCallable): for
 * invalid-argument every issue with its path; `error.message` is the first issue's message.
 */
export interface CallableErrorDetails {
  issues?: { path: string; message: string }[];
  /** The catalogue code of a user error (engine/errors.ts), e.g. OFFICIAL_BROWSER_CHECK. */
  userErrorCode?: string;
  /** The technical detail of a message shown in Japanese (the official site's English line). */
  detail?: string;
}

/** Messages of failures the server reports (spec admin §5 and §8; ours where marked). */
export const CALLABLE_MESSAGES = {
  notAdmin: '管理者権限が必要です',
  /** setAdminClaim by an account the configuration does not list as an owner (ours). */
  notOwner: 'オーナーとして登録されたアカウントだけが管理者権限を付与できます',
  ruleNotFound: '指定のルールが見つかりません',
  toggleRuleMissing: '対象のルールが見つかりません',
  ruleIdTaken: 'ルールIDが重複しています',
  /** A new rule past the rule-count limit (the rule check's message). */
  tooManyRules: RULE_MESSAGES.tooManyRules,
  eventNotFound: 'イベントが見つかりませんでした',
  deckNotFound: 'デッキが見つかりませんでした',
} as const;

/**
 * The message to show for a failed call: the web SDK appends the HTTP status (` [403]`) to the
 * server's message, which the screens do not show.
 */
export function callableErrorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const clean = message.replace(/\s*\[\d{3}\]$/, '').trim();
  return clean === '' ? fallback : clean;
}
