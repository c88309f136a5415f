// The deck-type list reads public/decks and the ranking of its time window (public_windows/{key}):
// /decks shows the default window, /decks/w/{key} another; both show the 入賞 table (public/placements).

import type { PageContextServer } from 'vike/types';
import type { PublicPlacements } from '../../../engine/documentSchemas/placementDocs.ts';
import type { PublicWindow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicDecks } from '../../../engine/documents.ts';
import { DEFAULT_WINDOW, isWindowKey, type WindowKey } from '../../../engine/windows.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(pageContext?: PageContextServer): {
  decks: PublicDecks | null;
  windowKey: WindowKey;
  window: PublicWindow | null;
  placements: PublicPlacements | null;
} {
  const asked = pageContext?.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  return {
    decks: readDoc('decks'),
    windowKey,
    window: readDoc('window', windowKey),
    placements: readDoc('placements'),
  };
}
