// Every document path, built in one place: `docPath.deckType('ルール')` -> `public/decks/types/ルール`.
// Paths are Firestore's (`collection/doc(/collection/doc)*`); the folder sink and the site map each
// segment to a file name with `fileNameOf`, so both find a document by the same logical path.
import { cardIdOf, fileNameOf, ID_PROBLEM_TEXT, idProblem, variantDocId } from './ids.ts';
import { internalError } from './userError.ts';

/** Whose statistics a `deck_rules` document holds: a rule, or one sub-rule of a rule. */
export interface StatsOwner {
  ruleId: string;
  variantId?: string;
}

/** The `deck_rules` document id of a rule's or a sub-rule's statistics. */
export function statsDocId(owner: StatsOwner): string {
  return owner.variantId === undefined ? owner.ruleId : variantDocId(owner.ruleId, owner.variantId);
}

export const docPath = {
  home: 'public/home',
  events: 'public/events',
  event: (id: string) => `public_events/${id}`,
  decks: 'public/decks',
  /** The folder of the deck-type documents (the site lists it to find the pages). */
  deckTypes: 'public/decks/types',
  deckType: (ruleId: string) => `public/decks/types/${ruleId}`,
  /** The folder of the consensus lists. */
  deckConsensusFolder: 'public/decks/consensus',
  /** A deck type's consensus list, read by the deck pages of the type. */
  deckConsensus: (ruleId: string) => `public/decks/consensus/${ruleId}`,
  /** The folder of the sub-rule page documents. */
  variants: 'public/decks/variants',
  variant: (ruleId: string, variantId: string) => `public/decks/variants/${variantDocId(ruleId, variantId)}`,
  matchups: 'public/matchups',
  /** The enabled rules' conditions, for /check (デッキ診断) to classify in the browser. */
  publicRules: 'public/rules',
  weeklySummary: 'public_decks/weekly_summary',
  /** `public_decks_v1` is the versioned alias of `public_decks`: the same documents, same ids. */
  weeklySummaryV1: 'public_decks_v1/weekly_summary',
  /** A time window's ranking (engine/windows.ts keys: `1w`, `2w`, `4w`, `current`, `all`). */
  window: (windowKey: string) => `public_windows/${windowKey}`,
  /** Every browser segment (league, region, size, 投稿デッキ) of a time window, compact. */
  segments: (windowKey: string) => `public_segments/${windowKey}`,
  /** A time window's ranking over the decks of one event kind (engine/eventSegments.ts keys). */
  kindSegment: (windowKey: string, kind: string) => `public_segments/${windowKey}/kinds/${kind}`,
  /** Wins, top-4 and top-8 finishes and conversion per deck type (engine/aggregate/placements.ts). */
  placements: 'public/placements',
  /** A time window's matchup grid and placements: the events dated in the window (engine/aggregate/windowEvents.ts). */
  windowMatchups: (windowKey: string) => `public_window_matchups/${windowKey}`,
  windowPlacements: (windowKey: string) => `public_window_placements/${windowKey}`,
  /** A time window's placements over the events of one kind (a kind page's 入賞 table). */
  kindPlacements: (windowKey: string, kind: string) => `public_window_placements/${windowKey}/kinds/${kind}`,
  ruleShareCounters: 'system_meta/rule_share_counters',
  /** A time window's card list (the /cards page). */
  cardWindow: (windowKey: string) => `public_card_windows/${windowKey}`,
  /** The folder of the card pages' documents. */
  cards: 'public_cards',
  /** A card's page document, by its id (engine/ids.ts cardIdOf). */
  card: (cardId: string) => `public_cards/${cardId}`,
  /** The folder of the deck pages' documents. */
  deckDetails: 'public_deck_details',
  deckDetail: (deckId: string) => `public_deck_details/${deckId}`,
  /** The folder of the fetching notices. */
  deckJobs: 'deck_jobs',
  deckJob: (deckId: string) => `deck_jobs/${deckId}`,
  /** The folder of the rule statistics (rules and sub-rules side by side). */
  ruleStatsFolder: 'deck_rules',
  /** A rule's statistics, or with `variantId` one sub-rule's. */
  ruleStats: (ruleId: string, variantId?: string) => `deck_rules/${statsDocId({ ruleId, variantId })}`,
  cardStatsFolder: (owner: StatsOwner) => `deck_rules/${statsDocId(owner)}/card_stats`,
  cardStats: (owner: StatsOwner | string, rowId: string) =>
    `deck_rules/${statsDocId(typeof owner === 'string' ? { ruleId: owner } : owner)}/card_stats/${rowId}`,
  /** The folder of the event pages' documents. */
  eventsFolder: 'public_events',
  /** A document of a folder by an id (or a file name) that listing the folder gave. */
  listed: (folder: string, docId: string) => `${folder}/${docId}`,
} as const;

/**
 * Why a path cannot name a document (or with `'folder'`, a folder of documents) in every sink,
 * naming the bad segment, or undefined.
 */
export function pathProblem(path: string, what: 'document' | 'folder' = 'document'): string | undefined {
  const segments = path.split('/');
  if (segments.length % 2 !== (what === 'document' ? 0 : 1))
    return `"${path}" is not a ${what} path (collection/document pairs${what === 'folder' ? ', then a collection' : ''})`;
  for (const segment of segments) {
    const problem = idProblem(segment);
    if (problem) return `"${path}" has ${ID_PROBLEM_TEXT[problem]}`;
  }
  return undefined;
}

/**
 * The segments of a document (or folder) path. Callers validate ids before they build paths, so a
 * bad path here is a bug of ours (an internal error), never an input error.
 */
export function pathSegments(path: string, what: 'document' | 'folder' = 'document'): string[] {
  const problem = pathProblem(path, what);
  if (problem) throw internalError(`invalid ${what} path: ${problem}`);
  return path.split('/');
}

/**
 * The path of a document's file under a docs folder, without `.json` (one name per segment); with
 * `'folder'`, the path of a folder of documents. The sinks write and the site reads by it.
 */
export function filePathOf(path: string, what: 'document' | 'folder' = 'document'): string {
  return pathSegments(path, what).map(fileNameOf).join('/');
}

/** A card_stats row id: the card's id (engine/ids.ts cardIdOf), one contract for both. */
export const cardStatsRowId = cardIdOf;
