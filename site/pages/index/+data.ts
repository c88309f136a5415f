// The dashboard reads public/home, public/decks for the weekly trend of the top deck types, and
// the ranking of its time window (public_windows/{key}): / shows the default window, /w/{key} another.
import type { PageContextServer } from 'vike/types';
import type { PublicWindow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicDecks, PublicHome } from '../../../engine/documents.ts';
import { DEFAULT_WINDOW, isWindowKey, type WindowKey } from '../../../engine/windows.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(pageContext?: PageContextServer): {
  home: PublicHome | null;
  decks: PublicDecks | null;
  windowKey: WindowKey;
  window: PublicWindow | null;
} {
  const asked = pageContext?.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  return {
    home: readDoc('home'),
    decks: readDoc('decks'),
    windowKey,
    window: readDoc('window', windowKey),
  };
}
