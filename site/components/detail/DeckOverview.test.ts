import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DeckDetail } from '../../../engine/documents.ts';
import { DeckOverviewSection } from './DeckOverview.tsx';

const deck = (placements?: DeckDetail['placements']): DeckDetail => ({
  id: 'hhhhhh-hhhhhh-hhhhh1',
  name: null,
  cardsTotal: 60,
  createdAt: '2026-11-28T17:00:00Z', // 2026/11/29 02:00 JST: the job queue's fetch
  updatedAt: null,
  classificationUpdatedAt: null,
  countsByType: { pokemon: 0, trainer: 0, energy: 0, other: 0 },
  topCards: [],
  matchedRules: [],
  cards: [],
  ...(placements ? { placements } : {}),
});

/** The overview's facts as [label, value] pairs. */
function factsOf(detail: DeckDetail): [string, string][] {
  const html = renderToStaticMarkup(createElement(DeckOverviewSection, { deck: detail }));
  return [...html.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/gu)].map((m) => [m[1]!, m[2]!]);
}

describe('DeckOverviewSection({ deck })', () => {
  it('shows the day of the earliest event citing the deck beside its registration when they differ', () => {
    const facts = factsOf(
      deck([
        { id: '900002', title: 'シティリーグ', eventDate: '2023-02-05T00:00:00+09:00', rank: 2 },
        { id: '900001', title: 'シティリーグ', eventDate: '2022-12-18T00:00:00+09:00', rank: 1 },
      ]),
    );
    expect(facts.slice(2, 4)).toEqual([
      ['大会日', '2022/12/18（統計はこの日で集計）'],
      ['登録日時', '2026/11/29 02:00'],
    ]);
  });

  it('shows the registration alone when no event cites the deck or the event is the same day', () => {
    for (const placements of [
      undefined,
      [{ id: 'e', title: 't', eventDate: '2026-11-29T00:00:00+09:00', rank: 1 }],
    ]) {
      const labels = factsOf(deck(placements)).map(([label]) => label);
      expect(labels).not.toContain('大会日');
      expect(labels).toContain('登録日時');
    }
  });
});
