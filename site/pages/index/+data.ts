// The dashboard reads public/home, and public/decks for the weekly trend of the top deck types.
import type { PublicDecks, PublicHome } from '../../../engine/documents.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(): { home: PublicHome | null; decks: PublicDecks | null } {
  return { home: readDoc('home'), decks: readDoc('decks') };
}
