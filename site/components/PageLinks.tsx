// Links to deck-type and deck pages that fall back to plain text when the build has no such page,
// so no page links to a 404 (e.g. a disabled rule in the matchups, a deck without a detail page).
// Which pages exist the page's data hook resolved (site/lib/pageLinks.ts); the renderer provides
// its answers (site/pages/+onRenderHtml.tsx), and these components only render them.
import { createContext, type ReactNode, useContext } from 'react';
import { cardIdOfName } from '../../engine/ids.ts';
import { keptAnswers } from '../../engine/keptAnswers.ts';
import { PageLinks } from '../lib/pageLinks.ts';
import { cardPath, compactUrl, deckPath, deckTypePath } from '../lib/paths.ts';

/** The page's resolved links; a page without a data hook resolves none. */
export const PageLinksContext = createContext<PageLinks>(new PageLinks());

export function DeckTypeLink({ id, children }: { id: string; children: ReactNode }) {
  return useContext(PageLinksContext).hasDeckTypePage(id) ? (
    <a href={deckTypePath(id)}>{children}</a>
  ) : (
    <span>{children}</span>
  );
}

export function DeckLink({
  id,
  children,
  className,
}: {
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return useContext(PageLinksContext).hasDeckPage(id) ? (
    <a href={deckPath(id)} className={className}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}

/**
 * The link to a card's page by its name: its Japanese written as itself (compactUrl), a third of
 * the bytes, since card links are the ones a page repeats (a deck's list and its differences, the
 * adoption tables, the card list). Kept by name: every deck page links the same cards.
 */
export const cardHref: (name: string) => string = keptAnswers(
  (name) => compactUrl(cardPath(cardIdOfName(name))),
  20_000,
);

/** A card's name, linked to its page /cards/{id} when the build writes one. */
export function CardLink({ name, className }: { name: string; className?: string }) {
  return useContext(PageLinksContext).hasCardPage(name) ? (
    <a href={cardHref(name)} className={className}>
      {name}
    </a>
  ) : (
    <span className={className}>{name}</span>
  );
}
