// A deck's prize events: the first ones from getDeck, then 50 events a page with load more.
import { useState } from 'react';
import { Link } from 'react-router';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { formatDateJst } from '../../../engine/format.ts';
import { call, failureText } from '../lib/call.ts';
import { adminEventHref } from '../lib/links.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON } from '../texts/common.ts';
import { DECK as T } from '../texts/deckDetail.ts';
import { StatusText } from './ui.tsx';

type Page = CallableResult<'listDeckPrizeEvents'>;

export function PrizeEvents(props: {
  deckId: string;
  first: Page['prizeEvents'];
  nextCursor: Page['nextCursor'];
}) {
  const [events, setEvents] = useState(props.first);
  const [cursor, setCursor] = useState(props.nextCursor);
  const action = useAction();
  const more = async () => {
    if (!cursor) return;
    const page = await action.run(
      'more',
      () => call('listDeckPrizeEvents', { deckId: props.deckId, cursor }),
      {
        failed: (e) => failureText(T.prizeFailed, e),
      },
    );
    if (!page) return;
    setEvents([...events, ...page.prizeEvents]);
    setCursor(page.nextCursor);
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
      <StatusText message={action.message} />
      {cursor && (
        <button type="button" onClick={more} disabled={action.busy !== null}>
          {action.busy !== null ? COMMON.loading : COMMON.more}
        </button>
      )}
    </div>
  );
}
