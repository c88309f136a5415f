// The aggregation as one object fed one deck at a time: `addDeck` for every stored deck (in any
// number), then `finish` builds every public document and rule statistic of the spec. Memory is
// bounded by rules, distinct cards and list limits, never by the number of decks.

import { deckDateOf } from '../deckDate.ts';
import type { DeckDetail } from '../documents.ts';
import { deckTypeOf } from '../rules/order.ts';
import type { Event } from '../schemas.ts';
import { weekKeyOf } from '../week.ts';
import type { AggregateInput, AggregateLimits, AggregateResult, DatedInstant } from './aggregateResult.ts';
import { buildDocuments, type EmittedDocument } from './buildDocuments.ts';
import { type CardFacts, CardFactsResolver } from './cardFacts.ts';
import { CardTally, type CardTallyState, UNDATED_WEEK } from './cardTally.ts';
import { DataWarnings, type DataWarningsState, firstOfEachId, isFarOffDate } from './dataWarnings.ts';

import { type DeckPageInputs, DeckPageWorld, type WorldDeck } from './deckPageWorld.ts';
import { type DeckProfile, DeckProfiler } from './deckProfile.ts';
import { type DeckView, deckDetailOf, type RuleMatchView, readDeck } from './deckView.ts';
import {
  compareEventsNewestFirst,
  type PlacedEvent,
  parseEvents,
  placementsByDeck,
  referencedDeckIds,
} from './events.ts';
import { type DeckRef, GroupAccumulator, type GroupState } from './groupAccumulator.ts';
import { NewestList, type NewestListState } from './newestList.ts';
import { readsOf } from './recordedReads.ts';
import { type MatchOnlyNames, RuleCatalog } from './ruleCatalog.ts';
import type { CitedDeck } from './segments.ts';
import { WeeklyAccumulator, type WeeklyState } from './weekly.ts';

export type { AggregateInput, AggregateLimits, AggregateResult };

export const DEFAULT_LIMITS: AggregateLimits = {
  // Per card of the adoption lists: pages show 5 and a toggle; 200 per card made a broad rule's
  // page ~2 MB, past Firestore's 1 MiB document limit.
  deckIds: 20,
  decks: 200,
  cardStats: 200,
  recentDecks: 20,
  recentEvents: 10,
};

/** A deck as read, with its profile when it was needed (matched decks, deck details). */
export interface AddedDeck {
  view: DeckView;
  profile: DeckProfile | undefined;
  /** The id was met before: this document is not counted, and its page is not written. */
  duplicate?: true;
}

/** An aggregator's counts as plain data (see Aggregator.state). */
export interface AggregatorState {
  totalDecks: number;
  matchedDecks: number;
  oldest: DatedInstant | undefined;
  newest: DatedInstant | undefined;
  weekly: WeeklyState;
  warnings: DataWarningsState;
  recentDecks: NewestListState<DeckRef>;
  primaryByDeck: [string, string | null][];
  citedDecks: [string, CitedDeck][];
  matchOnlyRules: [string, MatchOnlyNames][];
  /** The part's card keys by its card index. */
  cardKeys: string[];
  groups: [string, GroupState][];
  variantGroups: [ruleId: string, variantId: string, group: GroupState][];
  cards: CardTallyState;
}

