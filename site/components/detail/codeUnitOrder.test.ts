// Pages order ties by code unit, the order docs/decisions.md promises and the engine uses, never by
// the locale (`localeCompare` puts "a" before "B" and orders kana by reading; code units do not).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CardAdoptionItem, DeckTypeDetail, PublicMatchups } from '../../../engine/documents.ts';
import { sortMatchupRows } from '../../lib/matchupCell.ts';
import { sortByAdoption } from './CardAdoptionSection.tsx';
import { groupByKind } from './CardStatsSection.tsx';
import { DeckRulesSection } from './DeckRulesSection.tsx';
import { cardStatsRow } from './testRows.ts';
import { VariantsSection } from './VariantsSection.tsx';

// Code-unit order of these: "B" (U+0042), "a" (U+0061), "あ" (U+3042), "ア" (U+30A2).
const NAMES = ['a', 'ア', 'B', 'あ'];
const CODE_UNIT = ['B', 'a', 'あ', 'ア'];

function hrefsIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
}

describe('code-unit order of ties on the pages', () => {
  it('is not what localeCompare gives (so the tests below can fail)', () => {
    expect([...NAMES].sort((a, b) => a.localeCompare(b, 'ja'))).not.toEqual(CODE_UNIT);
  });

  it('VariantsSection: priority, then sub-rule id by code unit', () => {
    const variants = NAMES.map((id) => ({
      id,
      name: id,
      priority: 1,
    })) as DeckTypeDetail['stats']['variants'];
    const html = renderToString(createElement(VariantsSection, { ruleId: 'R', variants }));
    expect(hrefsIn(html)).toEqual(CODE_UNIT.map((id) => `/decks/R/variants/${id}`));
  });

  it('DeckRulesSection: priority, then rule id by code unit', () => {
    const rules = NAMES.map((id) => ({ id, name: id, priority: 2 }));
    const html = renderToString(createElement(DeckRulesSection, { rules }));
    expect(hrefsIn(html).filter((h) => h.startsWith('/rules/stats/'))).toEqual(
      CODE_UNIT.map((id) => `/rules/stats/${id}`),
    );
  });

  it('card adoption, card_stats rows and matchup rows: equal figures, then name by code unit', () => {
    const item = (name: string) =>
      ({ id: name, name, adoptionRate: 0.5, avgCopiesOverall: 1 }) as CardAdoptionItem;
    expect(sortByAdoption(NAMES.map(item)).map((i) => i.name)).toEqual(CODE_UNIT);
    const rows = NAMES.map((name) => cardStatsRow(name, 'item', 0.5));
    expect(groupByKind(rows)[0]!.rows.map((r) => r.name)).toEqual(CODE_UNIT);
    const matchup = (ruleName: string) =>
      ({ ruleId: ruleName, ruleName, games: 3, winRate: 0.5 }) as PublicMatchups['rows'][number];
    expect(sortMatchupRows(NAMES.map(matchup), 3).map((r) => r.ruleName)).toEqual(CODE_UNIT);
  });
});
