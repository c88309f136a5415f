// Extracts scripts/sample/cardFacts.json from the real Japanese card list (../shared/data,
// tcgdex cards-database, MIT): for every card the sample plays or names, the facts of one
// printing — the last non-promo printing in file order (a promo when it has no other). Run
// `node bin/run-ts.js scripts/sample/extractCardFacts.ts [DATA_DIR]`; tests/real/sampleCards.test.ts
// checks that the committed file is exactly this script's output.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CardFact } from './cardFacts.ts';
import { type RealCard, readAceSpecNames, readRealCards } from './realCards.ts';
import { RECIPES, STAPLES } from './recipes.ts';

export const CARD_FACTS_FILE = path.join(import.meta.dirname, 'cardFacts.json');

/** Cards a sample rule names that no recipe plays: the cards collection still lists them. */
const RULE_ONLY_CARDS = ['キュワワー'];

const STAGES: Record<string, string> = { Basic: 'たね', Stage1: '1進化', Stage2: '2進化', MEGA: 'MEGA' };
const TRAINER_TYPES: Record<string, string> = {
  Item: 'グッズ',
  Supporter: 'サポート',
  Stadium: 'スタジアム',
  Tool: 'ポケモンのどうぐ',
};
const ENERGY: Record<string, string> = {
  Grass: '草',
  Fire: '炎',
  Water: '水',
  Lightning: '雷',
  Psychic: '超',
  Fighting: '闘',
  Darkness: '悪',
  Metal: '鋼',
  Dragon: '竜',
  Colorless: '無',
};

/** Every card name the sample's recipes, staples and rules need, in code-unit order. */
export function sampleCardNames(): string[] {
  const names = new Set<string>([...STAPLES, ...RULE_ONLY_CARDS]);
  for (const recipe of RECIPES) {
    for (const [name] of recipe.slots) names.add(name);
    for (const choice of recipe.choices ?? [])
      for (const option of choice) for (const [name] of option) names.add(name);
    for (const [name] of recipe.energy) names.add(name);
  }
  return [...names].sort();
}

function kindOf(card: RealCard): string {
  if (card.category === 'Pokemon') return 'ポケモン';
  if (card.category === 'Trainer') return TRAINER_TYPES[card.trainerType ?? ''] ?? '?';
  return card.energyType === 'Special' ? '特殊エネルギー' : '基本エネルギー';
}

function factOf(card: RealCard, aceSpec: boolean): CardFact {
  const fact: CardFact = { name: card.name, set: card.set, number: card.localId, type: kindOf(card) };
  if (card.category === 'Pokemon') {
    fact.stage = STAGES[card.stage ?? ''] ?? card.stage ?? '';
    if (card.hp !== undefined) fact.hp = card.hp;
    const ability = card.abilities?.[0];
    if (ability) fact.ability = { name: ability.name, text: ability.effect ?? '' };
    fact.attacks = (card.attacks ?? []).map((attack) => ({
      name: attack.name,
      energy: (attack.cost ?? []).map((type) => ENERGY[type] ?? type).join(''),
      damage: attack.damage === undefined ? '' : String(attack.damage),
      text: attack.effect ?? '',
    }));
  }
  if (aceSpec) fact.aceSpec = true;
  return fact;
}

/** The facts of each named card from the card list in `dataDir`; a name it lacks is an error. */
export function extractCardFacts(dataDir: string, names: readonly string[]): CardFact[] {
  const printings = new Map<string, RealCard[]>();
  for (const card of readRealCards(dataDir))
    printings.set(card.name, [...(printings.get(card.name) ?? []), card]);
  const aceSpec = readAceSpecNames(dataDir);
  return names.map((name) => {
    const all = printings.get(name);
    if (!all) throw new Error(`${name}: not in ${path.join(dataDir, 'cards_ja.jsonl')}`);
    const regular = all.filter((card) => !card.set.endsWith('-P'));
    return factOf((regular.length > 0 ? regular : all).at(-1)!, aceSpec.has(name));
  });
}

/** The file's text for a list of facts. */
export function cardFactsText(facts: readonly CardFact[]): string {
  return `${JSON.stringify(facts, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const dataDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../../shared/data'));
  writeFileSync(CARD_FACTS_FILE, cardFactsText(extractCardFacts(dataDir, sampleCardNames())));
  console.log(`wrote ${CARD_FACTS_FILE}`);
}
