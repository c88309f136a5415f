// The results import of the data sync screen: saved event_result_detail_search answers (.json)
// and results CSVs (.csv) are read in the browser, checked and counted by the server with the
// CLI's code (importEventResults, dryRun) before anything is written, then imported on request.
import { type ChangeEvent, useState } from 'react';
import {
  type CallableResult,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  utf8Bytes,
} from '../../../engine/admin/callables.ts';
import { call, errorText } from '../lib/call.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON } from '../texts/common.ts';
import { RESULT_IMPORT as T } from '../texts/sync.ts';
import { Card, ErrorText, StatusText } from './ui.tsx';

type Files = { name: string; text: string }[];
type Preview = CallableResult<'importEventResults'>;

/** A limit the files break (checked before they are sent), or undefined. */
function limitProblem(files: Files): string | undefined {
  if (files.length === 0) return IMPORT_MESSAGES.noFiles;
  if (files.length > IMPORT_LIMITS.files) return IMPORT_MESSAGES.tooManyFiles;
  const bytes = files.reduce((sum, file) => sum + utf8Bytes(file.text), 0);
  return bytes > IMPORT_LIMITS.bytes ? IMPORT_MESSAGES.tooLarge : undefined;
}

/** One saved answer: the only case where an event id may be given by hand. */
function isOneAnswer(files: Files): boolean {
  return files.length === 1 && /\.json$/i.test(files[0]!.name);
}

export function ResultImport() {
  const [files, setFiles] = useState<Files>([]);
  const [eventId, setEventId] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const action = useAction();
  const oneAnswer = isOneAnswer(files);
  const payload = (picked: Files, id: string) => ({
    files: picked,
    ...(isOneAnswer(picked) && id.trim() !== '' ? { eventId: id.trim() } : {}),
  });

  const check = async (picked: Files, id: string) => {
    setPreview(null);
    setProblem(null);
    const broken = limitProblem(picked);
    if (broken) {
      setProblem(broken);
      return;
    }
    setChecking(true);
    try {
      setPreview(await call('importEventResults', { ...payload(picked, id), dryRun: true }));
    } catch (error) {
      setProblem(`${T.previewFailed}${errorText(error, '')}`);
    } finally {
      setChecking(false);
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    const picked = await Promise.all(
      chosen.map(async (file) => ({ name: file.name, text: await file.text() })),
    );
    setFiles(picked);
    await check(picked, eventId);
  };

  const run = () =>
    action.run('import', () => call('importEventResults', payload(files, eventId)), {
      done: (r) => T.done(r.created, r.updated, r.skipped, r.jobsEnqueued),
      failed: T.failed,
    });

  return (
    <Card title={T.title}>
      <p className="muted">{T.note}</p>
      <div className="form-row">
        <label>
          {T.files}
          <input type="file" multiple accept=".json,.csv,application/json,text/csv" onChange={pick} />
        </label>
        {oneAnswer && (
          <label>
            {T.eventId}
            <input
              value={eventId}
              inputMode="numeric"
              onChange={(e) => setEventId(e.target.value)}
              onBlur={() => void check(files, eventId)}
            />
          </label>
        )}
        <button
          type="button"
          className="primary"
          disabled={!preview || checking || action.busy !== null}
          onClick={() => void run().then(() => setPreview(null))}
        >
          {action.busy ? COMMON.running : T.run}
        </button>
      </div>
      {checking && <p className="muted">{T.reading}</p>}
      {problem && <ErrorText>{problem}</ErrorText>}
      {preview && (
        <div role="status" aria-label={T.title}>
          <p>{T.preview(preview.files, preview.events, preview.results, preview.decks)}</p>
          <p>{T.plan(preview.created, preview.updated, preview.skipped, preview.jobsEnqueued)}</p>
        </div>
      )}
      <StatusText message={action.message} />
    </Card>
  );
}
