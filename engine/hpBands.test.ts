import { describe, expect, it } from 'vitest';
import {
  DECK_TYPE_HP_BANDS,
  deckTypeHpBand,
  emptyDeckTypeHpCounts,
  emptyRuleStatsHpCounts,
  RULE_STATS_HP_BANDS,
  ruleStatsHpBand,
} from './hpBands.ts';

describe('deckTypeHpBand(hp)', () => {
  it.each([
    [0, '0-50'],
    [30, '0-50'],
    [50, '0-50'],
    [55, '0-50'],
    [60, '60-70'],
    [70, '60-70'],
    [75, '60-70'],
    [80, '80-130'],
    [130, '80-130'],
    [135, '80-130'],
    [140, '140-210'],
    [210, '140-210'],
    [220, '220-300'],
    [300, '220-300'],
    [305, '220-300'],
    [310, '310+'],
    [380, '310+'],
  ] as const)('puts HP %d in %s', (hp, band) => {
    expect(deckTypeHpBand(hp)).toBe(band);
  });

  it('gives no band to a missing or non-numeric HP', () => {
    expect(deckTypeHpBand(undefined)).toBeUndefined();
    expect(deckTypeHpBand(null)).toBeUndefined();
    expect(deckTypeHpBand(Number.NaN)).toBeUndefined();
  });
});

describe('ruleStatsHpBand(hp)', () => {
  it.each([
    [0, 'hp_0_90'],
    [90, 'hp_0_90'],
    [95, 'hp_0_90'],
    [100, 'hp_100_129'],
    [129, 'hp_100_129'],
    [130, 'hp_130_159'],
    [159, 'hp_130_159'],
    [160, 'hp_160_189'],
    [190, 'hp_190_219'],
    [219, 'hp_190_219'],
    [220, 'hp_220_plus'],
    [340, 'hp_220_plus'],
  ] as const)('puts HP %d in %s', (hp, band) => {
    expect(ruleStatsHpBand(hp)).toBe(band);
  });

  it('gives no band to a missing HP', () => {
    expect(ruleStatsHpBand(undefined)).toBeUndefined();
  });
});

describe('empty band counts', () => {
  it('hold every band at zero, in band order', () => {
    expect(Object.keys(emptyDeckTypeHpCounts())).toEqual([...DECK_TYPE_HP_BANDS]);
    expect(Object.keys(emptyRuleStatsHpCounts())).toEqual([...RULE_STATS_HP_BANDS]);
    expect(Object.values(emptyRuleStatsHpCounts()).every((n) => n === 0)).toBe(true);
  });
});
