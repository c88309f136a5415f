// The classification run of the rule list: all rules or one (disabled rules greyed and marked),
// and the run's result (processed, updated, rules used, mode).
import { useState } from 'react';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import type { RuleRow } from '../../../engine/admin/shapes.ts';
import { call, failureText } from '../lib/call.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON } from '../texts/common.ts';
import { RULES as T } from '../texts/rules.ts';
import { StatusText } from './ui.tsx';

export function ClassificationRun(props: { rules: readonly RuleRow[]; onDone: () => void }) {
  const [ruleId, setRuleId] = useState('');
  const action = useAction();
  const [result, setResult] = useState<CallableResult<'runDeckClassification'> | null>(null);
  const run = async () => {
    setResult(null);
    const done = await action.run('run', () => call('runDeckClassification', ruleId ? { ruleId } : {}), {
      failed: (e) => failureText(T.runFailed, e),
    });
    if (!done) return;
    setResult(done);
    props.onDone();
  };
  return (
    <div>
      <div className="form-row">
        <label>
          {T.classification}
          <select value={ruleId} onChange={(e) => setRuleId(e.target.value)} aria-label={T.classification}>
            <option value="">{T.allRules}</option>
            {props.rules.map((rule) => (
              <option
                key={rule.id}
                value={rule.id}
                disabled={!rule.enabled}
                className={rule.enabled ? '' : 'muted'}
              >
                {rule.name}
                {rule.enabled ? '' : T.disabledMark}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="primary" onClick={run} disabled={action.busy !== null}>
          {action.busy !== null ? COMMON.running : T.run}
        </button>
      </div>
      <StatusText message={action.message} />
      {result && (
        <dl className="result" aria-label={T.classification}>
          <dt>{T.processed}</dt>
          <dd data-testid="classify-processed">{result.processed}</dd>
          <dt>{T.updatedCount}</dt>
          <dd data-testid="classify-updated">{result.updated}</dd>
          <dt>{T.rulesUsed}</dt>
          <dd>{result.rules}</dd>
          <dt>{T.mode}</dt>
          <dd data-testid="classify-mode">{result.mode === 'all' ? T.modeAll : T.modeSingle}</dd>
        </dl>
      )}
    </div>
  );
}
