// How one deck differs from its deck type's standard 60: cards added and cut, and cards played
// at another count, with the copy difference. A card the deck plays is linked once, in its list
// above; a cut card is not there, so it links to its page here when the build has one.
import type { ReactNode } from 'react';
import type { ConsensusDiff, ConsensusDiffCard } from '../../../engine/aggregate/consensus.ts';
import { CardLink } from '../PageLinks.tsx';
import { Section } from './Section.tsx';

export function ConsensusDiffSection({ typeName, diff }: { typeName: string; diff: ConsensusDiff }) {
  const same = diff.added.length + diff.cut.length + diff.changed.length === 0;
  return (
    <Section id="consensus-diff" title="標準的な60枚との違い">
      <p className="detail-muted">{`${typeName}の標準的な60枚と比べた、このデッキの採用枚数の違いです。`}</p>
      {same ? (
        <p>標準的な60枚と同じです。</p>
      ) : (
        // Each heading and its line a column of the grid (detail.css), with no wrapper of their own.
        <div className="consensus-diff">
          <DiffList title="追加したカード" cards={diff.added} />
          <DiffList title="抜いたカード" cards={diff.cut} />
          <DiffList title="枚数を変えたカード" cards={diff.changed} />
        </div>
      )}
    </Section>
  );
}

/**
 * One list of differences as a line of text, `name +n` apart by `、` (a 60-card page carries it
 * by the hundred thousand: no element per card), its sign coloured when the whole list shares it.
 * A cut card's name links to its page; the texts between links are one text each.
 */
function DiffList({ title, cards }: { title: string; cards: ConsensusDiffCard[] }) {
  if (cards.length === 0) return null;
  const parts: ReactNode[] = [];
  let text = '';
  for (const [i, card] of cards.entries()) {
    const delta = card.deck - card.consensus;
    if (i > 0) text += '、';
    if (card.deck > 0) text += card.name;
    else {
      if (text !== '') parts.push(text);
      parts.push(<CardLink key={card.id} name={card.name} />);
      text = '';
    }
    text += ` ${delta > 0 ? `+${delta}` : `${delta}`}`;
    if (card.deck > 0 && card.consensus > 0) text += ` （${card.consensus}→${card.deck}枚）`;
  }
  parts.push(text);
  const signs = new Set(cards.map((card) => card.deck > card.consensus));
  const sign = signs.size === 1 ? (signs.has(true) ? 'up' : 'dn') : undefined;
  return (
    <>
      <h3>{title}</h3>
      <p className={sign}>{parts}</p>
    </>
  );
}
