// Data sync (spec admin §2): a deck-ID lookup box and the event-sync form (offset, limit), with
// the daily sync's state; the official site's browser check is told in Japanese with its pointer.
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { findDeckId } from '../../../engine/deckId.ts';
import { EventSyncStatus } from '../components/EventSyncStatus.tsx';
import { ResultImport } from '../components/ResultImport.tsx';
import { Card, ErrorText, StatusText } from '../components/ui.tsx';
import { browserCheckOfCall } from '../lib/browserCheck.ts';
import { call, errorText } from '../lib/call.ts';
import { eventSyncValid } from '../lib/limits.ts';
import { adminDeckHref } from '../lib/links.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON } from '../texts/common.ts';
import { SYNC as T } from '../texts/sync.ts';

export function Sync() {
  return (
    <div className="screen">
      <h1>{T.title}</h1>
      <DeckLookup />
      <EventSync />
      <EventSyncStatus />
      <ResultImport />
    </div>
  );
}

function DeckLookup() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = findDeckId(text);
    setInvalid(id === undefined);
    if (id) navigate(adminDeckHref(id));
  };
  return (
    <Card title={T.lookup}>
      <form className="form-row" onSubmit={submit}>
        <label>
          {T.lookup}
          <input value={text} onChange={(e) => setText(e.target.value)} placeholder="ABCDEF-GHIJKL-MNOPQR" />
        </label>
        <button type="submit">{T.open}</button>
      </form>
      {invalid && <ErrorText>{T.invalidId}</ErrorText>}
    </Card>
  );
}

function EventSync() {
  const [offset, setOffset] = useState('0');
  const [limit, setLimit] = useState('50');
  const action = useAction();
  const valid = eventSyncValid(offset, limit);
  return (
    <Card title={T.eventSync}>
      <div className="form-row">
        <label>
          {T.offset}
          <input type="number" min={0} value={offset} onChange={(e) => setOffset(e.target.value)} />
        </label>
        <label>
          {T.limit}
          <input type="number" min={1} max={100} value={limit} onChange={(e) => setLimit(e.target.value)} />
        </label>
        <button
          type="button"
          className="primary"
          disabled={!valid || action.busy !== null}
          onClick={() =>
            valid &&
            action.run('sync', () => call('runEventSync', valid), {
              done: (r) => T.done(r.fetched, r.created, r.skipped),
              failed: (error) => browserCheckOfCall(error) ?? `${T.failed} ${errorText(error, '')}`,
            })
          }
        >
          {action.busy ? COMMON.running : T.run}
        </button>
      </div>
      {!valid && <ErrorText>{T.rangeInvalid}</ErrorText>}
      <StatusText message={action.message} />
    </Card>
  );
}
