// The decks that match a rule, newest first, each with the events it placed in. With `pageSize`
// the list is progressive: all items are in the HTML (reachable without JS) and the detail client
// script hides all but the first page behind a load-more button.
import type { DeckListItem } from '../../../engine/documents.ts';
import { formatDateJst } from '../../../engine/format.ts';
import { bestPlacing, deckLabel } from '../../lib/deckLabel.ts';
import { eventPath } from '../../lib/paths.ts';
import { DeckLink } from '../PageLinks.tsx';
import { Section } from './Section.tsx';

export const MATCHING_DECKS_PAGE_SIZE = 20;

export interface MatchingDecksProps {
  decks: { items: DeckListItem[]; limited: boolean; total: number };
  /** Shows this many at first and a load-more button for the rest (rule statistics). */
  pageSize?: number;
}

/** The decks the section links to (its data hook resolves them, site/lib/pageLinks.ts). */
export function matchingDeckIds(decks: MatchingDecksProps['decks']): string[] {
  return decks.items.map((deck) => deck.id);
}

export function MatchingDecksSection({ decks, pageSize }: MatchingDecksProps) {
  const { items, limited, total } = decks;
  return (
    <Section id="decks" title="一致するデッキ">
      {items.length === 0 ? (
        <p className="empty-state">一致するデッキがありません</p>
      ) : (
        <>
          {limited || total > items.length ? (
            <p className="detail-muted detail-partial-note">
              一部のみ表示しています（全{Math.max(total || 0, items.length)}件中、新しい{items.length}件）
            </p>
          ) : null}
          <ul className="detail-deck-list" data-load-more={pageSize ?? undefined}>
            {items.map((deck) => (
              <DeckListEntry key={deck.id} deck={deck} />
            ))}
          </ul>
          {pageSize !== undefined && items.length > pageSize ? (
            <button type="button" className="detail-load-more" data-load-more-button="" hidden>
              さらに表示
            </button>
          ) : null}
        </>
      )}
    </Section>
  );
}

function DeckListEntry({ deck }: { deck: DeckListItem }) {
  return (
    <li className="detail-deck">
      <DeckLink id={deck.id} className="detail-deck-id">
        {deckListLabel(deck)}
      </DeckLink>
      {deck.createdAt ? <span className="detail-muted">登録 {formatDateJst(deck.createdAt)}</span> : null}
      {deck.events.length > 0 ? (
        <ul className="detail-deck-events" aria-label="入賞イベント">
          {deck.events.map((event) => (
            <li key={`${event.id}-${event.rank ?? ''}`}>
              <a href={eventPath(event.id)}>{event.title || event.id}</a>{' '}
              <span className="detail-muted">{formatDateJst(event.eventDate)}</span>
              {event.rank != null ? <span className="detail-rank">{event.rank}位</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A matching deck by its type, best placing and that event's date (else its registration date). */
export function deckListLabel(deck: DeckListItem): string {
  const best = bestPlacing(deck.events);
  return deckLabel({
    id: deck.id,
    name: deck.name,
    typeName: deck.primaryRuleName,
    rank: best?.rank,
    eventDate: best?.eventDate,
    createdAt: deck.createdAt,
  });
}

/** Labels of a page's listed decks by id, for the deck lists of its card adoption. */
export function deckLabelsOf(items: readonly DeckListItem[]): (deckId: string) => string | undefined {
  const labels = new Map(items.map((deck) => [deck.id, deckListLabel(deck)]));
  return (deckId) => labels.get(deckId);
}
