// One route of each kind of the fixture site, by a short name for its screenshot: the browser's
// every-route checks (a11y.spec.ts), the head tags and `npm run screenshots` go through them.
import { EMPTY_RULE, FIXTURE_DECK_JOBS } from '../../scripts/siteFixture/detailFixtureDocs.ts';
import { FIXTURE_VARIANT } from '../../scripts/siteFixture/fixtureDetailDocs.ts';
import { FIXTURE_RULES } from '../../scripts/siteFixture/fixtureDocs.ts';

const enc = encodeURIComponent;
const FIRST = enc(FIXTURE_RULES[0].id);

/** One route of each page kind, and the empty and failed states of the kinds that have them. */
export const ROUTES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'events', path: '/events' },
  { name: 'event', path: '/events/900002' },
  { name: 'event-empty', path: '/events/900001' },
  { name: 'decks', path: '/decks' },
  { name: 'deck-type', path: `/decks/${FIRST}` },
  { name: 'deck-type-empty', path: `/decks/${enc(EMPTY_RULE.id)}` },
  { name: 'variant', path: `/decks/${FIRST}/variants/${enc(FIXTURE_VARIANT.id)}` },
  { name: 'matchups', path: '/matchups' },
  { name: 'deck', path: '/deck/AbCdEf-123456-GhIjKl' },
  { name: 'deck-job-failed', path: `/deck/${FIXTURE_DECK_JOBS[3]!.id}` },
  { name: 'rule-stats-list', path: '/rules/stats' },
  { name: 'rule-stats', path: `/rules/stats/${FIRST}` },
  { name: 'ads-policy', path: '/policies/ads' },
  { name: 'not-found', path: '/no/such/page' },
];

/** The phone and the desktop the site is laid out for, and the viewport height at each. */
export const WIDTHS = [390, 1366] as const;
export const HEIGHT = { 390: 844, 1366: 900 } as const;
