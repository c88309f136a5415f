// The real Japanese card list of ../shared/data (tcgdex cards-database, MIT), as the card-facts
// extraction and the real-data tests read it: one JSON object per line of cards_ja.jsonl, and
// the ACE SPEC names of ace_spec_ja.txt.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The fields of one printing that the sample's facts and their checks use. */
export interface RealCard {
  name: string;
  set: string;
  localId: string;
  category: string;
  hp?: number;
  stage?: string;
  trainerType?: string;
  energyType?: string;
  abilities?: { name: string; effect?: string }[];
  attacks?: { name: string; cost?: string[]; damage?: number | string; effect?: string }[];
}

/** Every printing in `dataDir/cards_ja.jsonl`, in file order. */
export function readRealCards(dataDir: string): RealCard[] {
  return readFileSync(path.join(dataDir, 'cards_ja.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RealCard);
}

/** The names listed in `dataDir/ace_spec_ja.txt`. */
export function readAceSpecNames(dataDir: string): Set<string> {
  return new Set(
    readFileSync(path.join(dataDir, 'ace_spec_ja.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
}
