// URLs of the detail routes, one place. Every id segment is URL-encoded: rule ids are often
// Japanese names with spaces and brackets, and the prerendered file names follow the URL.

export const deckTypePath = (ruleId: string) => `/decks/${encodeURIComponent(ruleId)}`;

export const variantPath = (ruleId: string, variantId: string) =>
  `${deckTypePath(ruleId)}/variants/${encodeURIComponent(variantId)}`;

export const deckPath = (deckId: string) => `/deck/${encodeURIComponent(deckId)}`;

export const ruleStatsPath = (ruleId: string) => `/rules/stats/${encodeURIComponent(ruleId)}`;

export const eventPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

/**
 * The element id of a sub-rule accordion on the rule-statistics page (opened from the URL hash).
 * Ids may hold any character but whitespace; links encode it with `encodeURIComponent`.
 */
export const subRuleAnchor = (variantId: string) => `variant-${variantId.replace(/\s+/gu, '_')}`;
