// The segment documents a ranking page reads (/, /decks and their window and event-kind pages):
// on an event-kind page (`…/k/{kind}`) the kind's ranking, else the window's compact segments for
// the browser filter. Read through the page's reader, like every document.
import type { PageContextServer } from 'vike/types';
import type { PublicKindSegment, PublicSegments } from '../../engine/documentSchemas/segmentDocs.ts';
import { type EventKind, isEventKind } from '../../engine/eventSegments.ts';
import type { WindowKey } from '../../engine/windows.ts';
import type { DocReads } from './docs.ts';

export function segmentData(
  docs: DocReads,
  pageContext: PageContextServer | undefined,
  windowKey: WindowKey,
): { kind: EventKind | null; kindSegment: PublicKindSegment | null; segments: PublicSegments | null } {
  const asked = pageContext?.routeParams?.kind;
  const kind = asked !== undefined && isEventKind(asked) ? asked : null;
  return kind === null
    ? { kind, kindSegment: null, segments: docs.read('segments', windowKey) }
    : { kind, kindSegment: docs.read('kindSegment', windowKey, kind), segments: null };
}
