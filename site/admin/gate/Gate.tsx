// The admin gate (spec admin §2): loading, 管理者ログイン, 権限がありません, or the admin screens.
// Builds for the emulators also offer e-mail sign-in (EmailLogin.tsx); production never holds it.
import { GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { type ReactNode, useState } from 'react';
import { FooterContent } from '../components/AdminFooter.tsx';
import { errorText, failureText } from '../lib/call.ts';
import { auth } from '../lib/firebase.ts';
import { GATE } from '../texts/gate.ts';
import type { GateState } from './claims.ts';
import { EmailLogin } from './EmailLogin.tsx';
import { useGate } from './useGate.ts';

export function Gate({ children }: { children: (state: GateState & { kind: 'admin' }) => ReactNode }) {
  const { state, requestAdmin } = useGate();
  switch (state.kind) {
    case 'loading':
      return (
        <>
          <main className="gate" aria-busy="true">
            <p>{GATE.loading}</p>
          </main>
          <FooterContent />
        </>
      );
    case 'noauth':
      return (
        <>
          <LoginScreen />
          <FooterContent />
        </>
      );
    case 'noadmin':
      return (
        <>
          <NoAdminScreen email={state.email} requestAdmin={requestAdmin} />
          <FooterContent />
        </>
      );
    case 'admin':
      return children(state);
    default:
      throw new Error(`unknown gate state: ${JSON.stringify(state satisfies never)}`);
  }
}

function LoginScreen() {
  const [error, setError] = useState<string | null>(null);
  const login = () => {
    setError(null);
    signInWithPopup(auth, new GoogleAuthProvider()).catch((e: unknown) => setError(errorText(e, '')));
  };
  return (
    <main className="gate">
      <h1>{GATE.loginTitle}</h1>
      <p>{GATE.loginSubtitle}</p>
      <button type="button" className="primary" onClick={login}>
        {GATE.loginButton}
      </button>
      {/* A literal at build time: false drops the form from the bundle. */}
      {__TCG_ADMIN_EMULATORS__ && <EmailLogin onError={setError} />}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}

function NoAdminScreen(props: { email: string | null; requestAdmin: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const request = async () => {
    setBusy(true);
    try {
      await props.requestAdmin();
    } catch (error) {
      window.alert(failureText(GATE.grantFailed, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="gate">
      <h1>{GATE.noAdminTitle}</h1>
      {props.email && <p className="muted">{props.email}</p>}
      <p>{GATE.noAdminNote}</p>
      <button type="button" className="primary" onClick={request} disabled={busy}>
        {GATE.requestAdmin}
      </button>
      <button type="button" onClick={() => auth.signOut()}>
        {GATE.logout}
      </button>
    </main>
  );
}
