// The statistics sections of a rule (or sub-rule) on /rules/stats/{id}: overview, average card
// counts per kind, evolution stages, the rule-statistics HP bands and the ability ratio.
import { EVOLUTION_STAGE_LABELS, EVOLUTION_STAGES } from '../../../engine/cardKinds.ts';
import { formatCopies, formatShare } from '../../../engine/format.ts';
import { RULE_STATS_HP_BAND_LABELS, RULE_STATS_HP_BANDS } from '../../../engine/hpBands.ts';
import { EmptyState } from '../EmptyState.tsx';
import { intervalText } from '../ShareValue.tsx';
import { RatioList } from './RatioList.tsx';
import type { RuleStats } from './ruleStatsData.ts';
import { Section } from './Section.tsx';
import { type Figure, StatFigures } from './StatFigures.tsx';

export function ruleOverviewFigures(stats: RuleStats): Figure[] {
  return [
    { label: 'デッキ数', value: `${stats.stats_total_decks}件` },
    {
      label: '全体シェア',
      value: formatShare(stats.stats_share_rate),
      note: intervalText(stats.stats_share_rate_interval) ?? undefined,
    },
    ...(stats.stats_share_within_rule != null
      ? [
          {
            label: 'ルール内シェア',
            value: formatShare(stats.stats_share_within_rule),
            note: intervalText(stats.stats_share_within_rule_interval) ?? undefined,
          },
        ]
      : []),
    {
      label: 'ACE SPEC採用率',
      value: formatShare(stats.stats_ace_spec_adoption_rate),
      note: [
        `${stats.stats_ace_spec_included_decks}件で採用`,
        intervalText(stats.stats_ace_spec_adoption_rate_interval),
      ]
        .filter(Boolean)
        .join('・'),
    },
  ];
}

export function averageCountFigures(stats: RuleStats): Figure[] {
  const counts = stats.stats_avg_card_counts;
  return [
    { label: 'ポケモン', value: formatCopies(counts.pokemon, 1) },
    { label: 'トレーナーズ', value: formatCopies(counts.trainer, 1) },
    { label: 'エネルギー', value: formatCopies(counts.energy, 1) },
  ];
}

export function RuleStatsSections({ stats }: { stats: RuleStats }) {
  // A rule that matched no deck has nothing to average: the spec's "データがありません".
  const empty = stats.stats_total_decks === 0;
  const none = <EmptyState>データがありません</EmptyState>;
  return (
    <>
      <Section id="overview" title="概要">
        <StatFigures figures={ruleOverviewFigures(stats)} />
      </Section>
      <Section id="averages" title="種類別平均枚数">
        {empty ? none : <StatFigures figures={averageCountFigures(stats)} />}
      </Section>
      <Section id="evolution" title="進化段階の比率">
        {empty ? (
          none
        ) : (
          <RatioList
            label="進化段階の比率"
            ratios={EVOLUTION_STAGES.map((stage) => ({
              label: EVOLUTION_STAGE_LABELS[stage],
              value: stats.stats_pokemon_evo_ratio[stage],
            }))}
          />
        )}
      </Section>
      <Section id="hp" title="HP帯の比率">
        {empty ? (
          none
        ) : (
          <RatioList
            label="HP帯の比率"
            ratios={RULE_STATS_HP_BANDS.map((band) => ({
              label: `HP ${RULE_STATS_HP_BAND_LABELS[band]}`,
              value: stats.stats_pokemon_hp_ratio[band],
            }))}
          />
        )}
      </Section>
      <Section id="ability" title="特性持ちの比率">
        {empty ? (
          none
        ) : (
          <StatFigures
            figures={[{ label: '特性を持つポケモン', value: formatShare(stats.stats_pokemon_ability_ratio) }]}
          />
        )}
      </Section>
    </>
  );
}
