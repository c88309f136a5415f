// The adoption cells of one card row, shared by the deck-type adoption table and the rule
// statistics' card_stats table: rate with its interval, included/total decks, average copies.
import type { Interval } from '../../../engine/documents.ts';
import { formatCopies } from '../../../engine/format.ts';
import { ShareValue } from '../ShareValue.tsx';

export interface AdoptionFigures {
  rate: number;
  interval: Interval | null | undefined;
  includedDecks: number;
  totalDecks: number;
  avgCopiesIncluding: number | null | undefined;
  avgCopiesOverall: number | null | undefined;
}

export function AdoptionCells({ figures }: { figures: AdoptionFigures }) {
  return (
    <>
      <td data-label="採用率">
        <ShareValue share={figures.rate} interval={figures.interval} />
      </td>
      <td data-label="採用デッキ">
        {figures.includedDecks}/{figures.totalDecks}
      </td>
      <td data-label="平均枚数（採用時）">{formatCopies(figures.avgCopiesIncluding, 2)}</td>
      <td data-label="平均枚数（全体）">{formatCopies(figures.avgCopiesOverall, 2)}</td>
    </>
  );
}
