// Average copies per adoption category and the Pokémon statistics (evolution stages, the six
// HP bands of the deck-type page, ability ratio) shared by the deck-type and sub-rule pages.
import {
  ADOPTION_CATEGORY_LABELS,
  DISPLAYED_ADOPTION_CATEGORIES,
  EVOLUTION_STAGE_LABELS,
  EVOLUTION_STAGES,
} from '../../../engine/cardKinds.ts';
import type { PokemonStats } from '../../../engine/documents.ts';
import { formatCopies, formatShare } from '../../../engine/format.ts';
import { DECK_TYPE_HP_BANDS } from '../../../engine/hpBands.ts';
import { EmptyState } from '../EmptyState.tsx';
import { RatioList } from './RatioList.tsx';
import { Section } from './Section.tsx';
import { StatFigures } from './StatFigures.tsx';

/** `empty`: no deck matched, so there is nothing to average (the spec's "データがありません"). */
export function CategoryAveragesSection({
  stats,
  empty = false,
}: {
  stats: Pick<PokemonStats, 'cardTypeAverages'>;
  empty?: boolean;
}) {
  return (
    <Section id="averages" title="カテゴリ別平均採用枚数">
      {empty ? (
        <EmptyState>データがありません</EmptyState>
      ) : (
        <StatFigures
          figures={DISPLAYED_ADOPTION_CATEGORIES.map((category) => ({
            label: ADOPTION_CATEGORY_LABELS[category],
            value: formatCopies(stats.cardTypeAverages[category] ?? 0, 1),
          }))}
        />
      )}
    </Section>
  );
}

export function PokemonStatsSection({ stats, empty = false }: { stats: PokemonStats; empty?: boolean }) {
  if (empty) {
    return (
      <Section id="pokemon-stats" title="ポケモン統計">
        <EmptyState>データがありません</EmptyState>
      </Section>
    );
  }
  return (
    <Section id="pokemon-stats" title="ポケモン統計">
      <h3>進化段階の比率</h3>
      <RatioList
        label="進化段階の比率"
        ratios={EVOLUTION_STAGES.map((stage) => ({
          label: EVOLUTION_STAGE_LABELS[stage],
          value: stats.evolutionRatio[stage],
        }))}
      />
      <h3>HP帯の比率</h3>
      <RatioList
        label="HP帯の比率"
        ratios={DECK_TYPE_HP_BANDS.map((band) => ({ label: `HP ${band}`, value: stats.hpRatios[band] }))}
      />
      <h3>特性持ちの比率</h3>
      <StatFigures figures={[{ label: '特性を持つポケモン', value: formatShare(stats.abilityRatio) }]} />
    </Section>
  );
}
