import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MatchupOpponent, WeeklyEntry } from '../../../engine/documents.ts';
import { linkedMarkup } from '../linkedMarkup.ts';
import { hasMatchups, MatchupsSection, matchupsLinkIds } from './MatchupsSection.tsx';
import { WeeklyTrendSection } from './WeeklyTrendSection.tsx';

const opponent = (ruleId: string, wins: number, losses: number, thin = false): MatchupOpponent => ({
  ruleId,
  ruleName: ruleId,
  wins,
  losses,
  winRate: wins + losses > 0 ? wins / (wins + losses) : null,
  winRateInterval: wins + losses > 0 ? [0.1, 0.9] : null,
  thin,
});

describe('MatchupsSection({ ruleName, matchups })', () => {
  it('marks each opponent ○ △ ×, greys thin rows and shows the Wilson interval', () => {
    const matchups = {
      wins: 5,
      losses: 4,
      winRate: 5 / 9,
      opponents: [opponent('A', 3, 1), opponent('B', 1, 1, true), opponent('C', 1, 2, true)],
    };
    // No docs folder holds their deck types: each opponent is plain text.
    const html = linkedMarkup(createElement(MatchupsSection, { ruleName: 'サーフゴーex', matchups }), {
      deckTypes: matchupsLinkIds(matchups),
    });
    expect(html).not.toContain('href="/decks/');
    const marks = [...html.matchAll(/detail-mark-(\w+)">(.)</gu)].map((m) => [m[1], m[2]]);
    expect(marks).toEqual([
      ['win', '○'],
      ['loss', '×'],
      ['even', '△'],
    ]);
    expect(html.match(/class="detail-thin"/gu)).toHaveLength(2);
    expect(html).toContain('95%信頼区間 </span>10.0%〜90.0%');
    expect(html).toContain('55.6%');
  });

  it('is left out when no game was played', () => {
    expect(hasMatchups(null)).toBe(false);
    expect(hasMatchups({ wins: 0, losses: 0, winRate: null, opponents: [] })).toBe(false);
    expect(hasMatchups({ wins: 0, losses: 1, winRate: 0, opponents: [] })).toBe(true);
  });
});

describe('WeeklyTrendSection({ weekly })', () => {
  const week = (key: string, count: number): WeeklyEntry => ({
    key,
    label: `${key}〜`,
    start: key,
    end: key,
    count,
    share: count / 10,
    delta: null,
    totalDecks: 10,
    matchedDecks: 10,
  });

  it('charts the weeks oldest first and lists them newest first', () => {
    const html = renderToStaticMarkup(
      createElement(WeeklyTrendSection, { weekly: [week('2026-03-27', 1), week('2026-04-03', 3)] }),
    );
    // Two drawings (wide screens, phones), each with a point per week.
    expect(html.match(/<svg/gu)).toHaveLength(2);
    expect(html.match(/<circle/gu)).toHaveLength(4);
    expect(html).toContain('class="chart-narrow"');
    expect(html.indexOf('<th scope="row">2026-04-03〜')).toBeLessThan(
      html.indexOf('<th scope="row">2026-03-27〜'),
    );
  });

  it('shows the empty state when no week has a deck', () => {
    const html = renderToStaticMarkup(createElement(WeeklyTrendSection, { weekly: [week('2026-04-03', 0)] }));
    expect(html).toContain('データがありません');
    expect(html).not.toContain('<svg');
  });
});
