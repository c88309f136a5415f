// A preview run (spec admin §4 "Preview run"): idle, loading, success, error, timeout. The timer
// gives up at 180 s; a result arriving after that (or after a newer run started) is ignored.
import { useRef, useState } from 'react';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { call, failureText } from './call.ts';

/** Preview timer (spec admin §9). */
export const PREVIEW_TIMEOUT_MS = 180_000;

type Preview = CallableResult<'evaluateDeckRulesPreview'>;
export type PreviewState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success'; result: Preview }
  | { kind: 'error'; message: string }
  | { kind: 'timeout' };

export function usePreview(failedText: string, timeoutMs = PREVIEW_TIMEOUT_MS) {
  const [state, setState] = useState<PreviewState>({ kind: 'idle' });
  const runId = useRef(0);
  const run = (deckId: string) => {
    const id = ++runId.current;
    setState({ kind: 'loading' });
    const timer = window.setTimeout(() => {
      if (runId.current !== id) return;
      runId.current++; // a late result no longer matches
      setState({ kind: 'timeout' });
    }, timeoutMs);
    call('evaluateDeckRulesPreview', { deckId }).then(
      (result) => {
        window.clearTimeout(timer);
        if (runId.current === id) setState({ kind: 'success', result });
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        if (runId.current === id) setState({ kind: 'error', message: failureText(failedText, error) });
      },
    );
  };
  return { state, run };
}
