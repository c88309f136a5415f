// Admin event list (spec admin §2): 50 a page by event date, newest first, with a more button;
// `?view=public` shows the published list instead (the public view mode).
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateJst } from '../../../engine/format.ts';
import { Card, DateTime, ErrorText, Loading } from '../components/ui.tsx';
import { useEventView, ViewToggle } from '../components/ViewToggle.tsx';
import { call } from '../lib/call.ts';
import { adminEventHref } from '../lib/links.ts';
import { COMMON, EVENTS as T } from '../texts.ts';
import { PublicEventList } from './PublicEvents.tsx';

export function Events() {
  const view = useEventView();
  return (
    <div className="screen">
      <h1>{T.title}</h1>
      <ViewToggle path="/events" view={view} />
      <Card title={view === 'public' ? T.viewPublic : T.title}>
        {view === 'public' ? <PublicEventList /> : <AdminEventList />}
      </Card>
    </div>
  );
}

function AdminEventList() {
  const events = useInfiniteQuery({
    queryKey: ['events'],
    queryFn: ({ pageParam }) => call('listEvents', { cursor: pageParam }),
    initialPageParam: null as { date: string; id: string } | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <>
      {events.isPending ? (
        <Loading />
      ) : events.isError && rows.length === 0 ? (
        <ErrorText>{T.listFailed}</ErrorText>
      ) : (
        <div className="table-wrap">
          <table data-testid="events-table">
            <thead>
              <tr>
                <th>{T.colDate}</th>
                <th>{T.colName}</th>
                <th>{T.colShop}</th>
                <th>{T.colResults}</th>
                <th>{T.colAdded}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((event) => (
                <tr key={event.id}>
                  <td>{formatDateJst(event.event_date)}</td>
                  <td>
                    <Link to={adminEventHref(event.id)}>{event.event_title ?? event.id}</Link>
                  </td>
                  <td>{event.shop_name ?? COMMON.dash}</td>
                  <td>{event.result_count}</td>
                  <td>
                    <DateTime iso={event.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {events.isError && rows.length > 0 && <ErrorText>{T.listFailed}</ErrorText>}
      {events.hasNextPage && (
        <button type="button" onClick={() => events.fetchNextPage()} disabled={events.isFetchingNextPage}>
          {events.isFetchingNextPage ? COMMON.loading : COMMON.more}
        </button>
      )}
    </>
  );
}
