// 「今すぐ分類」: offered once a rule from the radar is saved or re-enabled, so its decks leave the
// unmatched list now rather than at the next scheduled classification; shows the run's result.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { call, failureText } from '../lib/call.ts';
import { COMMON } from '../texts/common.ts';
import { RULES } from '../texts/rules.ts';
import { SUGGEST as T } from '../texts/suggest.ts';
import { ErrorText } from './ui.tsx';

export function ClassifyNow() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CallableResult<'runDeckClassification'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await call('runDeckClassification', {}));
      // Counts, the unmatched list and the rule table change with the run.
      await queryClient.invalidateQueries();
    } catch (e) {
      setError(failureText(RULES.runFailed, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="form-row" data-testid="classify-now">
      <span>{T.classifyOffer}</span>
      <button type="button" className="primary" onClick={run} disabled={busy}>
        {busy ? COMMON.running : T.classifyNow}
      </button>
      {result && (
        <span className="status ok" role="status" data-testid="classify-now-result">
          {T.classified(result.processed, result.updated)}
        </span>
      )}
      {error && <ErrorText>{error}</ErrorText>}
    </div>
  );
}
