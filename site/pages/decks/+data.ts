// The deck-type list reads public/decks.

import type { PublicDecks } from '../../../engine/documents.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(): { decks: PublicDecks | null } {
  return { decks: readDoc('decks') };
}
