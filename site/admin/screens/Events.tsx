// Admin event list (spec admin §2): a DataTable (search, sorting by every column, pages) of the
// events loaded 50 a server page by event date, newest first, with a button for the next server
// page; `?view=public` shows the published list instead (the public view mode).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../components/DataTable.tsx';
import { eventColumns } from '../components/tableColumns.tsx';
import { Card, ErrorText, Loading, NextPageButton } from '../components/ui.tsx';
import { useEventView, ViewToggle } from '../components/ViewToggle.tsx';
import { call } from '../lib/call.ts';
import { adminEventHref } from '../lib/links.ts';
import { EVENTS as T } from '../texts/events.ts';
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

const COLUMNS = eventColumns((event, name) => <Link to={adminEventHref(event.id)}>{name}</Link>);

/**
 * The loaded server pages (50 events each, newest first) in one DataTable: the search, the sort and
 * the pages work on what is loaded; the button below loads the next server page.
 */
function AdminEventList() {
  const events = useInfiniteQuery({
    queryKey: ['events'],
    queryFn: ({ pageParam }) => call('listEvents', { cursor: pageParam }),
    initialPageParam: null as { date: string; id: string } | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = useMemo(() => events.data?.pages.flatMap((page) => page.events) ?? [], [events.data]);
  const total = events.data?.pages.at(-1)?.total ?? rows.length;
  return (
    <>
      {events.isPending ? (
        <Loading />
      ) : events.isError && rows.length === 0 ? (
        <ErrorText>{T.listFailed}</ErrorText>
      ) : (
        <DataTable
          rows={rows}
          columns={COLUMNS}
          rowKey={(event) => event.id}
          testId="events-table"
          rowProps={(event) => ({ 'data-event-id': event.id })}
          initialSort={{ key: 'date', direction: 'desc' }}
        />
      )}
      {events.isError && rows.length > 0 && <ErrorText>{T.listFailed}</ErrorText>}
      <NextPageButton query={events} label={T.loadMore(rows.length, total)} testId="events-more" />
    </>
  );
}
