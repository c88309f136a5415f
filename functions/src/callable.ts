// One wrapper for every admin callable: the admin check comes first (a refused caller causes no
// read and no write), then the payload is parsed with the contract's schema, the handler runs
// (inside the run log when the contract says so), and the result is checked against its shape.
import { logger } from 'firebase-functions';
import type { SecretParam } from 'firebase-functions/params';
import { type CallableRequest, HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  CALLABLE_MESSAGES,
  type CallableName,
  type CallableResult,
  callables,
  FUNCTIONS_REGION,
  type ParsedPayload,
} from '../../engine/admin/callables.ts';
import { ADMIN_FORM_MESSAGES } from '../../engine/messages.ts';
import { isAdminToken } from './access.ts';
import { fromZodError, toHttpsError } from './callError.ts';
import { runLogged } from './runLog.ts';
import { type CallContext, sharedFirestore } from './runtime.ts';

export type Handler<N extends CallableName> = (
  payload: ParsedPayload<N>,
  context: CallContext,
) => Promise<CallableResult<N>>;

export type AdminName = Exclude<CallableName, 'setAdminClaim'>;

/** The caller as the callable protocol hands it over (uid and verified token claims). */
export type CallAuth = CallableRequest['auth'];

/** The refusal a non-admin gets: the rule editor's sign-in texts where the spec has them. */
function refusal(name: CallableName, auth: CallAuth): HttpsError {
  if (!auth && name === 'saveRule')
    return new HttpsError('permission-denied', ADMIN_FORM_MESSAGES.saveUnauthenticated);
  if (!auth && name === 'setRuleEnabled')
    return new HttpsError('permission-denied', ADMIN_FORM_MESSAGES.toggleUnauthenticated);
  return new HttpsError('permission-denied', CALLABLE_MESSAGES.notAdmin);
}

export function parsePayload<N extends CallableName>(name: N, data: unknown): ParsedPayload<N> {
  const parsed = callables[name].payload.safeParse(data);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data as ParsedPayload<N>;
}

/** The whole call, without the firebase-functions trigger around it (tests call this too). */
export async function runAdminCall<N extends AdminName>(
  name: N,
  handler: Handler<N>,
  auth: CallAuth,
  data: unknown,
  base: Omit<CallContext, 'caller'>,
): Promise<CallableResult<N>> {
  if (!auth || !isAdminToken(auth.token)) throw refusal(name, auth);
  const payload = parsePayload(name, data);
  const email = typeof auth.token.email === 'string' ? auth.token.email : null;
  const context: CallContext = { ...base, caller: { uid: auth.uid, email } };
  const work = () => handler(payload, context);
  try {
    const result = callables[name].runLog ? await runLogged(base.db, name, auth.uid, work) : await work();
    const checked = callables[name].result.safeParse(result);
    if (!checked.success) {
      logger.error(`${name}: result does not match the contract`, checked.error.issues.slice(0, 5));
      throw new Error(`${name}: the server built a result that does not match the contract`);
    }
    return result;
  } catch (error) {
    const httpsError = toHttpsError(error);
    if (httpsError.code === 'internal') logger.error(`${name} failed`, error);
    throw httpsError;
  }
}

export interface TriggerOptions {
  memory?: '256MiB' | '512MiB' | '1GiB' | '2GiB' | '4GiB';
  secrets?: (string | SecretParam)[];
}

/** The deployed callable: region, the contract's timeout, and the shared Firestore. */
export function adminCallable<N extends AdminName>(
  name: N,
  handler: Handler<N>,
  options: TriggerOptions = {},
) {
  return onCall(
    {
      region: FUNCTIONS_REGION,
      timeoutSeconds: callables[name].timeoutSeconds,
      memory: options.memory ?? '512MiB',
      ...(options.secrets ? { secrets: options.secrets } : {}),
    },
    (request) => {
      const { db, store } = sharedFirestore();
      return runAdminCall(name, handler, request.auth, request.data, { db, store, now: () => new Date() });
    },
  );
}
