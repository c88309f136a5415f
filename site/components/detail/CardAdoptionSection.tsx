// Card adoption of a deck type or sub-rule: one accordion per category in the spec's order
// ("other" is not shown), each card sorted by adoption rate, with copies, the marketplace link
// the copy distribution, and the decks that include it (a count that opens to the list).
import { ADOPTION_CATEGORY_LABELS, DISPLAYED_ADOPTION_CATEGORIES } from '../../../engine/cardKinds.ts';
import type { CardAdoptionItem, PokemonStats } from '../../../engine/documents.ts';
import { byCodeUnit } from '../../../engine/rules/order.ts';
import { Accordion } from '../Accordion.tsx';
import { CopyHistogram } from '../CopyHistogram.tsx';
import { DeckIdList } from '../DeckIdList.tsx';
import { DetailTable } from '../DetailTable.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { AdoptionCells } from './AdoptionCells.tsx';
import { Section } from './Section.tsx';

/** Highest adoption first; ties by copies, then name, so the order is stable between builds. */
export function sortByAdoption(items: readonly CardAdoptionItem[]): CardAdoptionItem[] {
  return [...items].sort(
    (a, b) =>
      b.adoptionRate - a.adoptionRate ||
      b.avgCopiesOverall - a.avgCopiesOverall ||
      byCodeUnit(a.name, b.name),
  );
}

/** The decks the section links to (its data hook resolves them, site/lib/pageLinks.ts). */
export function adoptionDeckIds(adoption: PokemonStats['cardAdoption']): string[] {
  return DISPLAYED_ADOPTION_CATEGORIES.flatMap((category) =>
    (adoption[category] ?? []).flatMap((item) => item.deckIds),
  );
}

/** The names of the cards the adoption tables list (their links to /cards/{id}). */
export function adoptionCardNames(adoption: PokemonStats['cardAdoption']): string[] {
  return DISPLAYED_ADOPTION_CATEGORIES.flatMap((category) =>
    (adoption[category] ?? []).map((item) => item.name),
  );
}

export function CardAdoptionSection({
  adoption,
  labelOf,
}: {
  adoption: PokemonStats['cardAdoption'];
  /** The label of a deck of the page's deck list, by id. */
  labelOf: (deckId: string) => string | undefined;
}) {
  const categories = DISPLAYED_ADOPTION_CATEGORIES.map((category) => ({
    category,
    items: sortByAdoption(adoption[category] ?? []),
  }));
  const anyCards = categories.some(({ items }) => items.length > 0);
  return (
    <Section id="adoption" title="カード採用率">
      {anyCards ? (
        categories.map(({ category, items }) => (
          <Accordion
            key={category}
            id={`adoption-${category}`}
            open={category === 'pokemon'}
            title={`${ADOPTION_CATEGORY_LABELS[category]}（${items.length}種）`}
          >
            {items.length === 0 ? (
              <EmptyState>カード採用データがありません</EmptyState>
            ) : (
              <AdoptionTable items={items} labelOf={labelOf} />
            )}
          </Accordion>
        ))
      ) : (
        <EmptyState>カード採用データがありません</EmptyState>
      )}
    </Section>
  );
}

function AdoptionTable({
  items,
  labelOf,
}: {
  items: CardAdoptionItem[];
  labelOf: (deckId: string) => string | undefined;
}) {
  return (
    <DetailTable
      columns={[
        'カード',
        '採用率',
        '採用デッキ',
        '平均枚数（採用時）',
        '平均枚数（全体）',
        '枚数分布',
        'デッキ',
      ]}
      className="detail-adoption"
    >
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <AdoptionCells
              name={item.name}
              figures={{
                rate: item.adoptionRate,
                interval: item.adoptionRateInterval,
                includedDecks: item.includedDecks,
                totalDecks: item.totalDecks,
                avgCopiesIncluding: item.avgCopiesIncluding,
                avgCopiesOverall: item.avgCopiesOverall,
              }}
            >
              {item.abilityName ? (
                <small className="detail-card-ability" title={item.abilityText ?? undefined}>
                  {`特性: ${item.abilityName}`}
                </small>
              ) : null}
            </AdoptionCells>
            <td data-label="枚数分布">
              <CopyHistogram copies={item.copies} totalDecks={item.totalDecks} />
            </td>
            <td data-label="デッキ">
              <DeckIdList ids={item.deckIds} labelOf={labelOf} includedDecks={item.includedDecks} />
            </td>
          </tr>
        ))}
      </tbody>
    </DetailTable>
  );
}
