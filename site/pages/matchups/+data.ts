// The matchup grid reads the finals of its time window (public_window_matchups/{key}): /matchups
// shows the default window, /matchups/w/{key} another; it links each row's deck type.
import { DEFAULT_WINDOW, isWindowKey } from '../../../engine/windows.ts';
import { pageData } from '../../lib/docs.ts';

export const data = pageData((docs, pageContext) => {
  const asked = pageContext.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  const matchups = docs.read('windowMatchups', windowKey);
  docs.linkTo({ deckTypes: (matchups?.rows ?? []).map((row) => row.ruleId) });
  return { windowKey, matchups };
});
