// A deck type's "standard 60" (consensus list): the cards at least half of its decks play at
// their most common copy count, filled to 60 by adoption (engine/aggregate/consensus.ts), as a
// decklist players read (the adoption rates are in the card adoption section).
import type { ConsensusList } from '../../../engine/documents.ts';
import { deckListOfConsensus } from '../../lib/deckList.ts';
import { EmptyState } from '../EmptyState.tsx';
import { DeckList } from './DeckList.tsx';
import { Section } from './Section.tsx';

export function ConsensusSection({ consensus }: { consensus: ConsensusList | undefined }) {
  return (
    <Section id="consensus" title="標準的な60枚">
      {!consensus || consensus.cards.length === 0 ? (
        <EmptyState>データがありません</EmptyState>
      ) : (
        <>
          <p className="detail-muted">
            半数以上のデッキが採用するカードを最も多い枚数で並べ、残りを採用率の高い順に60枚まで埋めたリストです（計
            {consensus.total}枚）。
          </p>
          <DeckList id="consensus" sections={deckListOfConsensus(consensus)} />
        </>
      )}
    </Section>
  );
}
