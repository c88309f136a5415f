// The admin gate (spec admin §2): loading, 管理者ログイン, 権限がありません, or the admin screens.
// Builds for the emulators also offer e-mail sign-in: the Auth emulator's popup page loads its
// assets from a CDN that may be unreachable (DESIGN "The back office"); production never shows it.
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
} from 'firebase/auth';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorText, failureText } from '../lib/call.ts';
import { auth, usesEmulators } from '../lib/firebase.ts';
import { GATE } from '../texts.ts';
import type { GateState } from './claims.ts';
import { useGate } from './useGate.ts';

export function Gate({ children }: { children: (state: GateState & { kind: 'admin' }) => ReactNode }) {
  const { state, requestAdmin } = useGate();
  switch (state.kind) {
    case 'loading':
      return (
        <main className="gate" aria-busy="true">
          <p>{GATE.loading}</p>
        </main>
      );
    case 'noauth':
      return <LoginScreen />;
    case 'noadmin':
      return <NoAdminScreen email={state.email} requestAdmin={requestAdmin} />;
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
      {usesEmulators && <EmailLogin onError={setError} />}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}

function EmailLogin({ onError }: { onError: (message: string | null) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onError(null);
    try {
      await signInWithEmailAndPassword(auth, email, password);
    } catch (error) {
      const code = (error as { code?: string }).code;
      // The emulator starts empty: an unknown account is created on first sign-in.
      if (code !== 'auth/user-not-found' && code !== 'auth/invalid-credential') {
        onError(errorText(error, ''));
        return;
      }
      await createUserWithEmailAndPassword(auth, email, password).catch((e: unknown) =>
        onError(errorText(e, '')),
      );
    }
  };
  return (
    <form className="email-login" onSubmit={submit}>
      <p className="note">{GATE.emulatorNote}</p>
      <label>
        {GATE.emailLabel}
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </label>
      <label>
        {GATE.passwordLabel}
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          minLength={6}
        />
      </label>
      <button type="submit">{GATE.emailLoginButton}</button>
    </form>
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
