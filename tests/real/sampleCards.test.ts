// The card facts of scripts/sample/cardFacts.json (and so of data/sample) checked against
// the real Japanese card list in ../shared/data: every name exists, and its kind, stage, HP,
// ability and attacks are those of one real printing. Skipped when that folder is absent.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_FACTS } from '../../scripts/sample/cardFacts.ts';
import {
  CARD_FACTS_FILE,
  cardFactsText,
  extractCardFacts,
  sampleCardNames,
} from '../../scripts/sample/extractCardFacts.ts';
import { type RealCard, readAceSpecNames, readRealCards } from '../../scripts/sample/realCards.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(repoRoot, '../shared/data');
const hasData = existsSync(path.join(dataDir, 'cards_ja.jsonl'));

const STAGES: Record<string, string> = { Basic: 'たね', Stage1: '1進化', Stage2: '2進化', MEGA: 'MEGA' };
const TRAINER_TYPES: Record<string, string> = {
  Item: 'グッズ',
  Supporter: 'サポート',
  Stadium: 'スタジアム',
  Tool: 'ポケモンのどうぐ',
};

function kindOf(card: RealCard): string {
  if (card.category === 'Pokemon') return 'ポケモン';
  if (card.category === 'Trainer') return TRAINER_TYPES[card.trainerType ?? ''] ?? '?';
  return card.energyType === 'Special' ? '特殊エネルギー' : '基本エネルギー';
}

describe.skipIf(!hasData)('sample card facts against cards_ja.jsonl', () => {
  const cards: RealCard[] = hasData ? readRealCards(dataDir) : [];
  const aceSpec = hasData ? readAceSpecNames(dataDir) : new Set<string>();

  it('is exactly what scripts/sample/extractCardFacts.ts writes from this data', () => {
    const extracted = cardFactsText(extractCardFacts(dataDir, sampleCardNames()));
    expect(extracted).toBe(readFileSync(CARD_FACTS_FILE, 'utf8'));
  });

  it('names real cards with the facts of the printing they cite', () => {
    for (const fact of CARD_FACTS) {
      const printing = cards.find(
        (c) => c.name === fact.name && c.set === fact.set && c.localId === fact.number,
      );
      expect(printing, `${fact.name} ${fact.set} ${fact.number}`).toBeDefined();
      if (!printing) continue;
      expect(fact.type, fact.name).toBe(kindOf(printing));
      expect(fact.aceSpec === true, fact.name).toBe(aceSpec.has(fact.name));
      if (printing.category !== 'Pokemon') continue;
      expect(fact.stage, fact.name).toBe(STAGES[printing.stage ?? '']);
      expect(fact.hp, fact.name).toBe(printing.hp);
      expect(fact.ability?.name, fact.name).toBe(printing.abilities?.[0]?.name);
      expect(
        fact.attacks?.map((a) => a.name),
        fact.name,
      ).toEqual((printing.attacks ?? []).map((a) => a.name));
    }
  });
});
