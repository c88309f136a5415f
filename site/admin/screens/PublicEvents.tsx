// The events' public view mode (spec admin §2 "Admin events"; spec public §2 /events/{id}): the
// list and one event as visitors see them, read from the published documents (public/events,
// public_events/{id}) through the client's one-hour cache, with links to the public pages
// instead of the admin ones.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatDateJst } from '../../../engine/format.ts';
import { Card, DateTime, ErrorText, Loading } from '../components/ui.tsx';
import { call, failureText } from '../lib/call.ts';
import { publicDeckHref, publicEventHref, publicRuleHref } from '../lib/links.ts';
import { cachedDoc, cachedQueryOptions, publicEventDoc } from '../lib/queryClient.ts';
import { COMMON } from '../texts/common.ts';
import { EVENTS as T } from '../texts/events.ts';

/** Rows shown per page, as in the admin view. */
const PAGE = 50;

export function PublicEventList() {
  const [shown, setShown] = useState(PAGE);
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
      <div className="table-wrap">
        <table data-testid="public-events-table">
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
            {list.items.slice(0, shown).map((event) => (
              <tr key={event.id}>
                <td>{formatDateJst(event.eventDate)}</td>
                <td>
                  <a href={publicEventHref(event.id)}>{event.title || event.id}</a>
                </td>
                <td>{event.shop || COMMON.dash}</td>
                <td>{event.resultsCount}</td>
                <td>
                  <DateTime iso={event.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.items.length > shown && (
        <button type="button" onClick={() => setShown(shown + PAGE)}>
          {COMMON.more}
        </button>
      )}
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
    const notFound = (event.error as { code?: string }).code === 'functions/not-found';
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
          {e.url && (
            <Fact
              label={T.url}
              value={
                <a href={e.url} target="_blank" rel="noreferrer">
                  {e.url}
                </a>
              }
            />
          )}
          {e.notes && <Fact label={T.notes} value={e.notes} />}
          <Fact label={T.publishedAt} value={<DateTime iso={e.updatedAt} />} />
        </dl>
        <a href={publicEventHref(e.id)} className="button" target="_blank" rel="noreferrer">
          {T.openPublicPage}
        </a>
      </Card>
      <Card title={T.colResults}>
        {e.results.length === 0 ? (
          <p className="muted">{e.notes || T.noResults}</p>
        ) : (
          <div className="table-wrap">
            <table data-testid="public-results-table">
              <thead>
                <tr>
                  <th>{T.colRank}</th>
                  <th>{T.colDeckType}</th>
                  <th>{T.colDeck}</th>
                </tr>
              </thead>
              <tbody>
                {e.results.map((r, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: results have no id; their order is the event's
                  <tr key={index}>
                    <td>{r.rank ?? COMMON.dash}</td>
                    <td data-rule-name>
                      {r.ruleId ? (
                        <a href={publicRuleHref(r.ruleId)}>{r.ruleName ?? r.ruleId}</a>
                      ) : (
                        (r.deckType ?? T.unclassified)
                      )}
                    </td>
                    <td>
                      {r.deckId ? (
                        <a href={publicDeckHref(r.deckId)}>{r.deckName ?? r.deckId}</a>
                      ) : (
                        (r.deckName ?? COMMON.dash)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Link to="/events?view=public">{COMMON.back}</Link>
    </>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
