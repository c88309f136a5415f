// The matchup grid reads public/matchups, and links each row's deck type.
import { pageData } from '../../lib/docs.ts';

export const data = pageData((docs) => {
  const matchups = docs.read('matchups');
  docs.linkTo({ deckTypes: (matchups?.rows ?? []).map((row) => row.ruleId) });
  return { matchups };
});
