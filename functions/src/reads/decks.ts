// Decks for the admin screens: unmatched decks and their count, a rule's decks, one deck with
// its fetch job and the events it placed in (spec admin §2 deck detail, §7 reads, §9 limits).
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { StoredDoc } from '../../../data/store.ts';
import type { Handler } from '../callable.ts';
import { countUnmatched } from './dashboard.ts';
import { type DateCursor, newestFirst } from './datePages.ts';
import { readDoc } from './readDoc.ts';
import { adminDeck, adminDeckJob, deckListItem, eventResult, eventSummary } from './toShapes.ts';

const UNMATCHED_LIMIT = 100;
/** Newest decks looked through for unmatched ones (a never-classified deck has no field to query). */
const UNMATCHED_SCAN_LIMIT = 5000;
const SCAN_PAGE = 500;
/** A rule's decks per page (spec admin §7 "page size 20", §9 "Matching decks page"); later pages follow a cursor. */
export const RULE_DECKS_PAGE = 20;
/** Events searched for a deck's placings on first load, then per "load more". */
const PRIZE_FIRST_SCAN = 200;
const PRIZE_PAGE_SCAN = 50;

function hasNoMatch(doc: StoredDoc): boolean {
  const matches = doc.rule_matches ?? doc.ruleMatches;
  return !Array.isArray(matches) || matches.length === 0;
}

export const listUnmatchedDecks: Handler<'listUnmatchedDecks'> = async (_payload, { db }) => {
  const found: StoredDoc[] = [];
  let cursor: DateCursor | null = null;
  let scanned = 0;
  do {
    const page = await newestFirst(db, 'decks', 'created_at', SCAN_PAGE, cursor);
    scanned += page.docs.length;
    for (const doc of page.docs) if (hasNoMatch(doc) && found.length < UNMATCHED_LIMIT) found.push(doc);
    cursor = page.nextCursor;
  } while (cursor && found.length < UNMATCHED_LIMIT && scanned < UNMATCHED_SCAN_LIMIT);
  return { decks: found.map(deckListItem) };
};

export const countUnmatchedDecks: Handler<'countUnmatchedDecks'> = async (_payload, { db }) => ({
  count: await countUnmatched(db),
});

export const listRuleDecks: Handler<'listRuleDecks'> = async ({ ruleId, cursor }, { db }) => {
  const matching = (query: Query) => query.where('rule_matches', 'array-contains', ruleId);
  const [page, total] = await Promise.all([
    newestFirst(db, 'decks', 'created_at', RULE_DECKS_PAGE, cursor, matching),
    matching(db.collection('decks')).count().get(),
  ]);
  return { decks: page.docs.map(deckListItem), nextCursor: page.nextCursor, total: total.data().count };
};

/** The events among `size` events after `cursor` (event_date descending) where the deck placed. */
async function prizeEvents(db: Firestore, deckId: string, size: number, cursor: DateCursor | null) {
  const page = await newestFirst(db, 'events', 'event_date', size, cursor);
  const prizeEvents = page.docs.flatMap((doc) => {
    const results = Array.isArray(doc.results) ? (doc.results as Record<string, unknown>[]) : [];
    const placings = results.filter((r) => r && (r.deck_id ?? r.deckId) === deckId).map(eventResult);
    return placings.length > 0 ? [{ ...eventSummary(doc), placings }] : [];
  });
  return { prizeEvents, nextCursor: page.nextCursor };
}

export const getDeck: Handler<'getDeck'> = async ({ deckId }, { db }) => {
  const [deck, job, prizes] = await Promise.all([
    readDoc(db, `decks/${deckId}`),
    readDoc(db, `deck_jobs/${deckId}`),
    prizeEvents(db, deckId, PRIZE_FIRST_SCAN, null),
  ]);
  return {
    deck: deck ? adminDeck(deck) : null,
    job: job ? adminDeckJob(job) : null,
    ...prizes,
  };
};

export const listDeckPrizeEvents: Handler<'listDeckPrizeEvents'> = async ({ deckId, cursor }, { db }) =>
  prizeEvents(db, deckId, PRIZE_PAGE_SCAN, cursor);
