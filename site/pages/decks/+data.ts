// The deck-type list reads public/decks and the ranking of its time window (public_windows/{key}):
// /decks shows the default window, /decks/w/{key} another.

import type { PageContextServer } from 'vike/types';
import type { PublicWindow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicDecks } from '../../../engine/documents.ts';
import { DEFAULT_WINDOW, isWindowKey, type WindowKey } from '../../../engine/windows.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(pageContext?: PageContextServer): {
  decks: PublicDecks | null;
  windowKey: WindowKey;
  window: PublicWindow | null;
} {
  const asked = pageContext?.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  return {
    decks: readDoc('decks'),
    windowKey,
    window: readDoc('window', windowKey),
  };
}
