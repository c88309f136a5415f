// The event list reads public/events; /events shows every event, /events/w/{key} those dated in a
// time window (the bounds of public_windows/{key}, as every figure of that window counts them) and
// /events/w/{key}/k/{kind} those of one event kind too. Only the listed events reach the page.
import type { PublicWindow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { EventListItem } from '../../../engine/documents.ts';
import { isEventKind } from '../../../engine/eventSegments.ts';
import { isWindowKey, type WindowKey } from '../../../engine/windows.ts';
import { pageData } from '../../lib/docs.ts';

export const data = pageData((docs, pageContext) => {
  const askedWindow = pageContext.routeParams?.window;
  const askedKind = pageContext.routeParams?.kind;
  const windowKey: WindowKey = askedWindow !== undefined && isWindowKey(askedWindow) ? askedWindow : 'all';
  const kind = askedKind !== undefined && isEventKind(askedKind) ? askedKind : null;
  const events = docs.read('events');
  const window = windowKey === 'all' ? null : docs.read('window', windowKey);
  const inWindow = windowFilter(window);
  const items = (events?.items ?? []).filter(
    (item) => (kind === null || item.kind === kind) && inWindow(item),
  );
  docs.linkTo({ deckTypes: items.map((item) => item.winner?.ruleId ?? null) });
  return {
    found: events !== null,
    windowKey,
    kind,
    items,
    range: events?.range ?? { start: null, end: null },
    /** The window's bounds (end exclusive); null for 全期間, whose range is the events'. */
    window: window && { key: window.key, start: window.start, end: window.end },
    updatedAt: events?.updatedAt ?? null,
  };
});

/** Whether an event is dated in the window: [start, end) of its document; 全期間 takes every one. */
function windowFilter(window: PublicWindow | null): (item: EventListItem) => boolean {
  if (window === null) return () => true;
  const start = window?.start ? Date.parse(window.start) : Number.NaN;
  const end = window?.end ? Date.parse(window.end) : Number.NaN;
  return (item) => {
    const ms = item.eventDate === null ? Number.NaN : Date.parse(item.eventDate);
    return ms >= start && ms < end;
  };
}
