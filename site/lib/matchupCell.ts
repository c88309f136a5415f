// What a matchup-grid cell shows: mark, wins-losses and the tooltip text (spec §2 matchups).
import type { MatchupOpponent, PublicMatchups } from '../../engine/documents.ts';
import { formatShare, formatWinRate } from '../../engine/format.ts';
import { byCodeUnit } from '../../engine/rules/order.ts';

export type Verdict = 'win' | 'even' | 'loss' | 'none';

export const MARKS: Readonly<Record<Verdict, string>> = { win: '○', even: '△', loss: '×', none: '−' };
const VERDICT_TEXT: Readonly<Record<Verdict, string>> = {
  win: '勝ち越し',
  even: '五分',
  loss: '負け越し',
  none: '対戦履歴なし',
};

export function verdictOf(wins: number, losses: number): Verdict {
  if (wins + losses === 0) return 'none';
  if (wins > losses) return 'win';
  return wins === losses ? 'even' : 'loss';
}

export interface MatchupCell {
  verdict: Verdict;
  mark: string;
  /** "3-1", or "" for no games. */
  score: string;
  /** "4戦", or "" for no games. */
  games: string;
  tooltip: string;
  thin: boolean;
}

export function matchupCell(rowName: string, opponent: MatchupOpponent | undefined): MatchupCell {
  const wins = opponent?.wins ?? 0;
  const losses = opponent?.losses ?? 0;
  const verdict = verdictOf(wins, losses);
  if (!opponent || verdict === 'none') {
    const name = opponent?.ruleName;
    return {
      verdict,
      mark: MARKS.none,
      score: '',
      games: '',
      tooltip: name ? `${rowName} vs ${name}: 対戦履歴なし` : '対戦履歴なし',
      thin: false,
    };
  }
  const interval = opponent.winRateInterval
    ? `、95%信頼区間 ${formatShare(opponent.winRateInterval[0])}〜${formatShare(opponent.winRateInterval[1])}`
    : '';
  return {
    verdict,
    mark: MARKS[verdict],
    score: `${wins}-${losses}`,
    games: `${wins + losses}戦`,
    tooltip: `${rowName} vs ${opponent.ruleName}: ${wins}勝${losses}敗（勝率 ${formatWinRate(wins, losses)}${interval}）${VERDICT_TEXT[verdict]}${opponent.thin ? '・試合数が少なめ' : ''}`,
    thin: opponent.thin,
  };
}

/**
 * Rows by games played descending, then win rate descending, then name. Rows with fewer than
 * minGames games (one final, say) are never ordered by their win rate: name only.
 */
export function sortMatchupRows(rows: PublicMatchups['rows'], minGames: number): PublicMatchups['rows'] {
  const rateOf = (row: PublicMatchups['rows'][number]) => (row.games >= minGames ? (row.winRate ?? -1) : -1);
  return [...rows].sort(
    (a, b) => b.games - a.games || rateOf(b) - rateOf(a) || byCodeUnit(a.ruleName, b.ruleName),
  );
}
