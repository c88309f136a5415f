// The event-segment switch of the ranking pages (/ and /decks, each time window): one link per
// event kind, each a pre-rendered page (works without JavaScript); the other segments (league,
// region, size, 投稿デッキ) as links with `?segment=…`, shown and applied by the page's script
// (site/client/segments.ts) from the compact document the page embeds.

import { useContext } from 'react';
import type { PublicKindSegment, PublicSegments } from '../../engine/documentSchemas/segmentDocs.ts';
import {
  BROWSER_SEGMENTS,
  DIMENSION_LABELS,
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  type EventKind,
  type SegmentDimension,
} from '../../engine/eventSegments.ts';
import type { WindowKey } from '../../engine/windows.ts';
import type { PageLinks } from '../lib/pageLinks.ts';
import { deckTypePath } from '../lib/paths.ts';
import {
  type EmbeddedSegments,
  SEGMENT_PARAM,
  type SegmentRow,
  segmentPhrase,
  thinSegmentText,
} from '../lib/segmentView.ts';
import { LinkNav } from './LinkNav.tsx';
import { PageLinksContext } from './PageLinks.tsx';
import { RankingTable } from './RankingTable.tsx';

export function SegmentNav({
  windowKey,
  kind,
  allHref,
  kindHref,
  embedded,
}: {
  windowKey: WindowKey;
  kind: EventKind | null;
  /** The page over every deck of the window. */
  allHref: string;
  kindHref: (windowKey: WindowKey, kind: EventKind) => string;
  /** The compact segments of the window, embedded for the browser filter (pages of every deck only). */
  embedded: PublicSegments | null;
}) {
  const dimensions: SegmentDimension[] = ['league', 'region', 'size', 'submitted'];
  const links = useContext(PageLinksContext);
  return (
    <>
      <LinkNav
        className="segment-nav"
        label="大会の種類"
        links={[
          {
            key: 'all',
            href: allHref,
            current: kind === null,
            label: 'すべてのデッキ',
            data: { 'data-segment-all': true },
          },
          ...EVENT_KINDS.map((key) => ({
            key,
            href: kindHref(windowKey, key),
            current: key === kind,
            label: EVENT_KIND_LABELS[key],
          })),
        ]}
      />
      {embedded && (
        <>
          {/* Shown by the page's script, which applies the segment the URL names. */}
          <details className="segment-picker" data-segment-picker hidden>
            <summary>リーグ・地方・大会の規模・投稿デッキで絞り込む</summary>
            {dimensions.map((dimension) => (
              <nav className="segment-nav" aria-label={DIMENSION_LABELS[dimension]} key={dimension}>
                <ul>
                  <li className="segment-dimension">{DIMENSION_LABELS[dimension]}:</li>
                  {BROWSER_SEGMENTS.filter((segment) => segment.dimension === dimension).map((segment) => (
                    <li key={segment.id}>
                      <a href={`${allHref}?${SEGMENT_PARAM}=${segment.id}`} data-segment={segment.id}>
                        {segment.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </details>
          <script
            type="application/json"
            id="segment-data"
            // A data block (never run).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped.
            dangerouslySetInnerHTML={{ __html: embeddedJson(embedded, links) }}
          />
          <section className="segment-view" data-segment-view hidden aria-live="polite" />
        </>
      )}
    </>
  );
}

/**
 * The compact document with each type's page link (null for a type without a page), so the
 * script links the rows as the pre-rendered tables do; every `<` escaped so no text in it can
 * close the element.
 */
function embeddedJson(doc: PublicSegments, links: PageLinks): string {
  const data: EmbeddedSegments = {
    ...doc,
    typeHrefs: doc.typeIds.map((id) => (links.hasDeckTypePage(id) ? deckTypePath(id) : null)),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Which decks the kind page shows and how many, or that they are too few to rank. */
export function KindSegmentSummary({ doc }: { doc: PublicKindSegment }) {
  return (
    <>
      <p className="lead" data-testid="segment-summary">
        区分: <strong>{segmentPhrase('kind', doc.segment.label)}</strong>（{doc.segment.events}大会）・
        {doc.label}・分類済み
        <span data-testid="segment-matched">{doc.matchedDecks.toLocaleString('ja-JP')}</span>
        デッキ（全{doc.totalDecks.toLocaleString('ja-JP')}
        デッキ）。シェアはこの区分・期間の分類済みデッキに対する割合です。
      </p>
      {doc.thin && (
        <p className="note window-thin" data-testid="segment-thin">
          {thinSegmentText(doc.matchedDecks, doc.minDecks)}
        </p>
      )}
    </>
  );
}

/** A segment's ranking: rank, type, decks, share with its interval and change; unranked when thin. */
export function SegmentRanking({ rows, thin = false }: { rows: SegmentRow[]; thin?: boolean }) {
  const ranked = rows
    .filter((row) => row.count > 0)
    .map((row) => ({
      id: row.id,
      name: row.name,
      rank: row.rank,
      decks: row.count,
      share: row.share,
      shareInterval: row.shareInterval,
      change: { ...row, previousCount: null, previousShare: null },
    }));
  return <RankingTable rows={ranked} className="segment-ranking" testId="segment-ranking" thin={thin} />;
}
