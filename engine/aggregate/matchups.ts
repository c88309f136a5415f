// Matchups from event finals (DESIGN.md): the rank-1 deck beats the rank-2 deck; results whose
// type is unknown and mirror finals are left out. Rows by games descending, then win rate.
import type { MatchupOpponent, PublicMatchups } from '../documents.ts';
import type { Event } from '../schemas.ts';
import { isThinSample, wilsonInterval } from '../wilson.ts';
import { type PrimaryRuleOf, resultRuleOf } from './events.ts';
import { ratioOrNull } from './ratio.ts';
import type { RuleCatalogView } from './ruleCatalog.ts';

export interface Final {
  eventId: string;
  winner: string;
  loser: string;
}

/** The counted final of each event: its first rank-1 result against its first rank-2 result. */
export function finalsOf(
  events: readonly Event[],
  primaryRuleOf: PrimaryRuleOf,
  rules: RuleCatalogView,
): Final[] {
  const finals: Final[] = [];
  for (const event of events) {
    const first = event.results.find((result) => result.rank === 1);
    const second = event.results.find((result) => result.rank === 2);
    if (!first || !second) continue;
    const winner = resultRuleOf(first, primaryRuleOf, rules);
    const loser = resultRuleOf(second, primaryRuleOf, rules);
    if (winner === undefined || loser === undefined || winner === loser) continue;
    finals.push({ eventId: event.id, winner, loser });
  }
  return finals;
}

type Row = PublicMatchups['rows'][number];

function byGamesThenRate(a: { wins: number; losses: number; id: string }, b: typeof a): number {
  const gamesA = a.wins + a.losses;
  const gamesB = b.wins + b.losses;
  if (gamesA !== gamesB) return gamesB - gamesA;
  const rateA = ratioOrNull(a.wins, gamesA) ?? -1;
  const rateB = ratioOrNull(b.wins, gamesB) ?? -1;
  if (rateA !== rateB) return rateB - rateA;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The grid: one row per rule with at least one counted final. */
export function matchupRowsOf(finals: readonly Final[], rules: RuleCatalogView, minGames: number): Row[] {
  // ruleId -> opponentId -> [wins, losses]
  const grid = new Map<string, Map<string, [number, number]>>();
  const cell = (ruleId: string, opponentId: string): [number, number] => {
    let row = grid.get(ruleId);
    if (!row) {
      row = new Map();
      grid.set(ruleId, row);
    }
    let counts = row.get(opponentId);
    if (!counts) {
      counts = [0, 0];
      row.set(opponentId, counts);
    }
    return counts;
  };
  for (const final of finals) {
    cell(final.winner, final.loser)[0] += 1;
    cell(final.loser, final.winner)[1] += 1;
  }
  const rows = [...grid].map(([ruleId, row]) => {
    const opponents: MatchupOpponent[] = [...row]
      .map(([id, [wins, losses]]) => ({ id, wins, losses }))
      .sort(byGamesThenRate)
      .map(({ id, wins, losses }) => {
        const { games: _games, ...opponent } = figuresOf(id, wins, losses, rules, minGames);
        return opponent;
      });
    const wins = opponents.reduce((sum, o) => sum + o.wins, 0);
    const losses = opponents.reduce((sum, o) => sum + o.losses, 0);
    return { id: ruleId, wins, losses, opponents };
  });
  return rows.sort(byGamesThenRate).map(({ id, wins, losses, opponents }) => ({
    ...figuresOf(id, wins, losses, rules, minGames),
    opponents,
  }));
}

/** A row's figures in the documents' key order; an opponent's are the same without `games`. */
function figuresOf(
  id: string,
  wins: number,
  losses: number,
  rules: RuleCatalogView,
  minGames: number,
): MatchupOpponent & { games: number } {
  const games = wins + losses;
  return {
    ruleId: id,
    ruleName: rules.nameOf(id),
    wins,
    losses,
    games,
    winRate: ratioOrNull(wins, games),
    winRateInterval: games > 0 ? wilsonInterval(wins, games) : null,
    thin: isThinSample(games, minGames),
  };
}
