// The dashboard's reads: count queries, the newest cards, events and decks, the top rules by
// all-time deck count with this week's share, and the scheduled sync's last success.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { isRuleDocument } from '../../../cli/pipelines/loadRules.ts';
import { storedDoc } from '../../../data/firestoreStore.ts';
import type { StoredDoc } from '../../../data/store.ts';
import type { AdminCounts, CallableResult } from '../../../engine/admin/callables.ts';
import { ruleWeeklyReader } from '../../../engine/admin/ruleWeekly.ts';
import { toNumber } from '../../../engine/tolerant.ts';
import type { Handler } from '../callable.ts';
import { CRON_STATUS_PATH } from '../jobs/cronStatus.ts';
import { newestFirst } from './datePages.ts';
import { deckQueueStatus } from './deckQueue.ts';
import { readDoc } from './readDoc.ts';
import { deckListItem, eventSummary, text, time } from './toShapes.ts';

/** Decks without a match: total minus those whose rule_matches is non-empty (never classified counts). */
export async function countUnmatched(db: Firestore): Promise<number> {
  const decks = db.collection('decks');
  const [total, matched] = await Promise.all([
    decks.count().get(),
    decks.where('rule_matches', '!=', []).count().get(),
  ]);
  return Math.max(0, total.data().count - matched.data().count);
}

export async function countAll(db: Firestore): Promise<AdminCounts> {
  const count = async (name: string) => (await db.collection(name).count().get()).data().count;
  const [cards, decks, events, unmatchedDecks] = await Promise.all([
    count('cards'),
    count('decks'),
    count('events'),
    countUnmatched(db),
  ]);
  return { cards, decks, events, unmatchedDecks };
}

export const getAdminCounts: Handler<'getAdminCounts'> = async (_payload, { db }) => {
  const [counts, cron] = await Promise.all([countAll(db), readDoc(db, CRON_STATUS_PATH)]);
  const scheduled = cron?.scheduledEventSync;
  const record = scheduled && typeof scheduled === 'object' ? (scheduled as Record<string, unknown>) : {};
  const lastEventSyncAt = time(record, 'lastSuccessAt');
  return {
    ...counts,
    lastEventSyncAt,
    lastEventSyncFailure: failureAfter(record.lastFailure, lastEventSyncAt),
  };
};

/** The scheduled sync's recorded failure, when it came after its last success. */
function failureAfter(
  value: unknown,
  lastSuccessAt: string | null,
): CallableResult<'getAdminCounts'>['lastEventSyncFailure'] {
  if (!value || typeof value !== 'object') return null;
  const failure = value as Record<string, unknown>;
  const at = time(failure, 'at');
  if (at === null || (lastSuccessAt !== null && Date.parse(at) <= Date.parse(lastSuccessAt))) return null;
  return { at, code: text(failure, 'code'), message: text(failure, 'message') ?? '' };
}

type Ranking = CallableResult<'getDashboard'>['ruleRanking'];

const RANKED_RULES = 10;
/** Rule documents read per page while looking for the top rules. */
const RANKING_PAGE = 50;

/**
 * The `limit` rules with the most decks of all time. deck_rules also holds each sub-rule's
 * statistics document (parent_rule_id set), which ranks beside its rule but is no rule: pages
 * are read in deck-count order and those documents skipped.
 */
export async function topRules(db: Firestore, limit = RANKED_RULES): Promise<StoredDoc[]> {
  const ranked = db.collection('deck_rules').orderBy('stats_total_decks', 'desc');
  const rules: StoredDoc[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? ranked.startAfter(after) : ranked).limit(RANKING_PAGE).get();
    for (const snapshot of page.docs) {
      const doc = storedDoc(snapshot);
      if (isRuleDocument(doc)) rules.push(doc);
      if (rules.length === limit) return rules;
    }
    if (page.size < RANKING_PAGE) return rules;
    after = page.docs.at(-1);
  }
}

/** Top 10 rules by all-time decks (rule statistics), with the current week's share. */
async function ruleRanking(db: Firestore): Promise<Ranking> {
  const [top, weekly, counters] = await Promise.all([
    topRules(db),
    db.doc('public_decks/weekly_summary').get(),
    db.doc('system_meta/rule_share_counters').get(),
  ]);
  const reader = ruleWeeklyReader(weekly.data());
  const weeks = weekly.exists ? (weekly.data()?.weeks as Record<string, unknown>[] | undefined) : undefined;
  const current = Array.isArray(weeks) ? weeks.at(-1) : undefined;
  const weekCounts = (current?.ruleCounts ?? current?.rule_counts ?? {}) as Record<string, unknown>;
  const weekMatched = toNumber(current?.matchedDecks ?? current?.matched_decks);
  const totalMatched = toNumber(counters.data()?.total_matched_decks);
  return {
    week: current ? { key: String(current.key ?? ''), label: String(current.label ?? '') } : null,
    rules: top.map((doc) => {
      const totalDecks = toNumber(doc.stats_total_decks) ?? 0;
      const weekCount = toNumber(weekCounts[doc.id]) ?? 0;
      return {
        id: doc.id,
        name: text(doc, 'name') ?? doc.id,
        totalDecks,
        allTimeShare: totalMatched ? totalDecks / totalMatched : null,
        weekCount,
        weekShare: weekMatched ? weekCount / weekMatched : null,
        weekly: reader.of(doc.id),
      };
    }),
    weeklyByRule: Object.fromEntries(reader.ids().map((id) => [id, reader.of(id)])),
  };
}

export const getDashboard: Handler<'getDashboard'> = async (_payload, { db, now }) => {
  const [cards, events, decks, ranking, deckQueue] = await Promise.all([
    db.collection('cards').orderBy('updated_at', 'desc').limit(5).get(),
    db.collection('events').orderBy('created_at', 'desc').limit(5).get(),
    newestFirst(db, 'decks', 'created_at', 32),
    ruleRanking(db),
    deckQueueStatus(db, now()),
  ]);
  return {
    recentCards: cards.docs.map((snapshot) => {
      const doc = storedDoc(snapshot);
      return {
        id: doc.id,
        name: text(doc, 'name', 'name_alt') ?? doc.id,
        type: text(doc, 'type', 'card_type'),
        image_url: text(doc, 'image_url', 'image', 'card_pict'),
        updated_at: time(doc, 'updated_at', 'updatedAt'),
      };
    }),
    recentEvents: events.docs.map((snapshot) => eventSummary(storedDoc(snapshot))),
    recentDecks: decks.docs.map(deckListItem),
    ruleRanking: ranking,
    deckQueue,
  };
};
