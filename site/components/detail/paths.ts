// URLs of the detail routes, one place. Every id segment goes through engine/ids.ts
// `urlSegmentOf`: its file name (long ids shortened with a hash), percent-encoded, so `?`, `#` and
// `%` survive and the prerendered folder (named by the decoded segment) fits 255 bytes.
import { urlSegmentOf } from '../../../engine/ids.ts';

export const deckTypePath = (ruleId: string) => `/decks/${urlSegmentOf(ruleId)}`;

export const variantPath = (ruleId: string, variantId: string) =>
  `${deckTypePath(ruleId)}/variants/${urlSegmentOf(variantId)}`;

export const deckPath = (deckId: string) => `/deck/${urlSegmentOf(deckId)}`;

export const ruleStatsPath = (ruleId: string) => `/rules/stats/${urlSegmentOf(ruleId)}`;

export const eventPath = (eventId: string) => `/events/${urlSegmentOf(eventId)}`;

/**
 * The element id of a sub-rule accordion on the rule-statistics page (opened from the URL hash).
 * Ids may hold any character but whitespace; links encode it with `encodeURIComponent`.
 */
export const subRuleAnchor = (variantId: string) => `variant-${variantId.replace(/\s+/gu, '_')}`;
