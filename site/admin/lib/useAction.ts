// A button's run: busy while the call runs, then a success or failure message (spec admin §4
// "Action buttons"). One hook instance per group of mutually exclusive buttons.
import { useState } from 'react';
import type { Message } from '../components/ui.tsx';
import { errorText } from './call.ts';

export function useAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const run = async <T>(
    name: string,
    action: () => Promise<T>,
    /**
     * `done`: the success message (text, or a message of its own kind), none without it; `failed`:
     * a prefix for the error's text, or the whole text made from the error.
     */
    texts: {
      done?: (result: T) => string | NonNullable<Message>;
      failed: string | ((error: unknown) => string);
    },
  ): Promise<T | undefined> => {
    setBusy(name);
    setMessage(null);
    try {
      const result = await action();
      const done = texts.done?.(result) ?? null;
      setMessage(typeof done === 'string' ? { kind: 'ok', text: done } : done);
      return result;
    } catch (error) {
      const text =
        typeof texts.failed === 'function' ? texts.failed(error) : `${texts.failed}${errorText(error, '')}`;
      setMessage({ kind: 'error', text });
      return undefined;
    } finally {
      setBusy(null);
    }
  };
  return { busy, message, run, say: setMessage };
}
