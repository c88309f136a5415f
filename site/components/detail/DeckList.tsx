// A decklist as players read it: compact `×n カード名` rows in the official groups (ACE SPEC
// marked), or the card images in a grid (lazy-loaded; a failed image leaves the card's name).
// The mode switch is two radio buttons and CSS, so it works without JS; the copy buttons appear
// only when the client script finds a clipboard.

import { type DeckListSection, deckListText } from '../../lib/deckList.ts';
import { CardImage } from '../CardImage.tsx';
import { CardLink } from '../PageLinks.tsx';
import './deckList.css';

export interface DeckListProps {
  /** Prefix of the radio ids (the section's id: one list per section). */
  id: string;
  sections: DeckListSection[];
  /** The official deck code to copy, for one deck's list. */
  deckCode?: string;
}

export function DeckList({ id, sections, deckCode }: DeckListProps) {
  const mode = `${id}-mode`;
  return (
    <div className="decklist" data-testid="decklist">
      <input
        type="radio"
        className="decklist-mode decklist-mode-list"
        name={mode}
        id={`${mode}-list`}
        defaultChecked
      />
      <input type="radio" className="decklist-mode decklist-mode-images" name={mode} id={`${mode}-images`} />
      <div className="decklist-tools">
        <fieldset className="decklist-switch">
          <legend className="sr-only">表示</legend>
          <label htmlFor={`${mode}-list`} className="decklist-label-list">
            リスト
          </label>
          <label htmlFor={`${mode}-images`} className="decklist-label-images">
            画像
          </label>
        </fieldset>
        <button type="button" className="decklist-copy" data-copy-text={deckListText(sections)} hidden>
          リストをコピー
        </button>
        {deckCode ? (
          <button type="button" className="decklist-copy" data-copy-text={deckCode} hidden>
            デッキコードをコピー
          </button>
        ) : null}
        <span className="decklist-copy-status" data-copy-status="" aria-live="polite" />
      </div>
      <div className="decklist-groups">
        {sections.map((section) => (
          <section key={section.group} className="decklist-group" data-group={section.group}>
            <h3>
              {section.label} <span className="decklist-total">{section.total}</span>
            </h3>
            <ul>
              {section.cards.map((card) => (
                <li key={card.name}>
                  <span className="decklist-count">×{card.count}</span> <CardLink name={card.name} />
                  {card.aceSpec ? <span className="badge decklist-ace">ACE SPEC</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ul className="decklist-images">
        {sections.flatMap((section) =>
          section.cards.map((card) => (
            <li key={card.name} className={card.pict ? 'decklist-tile' : 'decklist-tile no-image'}>
              {card.pict ? (
                <CardImage pict={card.pict} name={card.name} width={120} height={168} lazy onError="name" />
              ) : null}
              <span className="decklist-tile-name">
                {card.name}
                {card.aceSpec ? <span className="badge decklist-ace">ACE SPEC</span> : null}
              </span>
              <span className="decklist-tile-count">×{card.count}</span>
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
