// Prerender-time data of /rules/stats/{id}, with the links of its matching decks.
import { matchingDeckIds } from '../../../../components/detail/MatchingDecksSection.tsx';
import { readRuleStatsPage } from '../../../../components/detail/ruleStatsData.ts';
import { pageData } from '../../../../lib/docs.ts';

export const data = pageData((docs, pageContext) => {
  const id = pageContext.routeParams.id ?? '';
  const page = id === '' ? null : readRuleStatsPage(docs, id);
  if (page) docs.linkTo({ decks: matchingDeckIds(page.decks), cards: page.cards.map((row) => row.name) });
  return { id, page };
});
