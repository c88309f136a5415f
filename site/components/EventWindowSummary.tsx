// Which time window a page's event figures count (the matchup grid, the 入賞 table): the window,
// its dates, how many events were held in it and, for the grid, its counted finals; and when the
// window holds too few to read, that it does.
import type { WindowFrame } from '../../engine/documentSchemas/windowEventDocs.ts';
import { formatDateJst } from '../../engine/format.ts';
import { currentSinceText } from './windowSince.ts';

/** The window's dates: its first and last day (the end is exclusive, a week start) or, for 全期間, the period. */
export function windowDatesText(window: WindowFrame): string {
  const last =
    window.key === 'all' || window.end === null
      ? formatDateJst(window.end)
      : formatDateJst(new Date(Date.parse(window.end) - 24 * 60 * 60 * 1000).toISOString());
  return `${formatDateJst(window.start)}〜${last}`;
}

export function EventWindowSummary({
  window,
  finals,
  testId,
}: {
  window: WindowFrame;
  /** The grid's counted finals; undefined for the 入賞 table. */
  finals?: number;
  testId: string;
}) {
  return (
    <p className="note window-summary" data-testid={testId}>
      集計期間: <strong>{window.label}</strong>
      {currentSinceText(window.since)}・{windowDatesText(window)}・
      {window.key === 'all' ? '全' : 'この期間の'}
      <span data-testid={`${testId}-events`}>{window.events.toLocaleString('ja-JP')}</span>大会
      {finals !== undefined && (
        <>
          ・決勝<span data-testid={`${testId}-finals`}>{finals.toLocaleString('ja-JP')}</span>試合
        </>
      )}
      。
    </p>
  );
}
