// Admin event detail (spec admin §2): ID, date, shop, result count, optional format, venue and
// URL, notes, and the results table (deck IDs link to the admin deck page); `?view=public` shows
// the published event with public links instead (the public view mode).
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { AdminEvent } from '../../../engine/admin/shapes.ts';
import { formatDateJst } from '../../../engine/format.ts';
import { type DataColumn, DataTable } from '../components/DataTable.tsx';
import { Card, ErrorText, ExternalLink, Fact, Loading } from '../components/ui.tsx';
import { useEventView, ViewToggle } from '../components/ViewToggle.tsx';
import { call, failureText, isNotFound } from '../lib/call.ts';
import { adminDeckHref, adminEventHref } from '../lib/links.ts';
import { COMMON } from '../texts/common.ts';
import { EVENTS as T } from '../texts/events.ts';
import { PublicEventDetail } from './PublicEvents.tsx';

export function EventDetail() {
  const { id } = useParams();
  const view = useEventView();
  if (!id) return <ErrorText>{T.noId}</ErrorText>;
  if (view === 'admin') return <AdminEventDetail id={id} />;
  return (
    <div className="screen">
      <h1>{T.detailTitle}</h1>
      <ViewToggle path={adminEventHref(id)} view={view} />
      <PublicEventDetail id={id} />
    </div>
  );
}

const RESULT_COLUMNS: DataColumn<AdminEvent['results'][number]>[] = [
  { key: 'rank', header: T.colRank, cell: (r) => r.rank ?? COMMON.dash },
  { key: 'player', header: T.colPlayer, cell: (r) => r.player_name ?? COMMON.dash },
  {
    key: 'deck',
    header: T.colDeck,
    cell: (r) =>
      r.deck_id ? (
        <Link to={adminDeckHref(r.deck_id)}>{r.deck_name ?? r.deck_id}</Link>
      ) : (
        (r.deck_name ?? COMMON.dash)
      ),
  },
  { key: 'type', header: T.colDeckType, cell: (r) => <div data-rule-name>{r.deck_type ?? COMMON.dash}</div> },
  { key: 'note', header: T.colNote, cell: (r) => r.note ?? '' },
];

function AdminEventDetail({ id }: { id: string }) {
  const event = useQuery({
    queryKey: ['event', id],
    queryFn: () => call('getEvent', { eventId: id }),
  });
  if (event.isPending) return <Loading />;
  if (event.isError) {
    const notFound = isNotFound(event.error);
    return (
      <div className="screen">
        <h1>{T.detailTitle}</h1>
        <ErrorText>{notFound ? T.notFound : failureText(T.listFailed, event.error)}</ErrorText>
        <Link to="/events">{COMMON.back}</Link>
      </div>
    );
  }
  const e = event.data.event;
  const venue = [e.location, e.prefecture, e.city, e.address].filter(Boolean).join(' ');
  return (
    <div className="screen">
      <h1>{e.event_title ?? T.detailTitle}</h1>
      <ViewToggle path={adminEventHref(e.id)} view="admin" />
      <Card title={T.detailTitle}>
        <dl className="facts">
          <dt>{T.id}</dt>
          <dd>{e.id}</dd>
          <dt>{T.colDate}</dt>
          <dd>{formatDateJst(e.event_date)}</dd>
          <dt>{T.colShop}</dt>
          <dd>{e.shop_name ?? COMMON.dash}</dd>
          <dt>{T.colResults}</dt>
          <dd>{e.result_count}</dd>
          {e.format && <Fact label={T.format} value={e.format} />}
          {venue && <Fact label={T.venue} value={venue} />}
          {e.url && <Fact label={T.url} value={<ExternalLink href={e.url} />} />}
          {e.notes && <Fact label={T.notes} value={e.notes} />}
        </dl>
      </Card>
      <Card title={T.colResults}>
        {e.results.length === 0 ? (
          <p className="muted">{T.noResults}</p>
        ) : (
          <DataTable plain rows={e.results} columns={RESULT_COLUMNS} rowKey={(_, index) => String(index)} />
        )}
      </Card>
      <Link to="/events">{COMMON.back}</Link>
    </div>
  );
}
