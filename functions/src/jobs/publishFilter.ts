// A DocumentSink that passes on only some of an aggregation's documents, so each partial
// rebuild callable runs the one aggregation pipeline and publishes just its part. It keeps a
// copy of the documents a callable reports on (home, matchups, counters).
import type { DocumentSink } from '../../../data/store.ts';

export type PublishPart = 'home' | 'events' | 'deckTypes' | 'matchups' | 'shareSummary';

export const PARTS: Record<PublishPart, (path: string) => boolean> = {
  // The home page and /decks rank over the time windows (public_windows/{key}) and their event
  // segments (public_segments/…).
  home: (path) =>
    path === 'public/home' || path.startsWith('public_windows/') || path.startsWith('public_segments/'),
  events: (path) => path === 'public/events' || path.startsWith('public_events/'),
  // The deck-type list, each rule's page, its consensus list and variant pages, the rule
  // statistics they show, the card pages (adoption per deck type), and the enabled rules'
  // conditions /check classifies with.
  deckTypes: (path) =>
    path === 'public/decks' ||
    path === 'public/rules' ||
    path.startsWith('public_card_windows/') ||
    path.startsWith('public_cards/') ||
    path.startsWith('public/decks/types/') ||
    path.startsWith('public/decks/variants/') ||
    path.startsWith('public/decks/consensus/') ||
    path.startsWith('deck_rules/') ||
    path.startsWith('public_windows/') ||
    path === 'public/placements' ||
    path.startsWith('public_segments/') ||
    path.startsWith('public_window_placements/'),
  // The finals' matchups, the placements (入賞) and the event segments, all from the event results,
  // over every window.
  matchups: (path) =>
    path === 'public/matchups' ||
    path === 'public/placements' ||
    path.startsWith('public_segments/') ||
    path.startsWith('public_window_matchups/') ||
    path.startsWith('public_window_placements/'),
  shareSummary: (path) =>
    path === 'public_decks/weekly_summary' ||
    path === 'public_decks_v1/weekly_summary' ||
    path === 'system_meta/rule_share_counters',
};

/** Documents whose data the callables read back for their results. */
const KEPT = new Set(['public/home', 'public/events', 'public/matchups', 'system_meta/rule_share_counters']);

export class PartialSink implements DocumentSink {
  readonly description: string;
  readonly kept = new Map<string, Record<string, unknown>>();

  /** `parts` undefined: every document passes. */
  constructor(
    private readonly inner: DocumentSink,
    private readonly parts: readonly PublishPart[] | undefined,
  ) {
    this.description = inner.description;
  }

  async write(path: string, data: Record<string, unknown>): Promise<void> {
    if (KEPT.has(path)) this.kept.set(path, data);
    if (this.parts && !this.parts.some((part) => PARTS[part](path))) return;
    await this.inner.write(path, data);
  }

  /** A folder is complete in the parts published only when they hold its documents. */
  complete(folder: string): void {
    if (this.parts && !this.parts.some((part) => PARTS[part](`${folder}/x`))) return;
    this.inner.complete?.(folder);
  }

  commit(): Promise<{ written: number }> {
    return this.inner.commit();
  }

  abort(): Promise<void> {
    return this.inner.abort();
  }

  /** A kept document; the aggregation always builds these, so a missing one is a bug. */
  doc(path: string): Record<string, unknown> {
    const data = this.kept.get(path);
    if (!data) throw new Error(`aggregation built no ${path}`);
    return data;
  }
}
