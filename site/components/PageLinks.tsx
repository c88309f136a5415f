// Links to deck-type and deck pages that fall back to plain text when the build has no such page,
// so no page links to a 404 (e.g. a disabled rule in the matchups, a deck without a detail page).
import type { ReactNode } from 'react';
import { hasDeckPage, hasDeckTypePage } from '../lib/pageIndex.ts';
import { deckPath, deckTypePath } from '../lib/paths.ts';

export function DeckTypeLink({ id, children }: { id: string; children: ReactNode }) {
  return hasDeckTypePage(id) ? <a href={deckTypePath(id)}>{children}</a> : <span>{children}</span>;
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
  return hasDeckPage(id) ? (
    <a href={deckPath(id)} className={className}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}
