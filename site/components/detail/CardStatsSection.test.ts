import { describe, expect, it } from 'vitest';
import { groupByKind } from './CardStatsSection.tsx';
import { cardStatsRow } from './testRows.ts';

const row = (name: string, cardType: string | undefined, rate: number) =>
  // A row without a card type is not a valid document; groupByKind still files it under その他.
  cardStatsRow(name, cardType as string, rate);

describe('groupByKind(rows)', () => {
  it('groups rows in the card-kind display order, each by adoption rate descending', () => {
    const groups = groupByKind([
      row('基本炎エネルギー', 'energy', 1),
      row('ネストボール', 'item', 0.5),
      row('ハイパーボール', 'グッズ', 0.9),
      row('リザードンex', 'pokemon', 0.8),
      row('なにか', 'unheard-of', 0.1),
      row('マスターボール', undefined, 0.2),
    ]);
    expect(groups.map((group) => group.kind)).toEqual(['pokemon', 'item', 'energy', 'ace_spec', 'other']);
    expect(groups[1]!.rows.map((r) => r.name)).toEqual(['ハイパーボール', 'ネストボール']);
  });
});
