// The gate's state machine (spec admin §4): loading; no user → noauth; otherwise the ID token is
// force-refreshed and its claims decide admin or noadmin. Requesting admin calls setAdminClaim,
// refreshes the token and re-evaluates.
import { onAuthStateChanged, type User } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../lib/call.ts';
import { auth } from '../lib/firebase.ts';
import { type GateState, isAdminClaims } from './claims.ts';

async function evaluate(user: User): Promise<GateState> {
  const token = await user.getIdTokenResult(true);
  const who = { uid: user.uid, email: user.email };
  return isAdminClaims(token.claims) ? { kind: 'admin', ...who } : { kind: 'noadmin', ...who };
}

export function useGate(): { state: GateState; requestAdmin: () => Promise<void> } {
  const [state, setState] = useState<GateState>({ kind: 'loading' });

  useEffect(() => {
    let current = 0;
    return onAuthStateChanged(auth, (user) => {
      const run = ++current;
      if (!user) {
        setState({ kind: 'noauth' });
        return;
      }
      setState({ kind: 'loading' });
      evaluate(user).then(
        (next) => run === current && setState(next),
        // A token that cannot be refreshed (revoked account, unreachable Auth) reads as signed out.
        () => run === current && setState({ kind: 'noauth' }),
      );
    });
  }, []);

  const requestAdmin = useCallback(async () => {
    const user = auth.currentUser;
    if (!user) return;
    await call('setAdminClaim', { targetUid: user.uid, isAdmin: true });
    setState(await evaluate(user));
  }, []);

  return { state, requestAdmin };
}
