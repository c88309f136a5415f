// Which detail pages the build writes, so pages link only to pages that exist (a disabled rule in
// the matchups, or a deck without a detail page, is shown as plain text). A page's data hook
// resolves the pages it links to (PageDocs.linkTo in site/lib/docs.ts), each check one of the
// page's inputs; its components only look the answers up (site/components/PageLinks.tsx).
import { cardIdOfName } from '../../engine/ids.ts';
import type { DocReads } from './docs.ts';

/** The deck types and decks a page links to (null and undefined entries are skipped). */
export interface LinkTargets {
  deckTypes?: Iterable<string | null | undefined>;
  decks?: Iterable<string | null | undefined>;
  /** Card names (or ids): /cards/{id} exists for every card played in 全期間. */
  cards?: Iterable<string | null | undefined>;
}

/** The answers of one page: which of the pages it links to exist. */
export class PageLinks {
  private readonly deckTypes = new Map<string, boolean>();
  private readonly decks = new Map<string, boolean>();
  private readonly cards = new Map<string, boolean>();

  /** Checks the targets' pages through `docs` (so each check is an input of the page). */
  resolve(docs: DocReads, targets: LinkTargets): void {
    for (const id of targets.deckTypes ?? []) {
      // /decks/{id} is built from `public/decks/types/{id}`.
      if (id != null && !this.deckTypes.has(id)) this.deckTypes.set(id, docs.exists('deckType', id));
    }
    for (const id of targets.decks ?? []) {
      // /deck/{id} is built from the deck's detail document, or its fetch job.
      if (id != null && !this.decks.has(id))
        this.decks.set(id, docs.exists('deckDetail', id) || docs.exists('deckJob', id));
    }
    for (const name of targets.cards ?? []) {
      const id = name == null ? undefined : cardIdOfName(name);
      if (id !== undefined && !this.cards.has(id)) this.cards.set(id, docs.exists('card', id));
    }
  }

  /** Whether /decks/{id} exists; a deck type the data hook did not resolve stops the build. */
  hasDeckTypePage(id: string): boolean {
    return answer(this.deckTypes, id, 'deck type');
  }

  /** Whether /cards/{id} exists for the card of this name; a card the data hook did not resolve stops the build. */
  hasCardPage(name: string): boolean {
    return answer(this.cards, cardIdOfName(name), 'card');
  }

  /** Whether /deck/{id} exists; a deck the data hook did not resolve stops the build. */
  hasDeckPage(id: string): boolean {
    return answer(this.decks, id, 'deck');
  }
}

function answer(answers: Map<string, boolean>, id: string, what: string): boolean {
  const known = answers.get(id);
  if (known === undefined)
    throw new Error(
      `a page links to the ${what} ${id}, which its data hook did not resolve: pass it to docs.linkTo in the page's +data.ts`,
    );
  return known;
}