export class Aggregator {
  readonly limits: AggregateLimits;
  readonly resolver: CardFactsResolver;
  readonly rules: RuleCatalog;
  readonly weekly = new WeeklyAccumulator();
  readonly cardTally: CardTally;
  /** Documents counted differently than written (see DataWarnings). */
  readonly warnings = new DataWarnings();
  /**
   * Warnings about the cards and events (duplicate ids): every part of a threaded run reads the
   * same ones, so they are not part of the merged state.
   */
  readonly inputWarnings = new DataWarnings();
  /** Deck ids seen (by this aggregator: a threaded run's parts each see their own). */
  private readonly seenDeckIds = new Set<string>();
  private readonly asOfMs: number;
  /** Rule groups by rule id. */
  private readonly groups = new Map<string, GroupAccumulator>();
  /** Sub-rule groups by rule id, then sub-rule id: keyed by the pair, never by a joined text. */
  private readonly variantGroups = new Map<string, Map<string, GroupAccumulator>>();
  readonly recentDecks: NewestList<DeckRef>;
  readonly events: Event[];
  readonly placements: Map<string, PlacedEvent[]>;
  /** Primary rule (or null when unclassified) of each deck the events' results name. */
  readonly primaryByDeck = new Map<string, string | null>();
  /** The week and rule matches of each deck the events' results name (the event segments). */
  readonly citedDecks = new Map<string, CitedDeck>();
  private readonly referenced: Set<string>;
  private readonly profiler: DeckProfiler;
  /** The world of deck pages built without a record (deckDetail). */
  private plainWorld: DeckPageWorld | undefined;
  /** The distinct cards (a card id met again is warned about and not counted). */
  readonly cardCount: number;
  totalDecks = 0;
  matchedDecks = 0;
  /** The earliest and latest statistics dates of the decks (engine/deckDate.ts). */
  oldest: DatedInstant | undefined;
  newest: DatedInstant | undefined;

  constructor(readonly input: AggregateInput) {
    this.limits = { ...DEFAULT_LIMITS, ...input.limits };
    this.asOfMs = Date.parse(input.asOf);
    // A duplicate card or event id would be counted twice: the first one counts, the rest warn.
    const cards = firstOfEachId(input.cards, 'cards', this.inputWarnings);
    const events = firstOfEachId(input.events, 'events', this.inputWarnings);
    this.cardCount = cards.length;
    this.resolver = new CardFactsResolver(cards);
    this.profiler = new DeckProfiler(this.resolver);
    this.rules = new RuleCatalog(input.rules);
    this.recentDecks = new NewestList<DeckRef>(this.limits.recentDecks);
    this.cardTally = new CardTally(this.limits.deckIds);
    this.events = parseEvents(events).sort(compareEventsNewestFirst);
    this.placements = placementsByDeck(this.events);
    this.referenced = referencedDeckIds(this.events);
  }

  /** Counts one stored deck into every statistic. */
  addDeck(doc: { id: string } & Record<string, unknown>): AddedDeck {
    const view = readDeck(doc);
    if (this.seenDeckIds.has(view.id)) {
      this.warnings.add({
        collection: 'decks',
        id: view.id,
        message: 'the id appears more than once; only the first is counted',
      });
      return { view, profile: undefined, duplicate: true };
    }
    this.seenDeckIds.add(view.id);
    for (const bad of view.badCounts ?? []) {
      this.warnings.add({
        collection: 'decks',
        id: view.id,
        message: `card ${JSON.stringify(bad.name)}: count ${JSON.stringify(bad.count) ?? String(bad.count)} is not a whole number from 0 to 60; counted as 0`,
      });
    }
    const { matches, createdMs, farOff, cited, eventFarOff, date } = this.countedAs(view);
    const bounds = `before the game's first day (1996-10-20) or more than a day after the clock (${this.input.asOf})`;
    if (farOff) {
      const outcome =
        date.source === 'event' ? 'dated by its event, listed last' : 'left out of the weekly statistics';
      this.warnings.add({
        collection: 'decks',
        id: view.id,
        message: `created_at ${view.createdAt} is ${bounds}; ${outcome}`,
      });
    }
    if (eventFarOff) {
      this.warnings.add({
        collection: 'decks',
        id: view.id,
        message: `the earliest event citing it is dated ${cited.iso}, ${bounds}; left out of the weekly statistics`,
      });
    }
    const ref = refOf(view, createdMs, matches);
    this.totalDecks += 1;
    this.weekly.add(date.ms, matches);
    this.recentDecks.offer(ref);
    this.notePeriod(date);
    this.noteCited(view.id, matches, date.ms);
    // Every deck counts on the card pages, classified or not.
    const profile = this.profiler.profile(view.cards);
    const week = Number.isNaN(date.ms) ? UNDATED_WEEK : weekKeyOf(date.ms);
    const placed = this.placements.has(view.id) ? { id: view.id, createdMs: date.ms } : undefined;
    this.cardTally.add(week, matches, profile.cards, placed);
    if (matches.length === 0) return { view, profile: undefined };

    this.matchedDecks += 1;
    for (const ruleId of matches) {
      const detail = view.ruleDetails.find((d) => d.id === ruleId);
      this.rules.noteMatch(ruleId, detail);
      this.addToGroups(ruleId, detail, ref, profile);
    }
    return { view, profile };
  }

