// A deck type's "standard 60" (consensus list): the cards at least half of its decks play at
// their most common copy count, filled to 60 by adoption (engine/aggregate/consensus.ts).
import { ADOPTION_CATEGORY_LABELS } from '../../../engine/cardKinds.ts';
import type { ConsensusList } from '../../../engine/documents.ts';
import { formatShare } from '../../../engine/format.ts';
import { EmptyState } from '../EmptyState.tsx';
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
          <div className="detail-table-wrap">
            <table className="detail-table detail-consensus" data-testid="consensus">
              <thead>
                <tr>
                  <th scope="col">カード</th>
                  <th scope="col">枚数</th>
                  <th scope="col">種類</th>
                  <th scope="col">採用率</th>
                </tr>
              </thead>
              <tbody>
                {consensus.cards.map((card) => (
                  <tr key={card.id}>
                    <th scope="row">{card.name}</th>
                    <td data-label="枚数" className="detail-count">
                      {card.copies}枚
                    </td>
                    <td data-label="種類">{ADOPTION_CATEGORY_LABELS[card.category]}</td>
                    <td data-label="採用率">{formatShare(card.adoptionRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Section>
  );
}
