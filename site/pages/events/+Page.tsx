// The event list (spec §2 "/events"): the covered range, the period and event-kind filters (plain
// links to pre-rendered pages, so they work without JavaScript), then a table on desktop and cards
// on mobile (both in the HTML; a CSS media query at 768px picks one) with each event's winning deck
// type. Events without results come last, marked.
import type { PageContextServer } from 'vike/types';
import type { EventListItem } from '../../../engine/documents.ts';
import { EVENT_KIND_LABELS, EVENT_KINDS, type EventKind } from '../../../engine/eventSegments.ts';
import { formatDateJst } from '../../../engine/format.ts';
import { WINDOW_KEYS, WINDOW_LABELS, type WindowKey } from '../../../engine/windows.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LinkNav } from '../../components/LinkNav.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { DeckTypeLink } from '../../components/PageLinks.tsx';
import { UpdatedAt } from '../../components/UpdatedAt.tsx';
import { lastDayOf } from '../../components/WindowNav.tsx';
import { eventPath, eventsHref } from '../../lib/paths.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { found, windowKey, kind, items, range, window, updatedAt } = pageContext.data as Data;
  if (!found) return <NotFound message="イベント情報が見つかりませんでした。" />;
  const withResults = items.filter((item) => item.resultsCount > 0).length;
  const period = window
    ? `${formatDateJst(window.start)} 〜 ${lastDayOf(window)}`
    : `${formatDateJst(range.start)} 〜 ${formatDateJst(range.end)}`;
  return (
    <>
      <h1>イベント一覧</h1>
      <FilterNav windowKey={windowKey} kind={kind} />
      <p className="lead" data-testid="events-summary">
        対象期間: {WINDOW_LABELS[windowKey]}（{period}）・
        {kind === null ? 'すべての大会' : EVENT_KIND_LABELS[kind]}・
        <span data-testid="events-count">{items.length}</span>件（結果あり
        <span data-testid="events-with-results">{withResults}</span>件）
      </p>
      {updatedAt && <UpdatedAt iso={updatedAt} />}
      {items.length === 0 ? (
        <EmptyState>イベントがありません</EmptyState>
      ) : (
        <>
          <EventTable items={items} />
          <EventCards items={items} />
        </>
      )}
    </>
  );
}

/** The period and event-kind switches: each a link to a pre-rendered list, keeping the other choice. */
function FilterNav({ windowKey, kind }: { windowKey: WindowKey; kind: EventKind | null }) {
  return (
    <>
      <LinkNav
        className="window-nav"
        label="期間"
        links={[...WINDOW_KEYS].reverse().map((key) => ({
          key,
          href: eventsHref(key, kind),
          current: key === windowKey,
          label: WINDOW_LABELS[key],
        }))}
      />
      <LinkNav
        className="segment-nav"
        label="大会の種類"
        links={[null, ...EVENT_KINDS].map((key) => ({
          key: key ?? 'every',
          href: eventsHref(windowKey, key),
          current: key === kind,
          label: key === null ? 'すべての大会' : EVENT_KIND_LABELS[key],
        }))}
      />
    </>
  );
}

/** The winning deck type, linked when it has a page; a dash without one. */
function Winner({ item }: { item: EventListItem }) {
  if (!item.winner) return <>-</>;
  return <DeckTypeLink id={item.winner.ruleId}>{item.winner.ruleName}</DeckTypeLink>;
}

function NoResults() {
  return <span className="badge badge-muted">結果未登録</span>;
}

function EventTable({ items }: { items: EventListItem[] }) {
  return (
    <div className="table-scroll desktop-only">
      <table className="event-table">
        <thead>
          <tr>
            <th scope="col">開催日</th>
            <th scope="col">イベント名</th>
            <th scope="col">店舗</th>
            <th scope="col">優勝デッキ</th>
            <th scope="col" className="num">
              結果数
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((event) => (
            <tr key={event.id} data-results={event.resultsCount > 0 ? undefined : 'none'}>
              <td className="nowrap">{formatDateJst(event.eventDate)}</td>
              <td>
                <a href={eventPath(event.id)}>{event.title || '(無題)'}</a>
              </td>
              <td>{event.shop || '-'}</td>
              <td data-testid="event-winner">
                <Winner item={event} />
              </td>
              <td className="num">{event.resultsCount > 0 ? event.resultsCount : <NoResults />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EventCards({ items }: { items: EventListItem[] }) {
  return (
    <ul className="event-cards mobile-only">
      {items.map((event) => (
        <li key={event.id} className="card" data-results={event.resultsCount > 0 ? undefined : 'none'}>
          <a href={eventPath(event.id)} className="card-title">
            {event.title || '(無題)'}
          </a>
          {event.resultsCount === 0 && <NoResults />}
          <dl>
            <dt>開催日</dt>
            <dd>{formatDateJst(event.eventDate)}</dd>
            <dt>店舗</dt>
            <dd>{event.shop || '-'}</dd>
            {event.resultsCount > 0 && (
              <>
                <dt>優勝</dt>
                <dd>
                  <Winner item={event} />
                </dd>
                <dt>結果数</dt>
                <dd>{event.resultsCount}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
