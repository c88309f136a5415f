// The card facts written into engine/ (ACE SPEC list, kind and stage mappings) checked against
// the real card data in ../shared/data; skipped when that folder is absent.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isBasicEnergyName } from '../../data/official/deckDocument.ts';
import { ACE_SPEC_CARDS, ACE_SPEC_NAMES, aceSpecBaseKind } from '../../engine/aceSpec.ts';
import { cardKindOf, evolutionStageOf } from '../../engine/cardKinds.ts';
import { normalizeCardName } from '../../engine/cardName.ts';
import { readRealCards } from '../../scripts/sample/realCards.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(repoRoot, '../shared/data');
const hasData = existsSync(path.join(dataDir, 'cards_ja.jsonl'));

describe.skipIf(!hasData)('card facts against ../shared/data', () => {
  it('the ACE SPEC list is exactly the names of ace_spec_ja.txt', () => {
    const listed = readFileSync(path.join(dataDir, 'ace_spec_ja.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    expect([...ACE_SPEC_NAMES].sort()).toEqual([...listed].sort());
  });

  it('the printed kind of each ACE SPEC card agrees with the card data', () => {
    const cards = readRealCards(dataDir);
    let checked = 0;
    for (const card of cards) {
      const kind = aceSpecBaseKind(card.name);
      if (kind === undefined) continue;
      const printed = card.energyType === 'Special' ? 'special_energy' : cardKindOf(card.trainerType);
      expect(kind, card.name).toBe(printed);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    // Every listed name but マスターボール (not in this card pool's sets) appears in the data.
    const present = new Set(cards.map((card) => normalizeCardName(card.name)));
    const missing = ACE_SPEC_CARDS.filter((card) => !present.has(normalizeCardName(card.name)));
    expect(missing.map((card) => card.name)).toEqual(['マスターボール']);
  });

  it('every category, trainer type and stage of the data maps to a known kind or stage', () => {
    for (const card of readRealCards(dataDir)) {
      expect(cardKindOf(card.category), card.category).not.toMatch(/^(other|unknown)$/);
      if (card.trainerType) expect(cardKindOf(card.trainerType), card.trainerType).not.toBe('other');
      if (card.category === 'Pokemon' && card.stage !== 'MEGA') {
        expect(evolutionStageOf(card.stage), `${card.name} ${card.stage}`).not.toBe('other');
      }
    }
  });

  it('the deck page tells basic energies from special ones by name, for every energy of the data', () => {
    const energies = readRealCards(dataDir).filter((card) => card.category === 'Energy');
    expect(energies.length).toBeGreaterThan(0);
    for (const card of energies) {
      expect(isBasicEnergyName(card.name), card.name).toBe(card.energyType === 'Normal');
    }
  });

  it('every card type of the tournament aggregates maps to a known kind', () => {
    const lines = readFileSync(path.join(dataDir, 'archetype_card_usage_ja.csv'), 'utf8')
      .split('\n')
      .slice(1);
    const types = new Set(lines.filter((line) => line.trim() !== '').map((line) => line.split(',')[3] ?? ''));
    for (const type of types) expect(cardKindOf(type), type).not.toMatch(/^(other|unknown)$/);
  });
});
