// The dashboard reads public/home, public/decks for the weekly trend of the top deck types, and
// the ranking of its time window (public_windows/{key}): / shows the default window, /w/{key} another;
// /w/{key}/k/{kind} the decks of one event kind, the others embed their window's browser segments.
import type { PageContextServer } from 'vike/types';
import type { PublicKindSegment, PublicSegments } from '../../../engine/documentSchemas/segmentDocs.ts';
import type { PublicWindow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicDecks, PublicHome } from '../../../engine/documents.ts';
import type { EventKind } from '../../../engine/eventSegments.ts';
import { DEFAULT_WINDOW, isWindowKey, type WindowKey } from '../../../engine/windows.ts';
import { readDoc } from '../../lib/docs.ts';
import { segmentData } from '../../lib/segmentData.ts';

export function data(pageContext?: PageContextServer): {
  home: PublicHome | null;
  decks: PublicDecks | null;
  windowKey: WindowKey;
  window: PublicWindow | null;
  kind: EventKind | null;
  kindSegment: PublicKindSegment | null;
  segments: PublicSegments | null;
} {
  const asked = pageContext?.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  return {
    home: readDoc('home'),
    decks: readDoc('decks'),
    windowKey,
    window: readDoc('window', windowKey),
    ...segmentData(pageContext, windowKey),
  };
}