  /**
   * Moves a deck already counted (merged in from a previous run's state) from the classification
   * it had, `before`, to the one its document has now: every other field of its stored line is
   * what it was. The groups of the rules in either are left alone: the caller counts them anew
   * (addToGroupsOf) from every deck they hold.
   */
  reclassify(doc: { id: string } & Record<string, unknown>, before: DeckClassification): AddedDeck {
    const view = readDeck(doc);
    const { matches, createdMs, date } = this.countedAs(view);
    const old = distinct(before.ruleMatches);
    this.matchedDecks += (matches.length > 0 ? 1 : 0) - (old.length > 0 ? 1 : 0);
    this.weekly.reclassify(date.ms, old, matches);
    this.recentDecks.replace(refOf(view, createdMs, matches));
    this.noteCited(view.id, matches, date.ms);
    const profile = this.profiler.profile(view.cards);
    const week = Number.isNaN(date.ms) ? UNDATED_WEEK : weekKeyOf(date.ms);
    this.cardTally.reclassify(week, old, matches, profile.cards);
    for (const ruleId of old)
      this.rules.unnoteMatch(
        ruleId,
        before.ruleDetails.find((d) => d.id === ruleId),
      );
    for (const ruleId of matches)
      this.rules.noteMatch(
        ruleId,
        view.ruleDetails.find((d) => d.id === ruleId),
      );
    return { view, profile: matches.length > 0 ? profile : undefined };
  }

  /**
   * Counts a deck into the groups of the rules of `only` it matches, and nothing else: the groups
   * a reclassification changed, counted anew from their decks in stream order (reclassify).
   */
  addToGroupsOf(doc: { id: string } & Record<string, unknown>, only: ReadonlySet<string>): AddedDeck {
    const view = readDeck(doc);
    const { matches, createdMs } = this.countedAs(view);
    const ref = refOf(view, createdMs, matches);
    const profile = this.profiler.profile(view.cards);
    for (const ruleId of matches)
      if (only.has(ruleId))
        this.addToGroups(
          ruleId,
          view.ruleDetails.find((d) => d.id === ruleId),
          ref,
          profile,
        );
    return { view, profile: matches.length > 0 ? profile : undefined };
  }

  /** The classification a deck is counted by (plain data: a run's record keeps it per deck). */
  static classificationOf(view: DeckView): DeckClassification {
    return { ruleMatches: view.ruleMatches, ruleDetails: view.ruleDetails };
  }

  private addToGroups(ruleId: string, detail: RuleMatchView | undefined, ref: DeckRef, profile: DeckProfile) {
    this.groupOf(ruleId).add(ref, profile);
    for (const variantId of detail?.variants ?? []) this.variantGroupOf(ruleId, variantId).add(ref, profile);
  }

  /** A deck's distinct matches, and its dates as every statistic counts them (see addDeck). */
  private countedAs(view: DeckView) {
    const matches = distinct(view.ruleMatches);
    // A date before the game or after the clock would stretch the weeks over centuries: such a
    // deck is counted like one without a date (no week, listed last) and reported.
    let createdMs = view.createdMs;
    const farOff = isFarOffDate(createdMs, this.asOfMs);
    if (farOff) createdMs = Number.NaN;
    // Every statistic counts the deck on the day it was played when an event cites it.
    const cited = deckDateOf(view.createdAt, this.placements.get(view.id), createdMs);
    const eventFarOff = cited.source === 'event' && isFarOffDate(cited.ms, this.asOfMs);
    const date = eventFarOff ? { iso: null, ms: Number.NaN, source: null } : cited;
    return { matches, createdMs, farOff, cited, eventFarOff, date };
  }

