// Card texts for the benchmark corpus: each Pokémon gets an ability text (when the card has an
// ability) and two attacks, as the official deck pages give them, with lengths drawn from the
// real card pool. Only the derived length distributions live here, never the data itself.
import { type Random, seededRandom } from './corpusDecks.ts';

/**
 * Quantiles (0, 10, 25, 50, 75, 90, 100 %) over the 4,518 Pokémon of ../shared/data/
 * cards_ja.jsonl (SV and M series), computed 2026-11-29: lengths in UTF-16 code units.
 */
const QUANTILES = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1] as const;
const ABILITY_TEXT = [15, 36, 47, 58, 75, 92, 134];
const ATTACK_NAME = [2, 4, 5, 7, 8, 8, 15];
/** Attack effect texts that are not empty. */
const ATTACK_TEXT = [9, 18, 23, 31, 41, 52, 120];
/** 32% of attacks have no effect text; 17% no damage; 18% a damage with a suffix (30×, 20+). */
const ATTACK_TEXT_EMPTY = 0.32;
const DAMAGE_EMPTY = 0.17;
const DAMAGE_SUFFIXED = 0.18;
const DAMAGE = [10, 10, 30, 50, 100, 160, 330];
/** Energy symbols per attack cost. */
const COST = [1, 1, 1, 2, 3, 3, 5];

/** A value from a quantile table, interpolated linearly between its quantiles. */
export function fromQuantiles(table: readonly number[], random: Random): number {
  const u = random();
  let i = 1;
  while (i < QUANTILES.length - 1 && u > QUANTILES[i]!) i++;
  const low = QUANTILES[i - 1]!;
  const t = (u - low) / (QUANTILES[i]! - low);
  return Math.round(table[i - 1]! + t * (table[i]! - table[i - 1]!));
}

// Filler characters in the proportions of Japanese card text (kana, kanji, digits, punctuation).
const FILLER =
  'このポケモンについているエネルギーを相手の場にベンチ自分山札から選びトラッシュする。、1234ダメージ';
const ENERGY = '草炎水雷超闘悪鋼無';

function filler(length: number, random: Random): string {
  let text = '';
  for (let i = 0; i < length; i++) text += FILLER[Math.floor(random() * FILLER.length)];
  return text;
}

function attack(random: Random) {
  const cost = fromQuantiles(COST, random);
  let energy = '';
  for (let i = 0; i < cost; i++) energy += ENERGY[Math.floor(random() * ENERGY.length)];
  const damage =
    random() < DAMAGE_EMPTY
      ? ''
      : `${Math.max(10, Math.round(fromQuantiles(DAMAGE, random) / 10) * 10)}${random() < DAMAGE_SUFFIXED ? '×' : ''}`;
  return {
    name: filler(fromQuantiles(ATTACK_NAME, random), random),
    energy,
    damage,
    text: random() < ATTACK_TEXT_EMPTY ? '' : filler(fromQuantiles(ATTACK_TEXT, random), random),
  };
}

/** FNV-1a of a card name: the seed of its texts, so a card reads the same in every deck. */
function nameSeed(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The texts of one Pokémon: its ability's text (when it has an ability) and two attacks. */
export function pokemonTexts(name: string, abilityName: string | undefined) {
  const random = seededRandom(nameSeed(name));
  const abilityText = filler(fromQuantiles(ABILITY_TEXT, random), random);
  const attacks = [attack(random), attack(random)];
  return {
    ...(abilityName ? { ability: { name: abilityName, text: abilityText } } : {}),
    attacks,
  };
}
