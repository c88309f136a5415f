// One deck's cards in one compact table (spec public §2 "Deck detail": name, type, ability,
// first two attacks with damage, energy and text, count), grouped as players read a decklist
// (group and copies per group, ACE SPEC marked) and copyable. A 60-card page is read by the
// thousand, so each card is one row of few elements: the texts are lines of one cell
// (white-space: pre-line), with short class names and links (deckCards.css, cardHref); the
// marketplace link is on the card's page, one click away.
import { useContext } from 'react';
import { CARD_KIND_LABELS, cardKindOf } from '../../../engine/cardKinds.ts';
import type { DeckDetail } from '../../../engine/documents.ts';
import { type DeckListGroup, deckListOfDeck } from '../../lib/deckList.ts';
import { cardHref, PageLinksContext } from '../PageLinks.tsx';
import './deckCards.css';

/** The pages show a card's first two attacks (spec public §9). */
export const ATTACKS_SHOWN = 2;

type DeckCard = DeckDetail['cards'][number];

/** The card's kind in Japanese; a type text this project does not know is shown as it is. */
export function cardTypeLabel(card: Pick<DeckCard, 'type' | 'name'>): string {
  const kind = cardKindOf(card.type, card.name);
  if (kind === 'other') return card.type;
  return kind === 'unknown' ? '-' : CARD_KIND_LABELS[kind];
}

/**
 * The lines of a card's text cell: its printed kind when the group does not say it (a
 * Pokémon's stage), its ability, then its first two attacks.
 */
export function cardTextLines(card: DeckCard, group: DeckListGroup, groupLabel: string): string[] {
  const lines: string[] = [];
  const type = cardTypeLabel(card);
  // The group names the kind; an ACE SPEC is marked beside the name.
  if (type !== groupLabel && type !== '-' && cardKindOf(card.type, card.name) !== 'ace_spec')
    lines.push(type);
  if (group === 'pokemon' && card.detailType && card.detailType !== card.type) lines.push(card.detailType);
  if (card.abilityName)
    lines.push(`［特性］${card.abilityName}${card.abilityText ? `　${card.abilityText}` : ''}`);
  for (const attack of card.attacks.slice(0, ATTACKS_SHOWN)) {
    const head = `${attack.name || '-'}${attack.energy ? `［${attack.energy}］` : ''}${attack.damage ? ` ${attack.damage}` : ''}`;
    lines.push(attack.text ? `${head}　${attack.text}` : head);
  }
  return lines;
}

/**
 * The card's name, linked to its page, which links out to the marketplace (spec public §1: one
 * link a card here, not two; a card without a page is its name alone).
 */
function CardName({ name, hasPage, aceSpec }: { name: string; hasPage: boolean; aceSpec: boolean }) {
  return (
    <>
      {hasPage ? <a href={cardHref(name)}>{name}</a> : name}
      {aceSpec ? <b>ACE SPEC</b> : null}
    </>
  );
}

export function DeckCards({ cards, deckCode }: { cards: DeckCard[]; deckCode: string }) {
  const links = useContext(PageLinksContext);
  const sections = deckListOfDeck(cards);
  const byName = new Map(cards.map((card) => [card.name, card]));
  return (
    // The copy buttons exist only with a clipboard: the client makes them, the list's text read
    // from these rows (site/client/deckList.ts).
    <table className="dk-t" data-copy-code={deckCode}>
      <thead>
        <tr>
          <th scope="col">枚数・カード</th>
          <th scope="col">特性・ワザ</th>
        </tr>
      </thead>
      {sections.map((section) => (
        <tbody key={section.group}>
          <tr className="g">
            <th colSpan={2} scope="rowgroup">{`${section.label} ${section.total}`}</th>
          </tr>
          {section.cards.map((entry) => {
            const card = byName.get(entry.name)!;
            const text = cardTextLines(card, section.group, section.label).join('\n');
            return (
              <tr key={entry.name}>
                <th scope="row">
                  {`×${entry.count} `}
                  <CardName
                    name={entry.name}
                    hasPage={links.hasCardPage(entry.name)}
                    aceSpec={entry.aceSpec}
                  />
                </th>
                {text ? <td>{text}</td> : null}
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}
