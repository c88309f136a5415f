// Rule preview for one deck (spec admin §2): deck ID input (validated), run, the result.
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isDeckId } from '../../../engine/deckId.ts';
import { PreviewResult } from '../components/PreviewResult.tsx';
import { Card, ErrorText } from '../components/ui.tsx';
import { usePreview } from '../lib/usePreview.ts';
import { PREVIEW as T } from '../texts/preview.ts';

export function RulePreview() {
  const [params] = useSearchParams();
  const [deckId, setDeckId] = useState(params.get('deckId') ?? '');
  const [invalid, setInvalid] = useState(false);
  const preview = usePreview(T.failed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = deckId.trim();
    setInvalid(!isDeckId(id));
    if (isDeckId(id)) preview.run(id);
  };
  const state = preview.state;
  return (
    <div className="screen">
      <h1>{T.title}</h1>
      <Card title={T.title}>
        <form className="form-row" onSubmit={submit}>
          <label>
            {T.deckId}
            <input
              value={deckId}
              onChange={(e) => setDeckId(e.target.value)}
              placeholder="4cYKcc-l9gMiB-8acGaJ"
            />
          </label>
          <button type="submit" className="primary" disabled={state.kind === 'loading'}>
            {T.run}
          </button>
        </form>
        {invalid && <ErrorText>{T.invalidId}</ErrorText>}
        {state.kind === 'loading' && <p aria-busy="true">{T.loading}</p>}
        {state.kind === 'error' && <ErrorText>{state.message}</ErrorText>}
        {state.kind === 'timeout' && <p className="status warn">{T.timeout}</p>}
      </Card>
      {state.kind === 'success' && (
        <Card title={T.matchedRules}>
          <PreviewResult result={state.result} />
        </Card>
      )}
    </div>
  );
}
