// The two HP band sets of the spec, defined once. Printed HP is a multiple of 10, but the
// band edges leave gaps (50 -> 60, 90 -> 100), so each band is read as a lower bound: a band
// holds every HP from its own start up to the next band's start (0-50 means hp < 60).

export const DECK_TYPE_HP_BANDS = ['0-50', '60-70', '80-130', '140-210', '220-300', '310+'] as const;
export type DeckTypeHpBand = (typeof DECK_TYPE_HP_BANDS)[number];

export const RULE_STATS_HP_BANDS = [
  'hp_0_90',
  'hp_100_129',
  'hp_130_159',
  'hp_160_189',
  'hp_190_219',
  'hp_220_plus',
] as const;
export type RuleStatsHpBand = (typeof RULE_STATS_HP_BANDS)[number];

/** Labels of the rule-statistics bands as the pages show them. */
export const RULE_STATS_HP_BAND_LABELS: Readonly<Record<RuleStatsHpBand, string>> = {
  hp_0_90: '0–90',
  hp_100_129: '100–129',
  hp_130_159: '130–159',
  hp_160_189: '160–189',
  hp_190_219: '190–219',
  hp_220_plus: '220+',
};

// Lower bounds of the bands after the first, in band order.
const DECK_TYPE_STARTS = [60, 80, 140, 220, 310] as const;
const RULE_STATS_STARTS = [100, 130, 160, 190, 220] as const;

function bandIndex(hp: number, starts: readonly number[]): number {
  let index = 0;
  while (index < starts.length && hp >= starts[index]!) index += 1;
  return index;
}

/** The deck-type detail band of an HP value; undefined when the HP is missing or not a number. */
export function deckTypeHpBand(hp: number | null | undefined): DeckTypeHpBand | undefined {
  if (hp == null || !Number.isFinite(hp)) return undefined;
  return DECK_TYPE_HP_BANDS[bandIndex(hp, DECK_TYPE_STARTS)];
}

/** The rule-statistics band of an HP value; undefined when the HP is missing or not a number. */
export function ruleStatsHpBand(hp: number | null | undefined): RuleStatsHpBand | undefined {
  if (hp == null || !Number.isFinite(hp)) return undefined;
  return RULE_STATS_HP_BANDS[bandIndex(hp, RULE_STATS_STARTS)];
}

/** A zero count for every deck-type band, in band order (for building `hpRatios`). */
export function emptyDeckTypeHpCounts(): Record<DeckTypeHpBand, number> {
  return { '0-50': 0, '60-70': 0, '80-130': 0, '140-210': 0, '220-300': 0, '310+': 0 };
}

/** A zero count for every rule-statistics band, in band order. */
export function emptyRuleStatsHpCounts(): Record<RuleStatsHpBand, number> {
  return { hp_0_90: 0, hp_100_129: 0, hp_130_159: 0, hp_160_189: 0, hp_190_219: 0, hp_220_plus: 0 };
}
