// Everything a deck page (`public_deck_details/<id>`) may be made from, as the tables its code
// reads (recordedReads.ts): the deck's stored line, its profile, the cards, the rules and the
// events that cite it. Each table says how to fingerprint a value without building the page, so an
// incremental run can tell whether a page's recorded inputs changed. A new input is a new table
// here; the page's code reading it is what puts it in the page's record.
import type { CardFactsResolver } from './cardFacts.ts';
import type { DeckProfile } from './deckProfile.ts';
import type { DeckView } from './deckView.ts';
import type { PlacedEvent } from './events.ts';
import type { InputTable, InputWorld } from './recordedReads.ts';
import type { RuleCatalogView } from './ruleCatalog.ts';

/** The tables of a deck page's world, by name: what `read(table, key)` returns. */
export interface DeckPageInputs {
  /** The deck (by its id) as its stored line reads. */
  deck: DeckView;
  /** The deck's cards counted with the card facts. */
  profile: DeckProfile;
  /** The cards collection (one key, `*`), as the card facts resolve it. */
  cards: CardFactsResolver;
  /** A rule among the rules by id, or null when it is none (a deck's stale match). */
  rule: { name: string; priority: number } | null;
  /** The events whose results cite the deck (by its id), newest first. */
  placements: readonly PlacedEvent[];
}

/** One deck as the aggregator read it, and the fingerprint of its stored line. */
export interface WorldDeck {
  view: DeckView;
  profile: () => DeckProfile;
  line: string;
}

/** The parts of a run a deck page can read (the aggregator's). */
export interface DeckPageSources {
  resolver: CardFactsResolver;
  rules: RuleCatalogView;
  placements: ReadonlyMap<string, readonly PlacedEvent[]>;
  /** The fingerprint of the cards collection (computed once, when first asked). */
  cards: () => string;
}

const NONE: readonly PlacedEvent[] = [];

/** A run's deck page world, pointed at one deck at a time (`at`): a page reads only its own deck. */
export class DeckPageWorld implements InputWorld<DeckPageInputs> {
  private current: WorldDeck | undefined;
  private readonly ruleFingerprints = new Map<string, string>();

  constructor(
    private readonly sources: DeckPageSources,
    private readonly hash: (text: string) => string,
  ) {}

  /** Points the world at the deck whose page is asked about next. */
  at(deck: WorldDeck): this {
    this.current = deck;
    return this;
  }

  private own(id: string): WorldDeck {
    const deck = this.current;
    if (deck === undefined || deck.view.id !== id)
      throw new Error(`a deck page read deck ${JSON.stringify(id)}, not its own: a page reads only its deck`);
    return deck;
  }

  readonly deck: InputTable<DeckView> = {
    get: (id) => this.own(id).view,
    fingerprint: (id) => this.own(id).line,
  };

  readonly profile: InputTable<DeckProfile> = {
    get: (id) => this.own(id).profile(),
    // Counted from the line with the card facts: both.
    fingerprint: (id) => `${this.own(id).line} ${this.sources.cards()}`,
  };

  readonly cards: InputTable<CardFactsResolver> = {
    get: () => this.sources.resolver,
    fingerprint: () => this.sources.cards(),
  };

  readonly rule: InputTable<{ name: string; priority: number } | null> = {
    get: (id) => {
      const entry = this.sources.rules.get(id);
      return entry?.rule ? { name: entry.name, priority: entry.priority } : null;
    },
    fingerprint: (id) => {
      let fingerprint = this.ruleFingerprints.get(id);
      if (fingerprint === undefined) {
        fingerprint = this.hash(JSON.stringify(this.rule.get(id)));
        this.ruleFingerprints.set(id, fingerprint);
      }
      return fingerprint;
    },
  };

  readonly placements: InputTable<readonly PlacedEvent[]> = {
    get: (id) => this.sources.placements.get(id) ?? NONE,
    fingerprint: (id) => this.hash(JSON.stringify(this.placements.get(id))),
  };
}
