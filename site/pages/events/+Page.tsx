// The event list (spec §2 "/events"): the covered range, then a table on desktop and cards on
// mobile (both in the HTML; a CSS media query at 768px picks one).
import type { PageContextServer } from 'vike/types';
import type { RecentEventItem } from '../../../engine/documents.ts';
import { formatDateJst } from '../../../engine/format.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { UpdatedAt } from '../../components/UpdatedAt.tsx';
import { eventPath } from '../../lib/paths.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { events } = pageContext.data as Data;
  if (!events) return <NotFound message="イベント情報が見つかりませんでした。" />;
  return (
    <>
      <h1>イベント一覧</h1>
      <p className="lead">
        対象期間: {formatDateJst(events.range.start)} 〜 {formatDateJst(events.range.end)}（
        {events.items.length}件）
      </p>
      <UpdatedAt iso={events.updatedAt} />
      {events.items.length === 0 ? (
        <EmptyState>イベントがありません</EmptyState>
      ) : (
        <>
          <EventTable items={events.items} />
          <EventCards items={events.items} />
        </>
      )}
    </>
  );
}

function EventTable({ items }: { items: RecentEventItem[] }) {
  return (
    <div className="table-scroll desktop-only">
      <table className="event-table">
        <thead>
          <tr>
            <th scope="col">開催日</th>
            <th scope="col">イベント名</th>
            <th scope="col">店舗</th>
            <th scope="col" className="num">
              結果数
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((event) => (
            <tr key={event.id}>
              <td className="nowrap">{formatDateJst(event.eventDate)}</td>
              <td>
                <a href={eventPath(event.id)}>{event.title || '(無題)'}</a>
              </td>
              <td>{event.shop || '-'}</td>
              <td className="num">{event.resultsCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EventCards({ items }: { items: RecentEventItem[] }) {
  return (
    <ul className="event-cards mobile-only">
      {items.map((event) => (
        <li key={event.id} className="card">
          <a href={eventPath(event.id)} className="card-title">
            {event.title || '(無題)'}
          </a>
          <dl>
            <dt>開催日</dt>
            <dd>{formatDateJst(event.eventDate)}</dd>
            <dt>店舗</dt>
            <dd>{event.shop || '-'}</dd>
            <dt>結果数</dt>
            <dd>{event.resultsCount}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
