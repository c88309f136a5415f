// E-mail/password sign-in, in emulator builds only: the Auth emulator's popup page loads its
// assets from a CDN that may be unreachable (DESIGN "The back office"). Gate.tsx renders it under
// the build-time literal __TCG_ADMIN_EMULATORS__, so a production bundle holds none of it.
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { type FormEvent, useState } from 'react';
import { errorText } from '../lib/call.ts';
import { auth } from '../lib/firebase.ts';
import { EMULATOR_LOGIN } from '../texts/gate.ts';

export function EmailLogin({ onError }: { onError: (message: string | null) => void }) {
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
      <p className="note">{EMULATOR_LOGIN.note}</p>
      <label>
        {EMULATOR_LOGIN.emailLabel}
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </label>
      <label>
        {EMULATOR_LOGIN.passwordLabel}
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          minLength={6}
        />
      </label>
      <button type="submit">{EMULATOR_LOGIN.button}</button>
    </form>
  );
}