  /** The primary rule and matches of a deck the events' results name. */
  private noteCited(deckId: string, matches: string[], dateMs: number): void {
    if (!this.referenced.has(deckId)) return;
    this.primaryByDeck.set(deckId, deckTypeOf(matches));
    this.citedDecks.set(deckId, { dateMs: Number.isNaN(dateMs) ? null : dateMs, ruleMatches: matches });
  }

  /**
   * Everything counted so far as plain data, so that parts of one deck stream counted apart (in
   * worker threads) can be merged into one aggregator: see merge.
   */
  state(): AggregatorState {
    return {
      totalDecks: this.totalDecks,
      matchedDecks: this.matchedDecks,
      oldest: this.oldest,
      newest: this.newest,
      weekly: this.weekly.state(),
      warnings: this.warnings.state(),
      recentDecks: this.recentDecks.state(),
      primaryByDeck: [...this.primaryByDeck],
      citedDecks: [...this.citedDecks],
      matchOnlyRules: this.rules.matchOnlyEntries(),
      cardKeys: this.resolver.cardKeys(),
      groups: [...this.groups].map(([key, group]) => [key, group.state()]),
      variantGroups: [...this.variantGroups].flatMap(([ruleId, byVariant]) =>
        [...byVariant].map(([variantId, group]): [string, string, GroupState] => [
          ruleId,
          variantId,
          group.state(),
        ]),
      ),
      cards: this.cardTally.state(),
    };
  }

  /**
   * Adds the state of an aggregator with the same input that counted the next part of the deck
   * stream. Merging the parts in stream order gives exactly what one aggregator counting the
   * whole stream would have: sums add, first-seen orders and "first decks" lists continue.
   */
  merge(state: AggregatorState): void {
    this.totalDecks += state.totalDecks;
    this.matchedDecks += state.matchedDecks;
    if (state.oldest) this.notePeriod(state.oldest);
    if (state.newest) this.notePeriod(state.newest);
    this.weekly.merge(state.weekly);
    this.warnings.merge(state.warnings);
    this.recentDecks.merge(state.recentDecks);
    for (const [deckId, primary] of state.primaryByDeck) this.primaryByDeck.set(deckId, primary);
    for (const [deckId, cited] of state.citedDecks) this.citedDecks.set(deckId, cited);
    this.rules.mergeMatchOnly(state.matchOnlyRules);
    // The part's card indexes become this run's (a part's facts object is shared by its groups,
    // so each gets one copy here).
    const indexes = state.cardKeys.map((key) => this.resolver.indexOf(key));
    const facts = new Map<CardFacts, CardFacts>();
    const factsOf = (partFacts: CardFacts): CardFacts => {
      let mine = facts.get(partFacts);
      if (mine === undefined) {
        mine = { ...partFacts, index: indexes[partFacts.index]! };
        facts.set(partFacts, mine);
      }
      return mine;
    };
    for (const [key, group] of state.groups) this.groupOf(key).merge(group, factsOf);
    this.cardTally.merge(state.cards, (partIndex) => indexes[partIndex]!, factsOf);
    for (const [ruleId, variantId, group] of state.variantGroups)
      this.variantGroupOf(ruleId, variantId).merge(group, factsOf);
  }

  /** The deck's `public_deck_details` document. */
  deckDetail(deck: AddedDeck): DeckDetail {
    this.plainWorld ??= this.deckPageWorld(() => {
      throw new Error('deckDetail: fingerprints are asked of a world made with deckPageWorld(hash)');
    });
    return deckDetailOf(readsOf<DeckPageInputs>(this.plainWorld.at(this.worldDeck(deck, ''))), deck.view.id);
  }

