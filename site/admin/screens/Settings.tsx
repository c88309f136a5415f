// Settings (spec admin §2): eventOffset, validated as an integer 0..10000, saved with its audit
// entry on the server; read through the one-hour client cache (spec admin §7).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { currentSinceProblem } from '../../../engine/currentSinceDate.ts';
import { Card, DateTime, ErrorText, Loading, StatusText } from '../components/ui.tsx';
import { call, failureText } from '../lib/call.ts';
import { eventOffsetValid } from '../lib/limits.ts';
import { cachedDoc, cachedQueryOptions } from '../lib/queryClient.ts';
import { useAction } from '../lib/useAction.ts';
import { RULES } from '../texts/rules.ts';
import { SETTINGS as T } from '../texts/settings.ts';

export function Settings() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: cachedDoc.settings,
    queryFn: () => call('getSettings'),
    ...cachedQueryOptions,
  });
  const [text, setText] = useState('');
  const [sinceText, setSinceText] = useState('');
  const action = useAction();
  const stored = settings.data?.settings;
  useEffect(() => {
    if (!settings.isSuccess) return;
    setText(String(settings.data.settings?.eventOffset ?? 0));
    setSinceText(settings.data.settings?.currentSince ?? '');
  }, [settings.isSuccess, settings.data]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const eventOffset = eventOffsetValid(text);
    if (eventOffset === null) {
      action.say({ kind: 'error', text: T.invalid });
      return;
    }
    const since = sinceText.trim();
    const problem = since === '' ? undefined : currentSinceProblem(since, Date.now());
    if (problem !== undefined) {
      action.say({
        kind: 'error',
        text: problem === 'too-late' ? T.currentSinceTooLate : T.currentSinceInvalid,
      });
      return;
    }
    const result = await action.run(
      'save',
      () => call('saveSettings', { eventOffset, currentSince: since === '' ? null : since }),
      { done: () => T.saved, failed: (error) => failureText(T.saveFailed, error) },
    );
    if (result) queryClient.setQueryData(cachedDoc.settings, { settings: result.settings });
  };
  return (
    <div className="screen">
      <h1>{T.title}</h1>
      <p className="muted">{T.subtitle}</p>
      <Card title={T.title}>
        {settings.isPending ? (
          <Loading />
        ) : (
          <form className="form-row" onSubmit={save} noValidate>
            <label>
              {T.eventOffsetLabel}
              <input
                type="number"
                min={0}
                max={10000}
                step={1}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </label>
            <label>
              {T.currentSinceLabel}
              <input
                type="text"
                name="currentSince"
                inputMode="numeric"
                placeholder="YYYY-MM-DD"
                pattern="\d{4}-\d{2}-\d{2}"
                value={sinceText}
                onChange={(e) => setSinceText(e.target.value)}
              />
            </label>
            <button type="submit" className="primary" disabled={action.busy !== null}>
              {T.save}
            </button>
          </form>
        )}
        <p className="muted">{T.currentSinceHelp}</p>
        {settings.isError && <ErrorText>{failureText(RULES.loadFailed, settings.error)}</ErrorText>}
        <StatusText message={action.message} />
        {stored?.updatedAt && (
          <p className="muted">
            <DateTime iso={stored.updatedAt} /> {stored.updatedByEmail ?? stored.updatedBy ?? ''}
          </p>
        )}
      </Card>
    </div>
  );
}
