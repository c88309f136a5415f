// The deck-type list reads public/decks and the ranking of its time window (public_windows/{key}):
// /decks shows the default window, /decks/w/{key} another; both show the 入賞 table of their window
// (public_window_placements/{key}).

import type { PageContextServer } from 'vike/types';
import type { PublicWindow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicWindowPlacements } from '../../../engine/documentSchemas/windowEventDocs.ts';
import type { PublicDecks } from '../../../engine/documents.ts';
import { DEFAULT_WINDOW, isWindowKey, type WindowKey } from '../../../engine/windows.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(pageContext?: PageContextServer): {
  decks: PublicDecks | null;
  windowKey: WindowKey;
  window: PublicWindow | null;
  placements: PublicWindowPlacements | null;
} {
  const asked = pageContext?.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  return {
    decks: readDoc('decks'),
    windowKey,
    window: readDoc('window', windowKey),
    placements: readDoc('windowPlacements', windowKey),
  };
}
