// Card facts of every card the sample recipes name, copied from one printing each in the Japanese
// card list (tcgdex cards-database, MIT): kind, stage, HP, first ability, attacks (energy as
// 草炎水雷超闘悪鋼竜無 text). Kept as cardFacts.json, written by extractCardFacts.ts, so the sample
// regenerates without the real data folder; tests/real/sampleCards.test.ts checks the file is
// that script's output and every entry against the card list.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface CardFact {
  name: string;
  /** Set code and collector number of the printing the facts come from. */
  set: string;
  number: string;
  /** Kind as the official deck page groups cards: ポケモン, グッズ, サポート, ... */
  type: string;
  stage?: string;
  hp?: number;
  ability?: { name: string; text: string };
  attacks?: { name: string; energy: string; damage: string; text: string }[];
  aceSpec?: boolean;
}

export const CARD_FACTS: readonly CardFact[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'cardFacts.json'), 'utf8'),
);
