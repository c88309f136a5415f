// The events' public view mode (spec admin §2 "Admin events"; spec public §2 /events/{id}): the
// list and one event as visitors see them, read from the published documents (public/events,
// public_events/{id}) through the client's one-hour cache, with links to the public pages
// instead of the admin ones.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { formatDateJst } from '../../../engine/format.ts';
import { type DataColumn, DataTable } from '../components/DataTable.tsx';
import { eventColumns } from '../components/tableColumns.tsx';
import { Card, DateTime, ErrorText, ExternalLink, Fact, Loading } from '../components/ui.tsx';
import { call, failureText, isNotFound } from '../lib/call.ts';
import { publicDeckHref, publicEventHref, publicRuleHref } from '../lib/links.ts';
import { cachedDoc, cachedQueryOptions, publicEventDoc } from '../lib/queryClient.ts';
import { COMMON } from '../texts/common.ts';
import { EVENTS as T } from '../texts/events.ts';

type PublishedResult = CallableResult<'getPublicEvent'>['event']['results'][number];

/** The admin list's columns, with links to the public pages. */
const LIST_COLUMNS = eventColumns((event, name) => <a href={publicEventHref(event.id)}>{name}</a>);

const RESULT_COLUMNS: DataColumn<PublishedResult>[] = [
  { key: 'rank', header: T.colRank, cell: (r) => r.rank ?? COMMON.dash },
  {
    key: 'type',
    header: T.colDeckType,
    cell: (r) => (
      <div data-rule-name>
        {r.ruleId ? (
          <a href={publicRuleHref(r.ruleId)}>{r.ruleName ?? r.ruleId}</a>
        ) : (
          (r.deckType ?? T.unclassified)
        )}
      </div>
    ),
  },
  {
    key: 'deck',
    header: T.colDeck,
    cell: (r) =>
      r.deckId ? (
        <a href={publicDeckHref(r.deckId)}>{r.deckName ?? r.deckId}</a>
      ) : (
        (r.deckName ?? COMMON.dash)
      ),
  },
];

export function PublicEventList() {
  const events = useQuery({
    queryKey: cachedDoc.publicEvents,
    queryFn: () => call('getPublicEvents'),
    ...cachedQueryOptions,
  });
  if (events.isPending) return <Loading />;
  if (events.isError) return <ErrorText>{failureText(T.listFailed, events.error)}</ErrorText>;
  const { list } = events.data;
  if (!list) return <p className="status warn">{T.notPublished}</p>;
  return (
    <>
      <p className="muted">{T.publicNote}</p>
      <p className="muted">
        {T.range}: {formatDateJst(list.range.start)}〜{formatDateJst(list.range.end)} / {T.publishedAt}:{' '}
        <DateTime iso={list.updatedAt} />
      </p>
      <DataTable
        rows={list.items.map((event) => ({
          id: event.id,
          event_title: event.title || null,
          shop_name: event.shop || null,
          event_date: event.eventDate,
          created_at: event.createdAt,
          result_count: event.resultsCount,
        }))}
        columns={LIST_COLUMNS}
        rowKey={(event) => event.id}
        testId="public-events-table"
        initialPageSize={50}
      />
    </>
  );
}

export function PublicEventDetail({ id }: { id: string }) {
  const event = useQuery({
    queryKey: publicEventDoc(id),
    queryFn: () => call('getPublicEvent', { eventId: id }),
    ...cachedQueryOptions,
  });
  if (event.isPending) return <Loading />;
  if (event.isError) {
    const notFound = isNotFound(event.error);
    return <ErrorText>{notFound ? T.notFound : failureText(T.listFailed, event.error)}</ErrorText>;
  }
  const e = event.data.event;
  return (
    <>
      <p className="muted">{T.publicNote}</p>
      <Card title={e.title || T.detailTitle}>
        <dl className="facts">
          <dt>{T.id}</dt>
          <dd>{e.id}</dd>
          <dt>{T.colDate}</dt>
          <dd>{formatDateJst(e.eventDate)}</dd>
          <dt>{T.colShop}</dt>
          <dd>{e.shop || COMMON.dash}</dd>
          <dt>{T.colResults}</dt>
          <dd>{e.results.length}</dd>
          {e.format && <Fact label={T.format} value={e.format} />}
          {e.location && e.location !== e.shop && <Fact label={T.venue} value={e.location} />}
          {e.url && <Fact label={T.url} value={<ExternalLink href={e.url} />} />}
          {e.notes && <Fact label={T.notes} value={e.notes} />}
          <Fact label={T.publishedAt} value={<DateTime iso={e.updatedAt} />} />
        </dl>
        <ExternalLink href={publicEventHref(e.id)} className="button">
          {T.openPublicPage}
        </ExternalLink>
      </Card>
      <Card title={T.colResults}>
        {e.results.length === 0 ? (
          <p className="muted">{e.notes || T.noResults}</p>
        ) : (
          <DataTable
            plain
            rows={e.results}
            columns={RESULT_COLUMNS}
            rowKey={(_, index) => String(index)}
            testId="public-results-table"
          />
        )}
      </Card>
      <Link to="/events?view=public">{COMMON.back}</Link>
    </>
  );
}
