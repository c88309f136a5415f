// The time-window switch of the ranking pages (/ and /decks): one link per window, each a
// pre-rendered page, so the switch works without JavaScript; and the line saying which window the
// page shows and over how many decks, or that the window is too thin to rank.
import type { PublicWindow, WindowRow } from '../../engine/documentSchemas/windowDocs.ts';
import { formatDateJst, formatDelta } from '../../engine/format.ts';
import { WINDOW_KEYS, WINDOW_LABELS, type WindowKey } from '../../engine/windows.ts';
import { LinkNav } from './LinkNav.tsx';
import { currentSinceText } from './windowSince.ts';

export function WindowNav({ current, hrefOf }: { current: WindowKey; hrefOf: (key: WindowKey) => string }) {
  return (
    <LinkNav
      className="window-nav"
      label="集計期間"
      links={WINDOW_KEYS.map((key) => ({
        key,
        href: hrefOf(key),
        current: key === current,
        label: WINDOW_LABELS[key],
      }))}
    />
  );
}

/** The last day of a window whose `end` is exclusive (the next Friday 00:00 JST). */
export function lastDayOf(window: Pick<PublicWindow, 'key' | 'end'>): string {
  if (window.key === 'all' || window.end === null) return formatDateJst(window.end);
  return formatDateJst(new Date(Date.parse(window.end) - 24 * 60 * 60 * 1000).toISOString());
}

export function WindowSummary({ window }: { window: PublicWindow }) {
  const since = currentSinceText(window.since);
  return (
    <>
      <p className="lead" data-testid="window-summary">
        集計期間: <strong>{window.label}</strong>
        {since}・{formatDateJst(window.start)}〜{lastDayOf(window)}・分類済み
        <span data-testid="window-matched">{window.matchedDecks.toLocaleString('ja-JP')}</span>
        デッキ（全{window.totalDecks.toLocaleString('ja-JP')}デッキ、未分類
        {window.unclassifiedDecks.toLocaleString('ja-JP')}
        ）。シェアはこの期間の分類済みデッキに対する割合です。
      </p>
      {window.thin && (
        <p className="note window-thin" data-testid="window-thin">
          この期間の分類済みデッキは{window.matchedDecks}件で、順位をつけるには少なすぎます（
          {window.minDecks}件未満）。この期間のデッキ数とシェアを順位なしの参考値として示します。
        </p>
      )}
    </>
  );
}

/** ▲/▼ and the change in points against the previous window, or NEW; nothing for 全期間. */
export function WindowChange({ row }: { row: WindowRow | undefined }) {
  if (row?.isNew) return <span className="badge">NEW</span>;
  const delta = row?.delta;
  if (delta == null) return null;
  const arrow = Math.abs(delta) < 0.0005 ? '' : delta > 0 ? '▲' : '▼';
  return (
    <small className="delta" title="前の同じ長さの期間との差">
      {arrow}
      {formatDelta(delta)}
    </small>
  );
}
