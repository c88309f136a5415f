// A card_stats row for component tests: every field of the schema, the rest left at zero.
import type { CardStatsRow } from '../../../engine/documents.ts';

export function cardStatsRow(name: string, cardType: string, adoptionRate: number): CardStatsRow {
  return {
    normalized_name: name,
    name,
    card_type: cardType,
    total_decks: 0,
    included_decks: 0,
    adoption_rate: adoptionRate,
    total_copies: 0,
    avg_copies_including: 0,
    avg_copies_overall: 0,
  };
}
