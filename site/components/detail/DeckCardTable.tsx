// The cards of one deck: name with the marketplace link, type, ability, the first two attacks
// (damage, energy, text) and the count (spec public §2 "Deck detail", §9: first 2 attacks).
import { CARD_KIND_LABELS, cardKindOf } from '../../../engine/cardKinds.ts';
import type { DeckDetail } from '../../../engine/documents.ts';
import { DetailTable } from '../DetailTable.tsx';
import { MarketLink } from '../MarketLink.tsx';

export const ATTACKS_SHOWN = 2;

type DeckCard = DeckDetail['cards'][number];

/** The card's kind in Japanese; a type text this project does not know is shown as it is. */
export function cardTypeLabel(card: Pick<DeckCard, 'type' | 'name'>): string {
  const kind = cardKindOf(card.type, card.name);
  if (kind === 'other') return card.type;
  return kind === 'unknown' ? '-' : CARD_KIND_LABELS[kind];
}

export function DeckCardTable({ cards }: { cards: DeckCard[] }) {
  return (
    <DetailTable columns={['カード', '種類', '特性', 'ワザ', '枚数']} className="detail-cards">
      <tbody>
        {cards.map((card) => (
          <tr key={card.key}>
            <th scope="row">
              <span className="detail-card-name">{card.name}</span>
              <MarketLink cardName={card.name} />
            </th>
            <td data-label="種類">
              {cardTypeLabel(card)}
              {card.detailType && card.detailType !== card.type && card.detailType !== cardTypeLabel(card) ? (
                <small className="detail-muted">（{card.detailType}）</small>
              ) : null}
            </td>
            <td data-label="特性" className={card.abilityName ? 'detail-card-prose' : 'detail-empty'}>
              {card.abilityName ? (
                <>
                  <strong>{card.abilityName}</strong>
                  {card.abilityText ? <small className="detail-card-text">{card.abilityText}</small> : null}
                </>
              ) : (
                '-'
              )}
            </td>
            <td data-label="ワザ" className={card.attacks.length > 0 ? 'detail-card-prose' : 'detail-empty'}>
              {card.attacks.length === 0 ? (
                '-'
              ) : (
                <ul className="detail-attacks">
                  {card.attacks.slice(0, ATTACKS_SHOWN).map((attack, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a card's attacks are a fixed, ordered list
                    <li key={index}>
                      <strong>{attack.name || '-'}</strong>
                      {attack.energy ? <span className="detail-energy">［{attack.energy}］</span> : null}
                      {attack.damage ? <span className="detail-damage">{attack.damage}</span> : null}
                      {attack.text ? <small className="detail-card-text">{attack.text}</small> : null}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td data-label="枚数" className="detail-count">
              {card.count}
            </td>
          </tr>
        ))}
      </tbody>
    </DetailTable>
  );
}
