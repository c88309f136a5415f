// A deck's prize events: the first ones from getDeck, then 50 events a page with load more.
import { useState } from 'react';
import { Link } from 'react-router';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { formatDateJst } from '../../../engine/format.ts';
import { call, failureText } from '../lib/call.ts';
import { adminEventHref } from '../lib/links.ts';
import { COMMON } from '../texts/common.ts';
import { DECK as T } from '../texts/deckDetail.ts';
import { ErrorText } from './ui.tsx';

type Page = CallableResult<'listDeckPrizeEvents'>;

export function PrizeEvents(props: {
  deckId: string;
  first: Page['prizeEvents'];
  nextCursor: Page['nextCursor'];
}) {
  const [events, setEvents] = useState(props.first);
  const [cursor, setCursor] = useState(props.nextCursor);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const more = async () => {
    if (!cursor) return;
    setBusy(true);
    setError(null);
    try {
      const page = await call('listDeckPrizeEvents', { deckId: props.deckId, cursor });
      setEvents([...events, ...page.prizeEvents]);
      setCursor(page.nextCursor);
    } catch (e) {
      setError(failureText(T.prizeFailed, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      {events.length === 0 ? (
        <p className="muted">{T.none}</p>
      ) : (
        <ul className="plain">
          {events.map((event) => (
            <li key={event.id}>
              {formatDateJst(event.event_date)}{' '}
              <Link to={adminEventHref(event.id)}>{event.event_title ?? event.id}</Link>{' '}
              <span className="muted">{event.placings.map((p) => p.rank ?? '').join('、')}</span>
            </li>
          ))}
        </ul>
      )}
      {error && <ErrorText>{error}</ErrorText>}
      {cursor && (
        <button type="button" onClick={more} disabled={busy}>
          {busy ? COMMON.loading : COMMON.more}
        </button>
      )}
    </div>
  );
}
