// What /check (デッキ診断) carries to the browser, in the page as JSON: the published rules, per
// deck type its consensus list, the adoption of its cards and whether it has a page, and the
// cards that have pages. Built by the page's data hook, read by its client script.
import { normalizeCardName } from '../../../engine/cardName.ts';
import type { CheckType } from '../../../engine/check/checkDeck.ts';
import type { DocumentOf } from '../../../engine/documentRegistry.ts';
import type { DeckTypeDetail } from '../../../engine/documents.ts';

export interface CheckPayload {
  rules: DocumentOf<'publicRules'>['rules'];
  /** By rule id. */
  types: Record<string, CheckType & { hasPage: boolean }>;
  /** File names (engine/ids.ts fileNameOf of the card id) of the cards with a page /cards/{id}. */
  cardPages: string[];
}

/** The element id of the JSON the client script reads. */
export const CHECK_DATA_ID = 'check-data';

/** Adoption below this share is not carried: the page says 「1%未満」. */
export const ADOPTION_FLOOR = 0.01;
/** At most this many cards' adoption per type (the most adopted), so the page stays small. */
const MAX_ADOPTION_CARDS = 150;

/**
 * A type's card adoption, every category together: card id (normalized name, as the page keys a
 * pasted card) -> share, rounded to 0.1%.
 */
export function adoptionOf(detail: DeckTypeDetail | null): Record<string, number> {
  const items = Object.values(detail?.stats.cardAdoption ?? {})
    .flat()
    .filter((item) => item.adoptionRate >= ADOPTION_FLOOR)
    .sort((a, b) => b.adoptionRate - a.adoptionRate || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, MAX_ADOPTION_CARDS);
  return Object.fromEntries(
    items.map((item) => [normalizeCardName(item.name), Math.round(item.adoptionRate * 1000) / 1000]),
  );
}

/** The payload as text safe inside `<script type="application/json">` (no `</script>` can close it). */
export function payloadJson(payload: CheckPayload): string {
  return JSON.stringify(payload).replace(/</g, '\\u003c');
}
