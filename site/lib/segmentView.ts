// What a segment view shows, shared by the pre-rendered event-kind pages and the browser filter
// (site/client/segments.ts): the rows of a compact segment with their shares, intervals and
// changes computed as the engine computes a window's (engine/aggregate/windows.ts), and the words
// naming a segment. Kept small: it is in every page's script.
import type { CompactSegment, PublicSegments } from '../../engine/documentSchemas/segmentDocs.ts';
import { wilsonInterval } from '../../engine/wilson.ts';

export interface SegmentRow {
  id: string;
  name: string;
  rank: number;
  count: number;
  share: number;
  shareInterval: [number, number];
  delta: number | null;
  isNew: boolean;
}

/** What a page embeds (#segment-data): the window's compact segments and each type's page link. */
export type EmbeddedSegments = PublicSegments & { typeHrefs: (string | null)[] };

/** The URL query that names a browser segment: `?segment=region-kanto`. */
export const SEGMENT_PARAM = 'segment';

/** A segment's rows, ranked, as a window document's (types without decks now stay, at 0). */
export function compactRows(doc: PublicSegments, segment: CompactSegment): SegmentRow[] {
  const compared = segment.previousMatchedDecks !== null && segment.previousMatchedDecks > 0;
  return segment.types.map((type, i) => {
    const count = segment.counts[i] ?? 0;
    const previousCount = segment.previousCounts[i] ?? 0;
    const share = segment.matchedDecks > 0 ? count / segment.matchedDecks : 0;
    const previousShare = compared ? previousCount / segment.previousMatchedDecks! : null;
    return {
      id: doc.typeIds[type] ?? '',
      name: doc.typeNames[type] ?? '',
      rank: i + 1,
      count,
      share,
      shareInterval: wilsonInterval(count, segment.matchedDecks),
      delta: previousShare === null ? null : share - previousShare,
      isNew: compared && previousCount === 0 && count > 0,
    };
  });
}

/** The decks a segment holds, in words: シティリーグの大会で使われたデッキ, 投稿デッキ (…). */
export function segmentPhrase(dimension: string, label: string): string {
  if (dimension === 'submitted') return '投稿デッキ（どの大会結果にも載っていないデッキ）';
  const prefix =
    dimension === 'league'
      ? 'リーグ: '
      : dimension === 'region'
        ? '地方: '
        : dimension === 'size'
          ? '参加人数: '
          : '';
  return `${prefix}${label}の大会で使われたデッキ`;
}

/** The line saying a segment is too thin to rank. */
export function thinSegmentText(matchedDecks: number, minDecks: number): string {
  return `この区分の分類済みデッキは${matchedDecks}件で、順位をつけるには少なすぎます（${minDecks}件未満）。デッキ数とシェアを順位なしの参考値として示します。`;
}
