import { describe, expect, it } from 'vitest';
import { deckSummary } from '../deckSummary.ts';
import { ClassificationRun, type ClassifyMode, deckUpdate, type StoredDeck } from './classify.ts';
import { RuleMatcher } from './matcher.ts';
import { validateRules } from './validateRule.ts';

const ASOF = '2026-04-10T03:00:00.000Z';
const { rules } = validateRules([
  {
    id: 'ドラパルト',
    name: 'ドラパルト',
    enabled: true,
    priority: 1,
    description: '',
    conditions: [{ pattern: '^ドラパルトex$', min: 1, max: null, negate: false }],
    variants: [],
  },
]);
const run = (mode: ClassifyMode = { kind: 'all' }) =>
  new ClassificationRun(new RuleMatcher(rules), mode, ASOF);

const cards = [
  { name: 'ドラパルトex', normalized_name: 'ドラパルトex', type: 'pokemon', count: 3 },
  { name: 'ナンジャモ', normalized_name: 'ナンジャモ', type: 'supporter', count: 4 },
  { name: '基本超エネルギー', normalized_name: '基本超エネルギー', type: 'energy', count: 7 },
];
const times = { createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-02T00:00:00.000Z' };

describe('deckUpdate: the summary stays true', () => {
  it('refreshes summary.classification_updated_at and every other field classification changes', () => {
    const stale = { ...deckSummary(cards, times), cards_total: 99, classification_updated_at: null };
    const deck: StoredDeck = { id: 'd1', cards, created_at: times.createdAt, summary: stale };
    const change = deckUpdate(run(), deck);
    expect(change?.set.classification_updated_at).toBe(ASOF);
    expect(change?.set.summary).toEqual(deckSummary(cards, { ...times, classificationUpdatedAt: ASOF }));
  });

  it('gives a deck stored without a summary one, its times from the deck', () => {
    const deck: StoredDeck = { id: 'd2', cards, createdAt: times.createdAt, updated_at: times.updatedAt };
    const change = deckUpdate(run(), deck);
    expect(change?.set.summary).toEqual(deckSummary(cards, { ...times, classificationUpdatedAt: ASOF }));
    expect(change?.remove).toEqual([]);
  });

  it('counts only the cards a summary can use: a stored card of another shape counts as nothing', () => {
    const odd = [
      ...cards,
      { name: 5, count: 2 },
      { name: 'ナンジャモ', count: '3' },
      null,
      { name: 'x', count: 1, type: 7 },
    ];
    const change = deckUpdate(run(), { id: 'd4', cards: odd, ...times });
    expect(change?.set.summary).toMatchObject({ cards_total: 15 });
  });

  it('writes nothing, summary included, when the matches did not change', () => {
    const first = deckUpdate(run(), { id: 'd3', cards });
    const classified: StoredDeck = { id: 'd3', cards, ...first?.set };
    expect(deckUpdate(run(), classified)).toBeUndefined();
  });
});
