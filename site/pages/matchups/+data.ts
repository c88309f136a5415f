// The matchup grid reads the finals of its time window (public_window_matchups/{key}): /matchups
// shows the default window, /matchups/w/{key} another.

import type { PageContextServer } from 'vike/types';
import type { PublicWindowMatchups } from '../../../engine/documentSchemas/windowEventDocs.ts';
import { DEFAULT_WINDOW, isWindowKey, type WindowKey } from '../../../engine/windows.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(pageContext?: PageContextServer): {
  windowKey: WindowKey;
  matchups: PublicWindowMatchups | null;
} {
  const asked = pageContext?.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  return { windowKey, matchups: readDoc('windowMatchups', windowKey) };
}
