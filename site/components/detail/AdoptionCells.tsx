// The adoption cells of one card row, shared by the deck-type adoption table and the rule
// statistics' card_stats table: the card (its page and marketplace links), rate with its
// interval, included/total decks, average copies.
import type { ReactNode } from 'react';
import type { Interval } from '../../../engine/documents.ts';
import { formatCopies } from '../../../engine/format.ts';
import { MarketLink } from '../MarketLink.tsx';
import { CardLink } from '../PageLinks.tsx';
import { ShareValue } from '../ShareValue.tsx';

export interface AdoptionFigures {
  rate: number;
  interval: Interval | null | undefined;
  includedDecks: number;
  totalDecks: number;
  avgCopiesIncluding: number | null | undefined;
  avgCopiesOverall: number | null | undefined;
}

export function AdoptionCells({
  name,
  figures,
  children,
}: {
  name: string;
  figures: AdoptionFigures;
  /** Shown under the card's name (its ability). */
  children?: ReactNode;
}) {
  return (
    <>
      <th scope="row">
        <CardLink name={name} className="detail-card-name" />
        {children}
        <MarketLink cardName={name} />
      </th>
      <td data-label="採用率">
        <ShareValue share={figures.rate} interval={figures.interval} />
      </td>
      <td data-label="採用デッキ">{`${figures.includedDecks}/${figures.totalDecks}`}</td>
      <td data-label="平均枚数（採用時）">{formatCopies(figures.avgCopiesIncluding, 2)}</td>
      <td data-label="平均枚数（全体）">{formatCopies(figures.avgCopiesOverall, 2)}</td>
    </>
  );
}
