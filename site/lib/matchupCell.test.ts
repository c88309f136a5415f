import { describe, expect, it } from 'vitest';
import type { MatchupOpponent } from '../../engine/documents.ts';
import { matchupCell, sortMatchupRows, verdictOf } from './matchupCell.ts';

const opponent = (wins: number, losses: number, thin = false): MatchupOpponent => ({
  ruleId: 'b',
  ruleName: 'リザードンex',
  wins,
  losses,
  winRate: wins + losses ? wins / (wins + losses) : null,
  winRateInterval: wins + losses ? [0.2, 0.8] : null,
  thin,
});

describe('verdictOf(wins, losses)', () => {
  it('gives win, even, loss and none', () => {
    expect(verdictOf(3, 1)).toBe('win');
    expect(verdictOf(2, 2)).toBe('even');
    expect(verdictOf(0, 1)).toBe('loss');
    expect(verdictOf(0, 0)).toBe('none');
  });
});

describe('matchupCell(rowName, opponent)', () => {
  it('shows a circle and wins-losses with the win rate and interval in the tooltip', () => {
    const cell = matchupCell('サーフゴーex', opponent(3, 1));
    expect(cell.mark).toBe('○');
    expect(cell.score).toBe('3-1');
    expect(cell.tooltip).toBe(
      'サーフゴーex vs リザードンex: 3勝1敗（勝率 75.0%、95%信頼区間 20.0%〜80.0%）勝ち越し',
    );
  });
  it('shows a dash and the no-history text without games', () => {
    expect(matchupCell('サーフゴーex', undefined)).toMatchObject({
      mark: '−',
      score: '',
      tooltip: '対戦履歴なし',
    });
  });
  it('marks thin samples', () => {
    expect(matchupCell('a', opponent(1, 1, true))).toMatchObject({ mark: '△', thin: true });
  });
});

describe('sortMatchupRows(rows)', () => {
  it('orders by games descending, then win rate descending', () => {
    const row = (ruleId: string, games: number, winRate: number | null) => ({
      ruleId,
      ruleName: ruleId,
      wins: 0,
      losses: 0,
      games,
      winRate,
      winRateInterval: null,
      opponents: [],
    });
    const sorted = sortMatchupRows(
      [row('a', 2, 0.5), row('b', 5, 0.2), row('c', 5, 0.8), row('d', 0, null)],
      5,
    );
    expect(sorted.map((r) => r.ruleId)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('never orders rows of one game (fewer than minGames) by their win rate: by name', () => {
    const row = (ruleId: string, games: number, winRate: number) => ({
      ruleId,
      ruleName: ruleId,
      wins: 0,
      losses: 0,
      games,
      winRate,
      winRateInterval: null,
      opponents: [],
    });
    const sorted = sortMatchupRows([row('b', 1, 1), row('a', 1, 0), row('c', 1, 1)], 5);
    expect(sorted.map((r) => r.ruleId)).toEqual(['a', 'b', 'c']);
  });
});
