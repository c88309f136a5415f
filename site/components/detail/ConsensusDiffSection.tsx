// How one deck differs from its deck type's standard 60: cards added and cut, and cards played
// at another count, with the copy difference. A card the deck plays is linked once, in its list
// above; a cut card is not there, so it links to its page here when the build has one.
import type { ConsensusDiff, ConsensusDiffCard } from '../../../engine/aggregate/consensus.ts';
import { CardLink } from '../PageLinks.tsx';
import { Section } from './Section.tsx';

export function ConsensusDiffSection({ typeName, diff }: { typeName: string; diff: ConsensusDiff }) {
  const same = diff.added.length + diff.cut.length + diff.changed.length === 0;
  return (
    <Section id="consensus-diff" title="標準的な60枚との違い">
      <p className="detail-muted">{typeName}の標準的な60枚と比べた、このデッキの採用枚数の違いです。</p>
      {same ? (
        <p>標準的な60枚と同じです。</p>
      ) : (
        // Headings and lists side by side as the grid's columns (detail.css), without a wrapper each.
        <div className="consensus-diff" data-testid="consensus-diff">
          <DiffList title="追加したカード" cards={diff.added} />
          <DiffList title="抜いたカード" cards={diff.cut} />
          <DiffList title="枚数を変えたカード" cards={diff.changed} />
        </div>
      )}
    </Section>
  );
}

function DiffList({ title, cards }: { title: string; cards: ConsensusDiffCard[] }) {
  if (cards.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {cards.map((card) => {
          const delta = card.deck - card.consensus;
          return (
            // The card, then its difference in one text, coloured by its sign (up / dn).
            <li key={card.id} className={delta > 0 ? 'up' : 'dn'}>
              {card.deck > 0 ? card.name : <CardLink name={card.name} />}
              {` ${delta > 0 ? `+${delta}` : `${delta}`}${card.deck > 0 && card.consensus > 0 ? ` （${card.consensus}→${card.deck}枚）` : ''}`}
            </li>
          );
        })}
      </ul>
    </>
  );
}
