// The deck-type list reads public/decks and the ranking of its time window (public_windows/{key}):
// /decks shows the default window, /decks/w/{key} another; both show the 入賞 table (public/placements).
// /decks/w/{key}/k/{kind} ranks the decks of one event kind (public_segments/{key}/kinds/{kind});
// the others embed their window's browser segments (public_segments/{key}).

import type { PageContextServer } from 'vike/types';
import type { PublicPlacements } from '../../../engine/documentSchemas/placementDocs.ts';
import type { PublicKindSegment, PublicSegments } from '../../../engine/documentSchemas/segmentDocs.ts';
import type { PublicWindow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicDecks } from '../../../engine/documents.ts';
import type { EventKind } from '../../../engine/eventSegments.ts';
import { DEFAULT_WINDOW, isWindowKey, type WindowKey } from '../../../engine/windows.ts';
import { readDoc } from '../../lib/docs.ts';
import { segmentData } from '../../lib/segmentData.ts';

export function data(pageContext?: PageContextServer): {
  decks: PublicDecks | null;
  windowKey: WindowKey;
  window: PublicWindow | null;
  placements: PublicPlacements | null;
  kind: EventKind | null;
  kindSegment: PublicKindSegment | null;
  segments: PublicSegments | null;
} {
  const asked = pageContext?.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  return {
    decks: readDoc('decks'),
    windowKey,
    window: readDoc('window', windowKey),
    placements: readDoc('placements'),
    ...segmentData(pageContext, windowKey),
  };
}
