import { describe, expect, it } from 'vitest';
import { parseCardStatsRow, parseRuleStats } from './ruleStatsDoc.ts';

describe('parseRuleStats(id, raw)', () => {
  it('reads the stats fields, numeric text included, and fills missing ones with zero', () => {
    const stats = parseRuleStats('ルール A', {
      name: 'ルール A',
      stats_total_decks: '12',
      statsShareRate: 0.25,
      stats_pokemon_hp_ratio: { hp_0_90: 0.5, hp_220_plus: '0.5' },
      stats_avg_card_counts: { pokemon: 14.2 },
    });
    expect(stats).not.toBeNull();
    expect(stats?.id).toBe('ルール A');
    expect(stats?.stats_total_decks).toBe(12);
    expect(stats?.stats_share_rate).toBe(0.25);
    expect(stats?.stats_pokemon_hp_ratio.hp_220_plus).toBe(0.5);
    expect(stats?.stats_pokemon_hp_ratio.hp_130_159).toBe(0);
    expect(stats?.stats_avg_card_counts).toMatchObject({ pokemon: 14.2, trainer: 0, energy: 0 });
    expect(stats?.stats_pokemon_evo_ratio).toMatchObject({ basic: 0, stage1: 0, stage2: 0, other: 0 });
    expect(stats?.stats_share_within_rule).toBeUndefined();
  });

  it('keeps the parent rule id of a sub-rule document', () => {
    expect(parseRuleStats('A__v', { parent_rule_id: 'A' })?.parent_rule_id).toBe('A');
  });
});

describe('parseCardStatsRow(rowId, raw)', () => {
  it('falls back to the normalised name, then the row id, for the display name', () => {
    expect(parseCardStatsRow('row', { normalized_name: 'ネストボール' })?.name).toBe('ネストボール');
    expect(parseCardStatsRow('row', {})?.name).toBe('row');
    expect(parseCardStatsRow('row', { name: 'ネストボール', adoption_rate: '0.5' })?.adoption_rate).toBe(0.5);
  });
});