  /**
   * The world deck pages read (deckPageWorld.ts), fingerprinting with `hash`; point it at a deck
   * with `at(aggregator.worldDeck(added, lineFingerprint))`.
   */
  deckPageWorld(hash: (text: string) => string): DeckPageWorld {
    let cards: string | undefined;
    return new DeckPageWorld(
      {
        resolver: this.resolver,
        rules: this.rules,
        placements: this.placements,
        cards: () => {
          cards ??= hash(JSON.stringify(this.input.cards));
          return cards;
        },
      },
      hash,
    );
  }

  /** A deck as a page world reads it: `line`, the fingerprint of its stored line. */
  worldDeck(deck: AddedDeck, line: string): WorldDeck {
    let profile = deck.profile;
    return {
      view: deck.view,
      line,
      profile: () => {
        profile ??= this.profiler.profile(deck.view.cards);
        return profile;
      },
    };
  }

  /** Matched decks of a rule (0 when none). */
  matchedOf = (ruleId: string): number => this.groups.get(ruleId)?.decks ?? 0;

  /** Everything counted, read-only, for the document build (the counts cannot change after). */
  result(): AggregateResult {
    const empty = new GroupAccumulator(this.limits);
    const { groups, variantGroups } = this;
    return {
      input: this.input,
      limits: this.limits,
      rules: this.rules,
      totalDecks: this.totalDecks,
      matchedDecks: this.matchedDecks,
      oldest: this.oldest,
      newest: this.newest,
      weekly: this.weekly.result(this.asOfMs),
      recentDecks: this.recentDecks.result(),
      events: this.events,
      placements: this.placements,
      primaryByDeck: this.primaryByDeck,
      citedDecks: this.citedDecks,
      cards: this.cardTally,
      group: (ruleId) => groups.get(ruleId) ?? empty,
      variantGroup: (ruleId, variantId) => variantGroups.get(ruleId)?.get(variantId),
      matchedOf: this.matchedOf,
    };
  }

  /** Every document but the deck details, in a stable order. */
  finish(): EmittedDocument[] {
    return buildDocuments(this.result());
  }

  private groupOf(ruleId: string): GroupAccumulator {
    let group = this.groups.get(ruleId);
    if (group === undefined) {
      group = new GroupAccumulator(this.limits);
      this.groups.set(ruleId, group);
    }
    return group;
  }

  private variantGroupOf(ruleId: string, variantId: string): GroupAccumulator {
    let byVariant = this.variantGroups.get(ruleId);
    if (byVariant === undefined) {
      byVariant = new Map();
      this.variantGroups.set(ruleId, byVariant);
    }
    let group = byVariant.get(variantId);
    if (group === undefined) {
      group = new GroupAccumulator(this.limits);
      byVariant.set(variantId, group);
    }
    return group;
  }

  /** Widens the span of the decks' statistics dates (the 全期間 window's start and end). */
  private notePeriod(date: { iso: string | null; ms: number }): void {
    if (Number.isNaN(date.ms) || date.iso === null) return;
    const instant = { iso: date.iso, ms: date.ms };
    if (this.oldest === undefined || date.ms < this.oldest.ms) this.oldest = instant;
    if (this.newest === undefined || date.ms > this.newest.ms) this.newest = instant;
  }
}

/** A deck's classification as the aggregation reads it (DeckView's). */
export interface DeckClassification {
  ruleMatches: string[];
  ruleDetails: RuleMatchView[];
}

function distinct(matches: string[]): string[] {
  return matches.length > 1 ? [...new Set(matches)] : matches;
}

function refOf(view: DeckView, createdMs: number, matches: string[]): DeckRef {
  return {
    id: view.id,
    name: view.name,
    createdAt: view.createdAt,
    createdMs,
    updatedAt: view.updatedAt,
    classificationUpdatedAt: view.classificationUpdatedAt,
    ruleMatches: matches,
  };
}
