import { describe, expect, it } from 'vitest';
import { sampleCollection, sampleRules } from '../../tests/helpers/sample.ts';
import { normalizeCardName, stripAceSpecSuffix } from '../cardName.ts';
import { docPath } from '../docPaths.ts';
import type { PublicCard, PublicCardWindow } from '../documents.ts';
import { cardIdOf } from '../ids.ts';
import { ClassificationRun, deckUpdate, type StoredDeck } from '../rules/classify.ts';
import { RuleMatcher } from '../rules/matcher.ts';
import { weekKeyOf } from '../week.ts';
import { Aggregator } from './aggregator.ts';

const jsonl = sampleCollection;
const AS_OF = '2026-04-20T00:00:00+09:00';
const rules = sampleRules();
const classifier = new ClassificationRun(new RuleMatcher(rules), { kind: 'all' }, AS_OF);
const decks = jsonl('decks').map((deck) => ({ ...deck, ...deckUpdate(classifier, deck)?.set }));
const events = jsonl('events');

const aggregator = new Aggregator({ rules, cards: jsonl('cards'), events, asOf: AS_OF, minGames: 3 });
for (const deck of decks) aggregator.addDeck(deck);
const docs = new Map(aggregator.finish().map((doc) => [doc.path, doc.data]));
const card = (id: string) => docs.get(docPath.card(id)) as PublicCard;
const cardWindow = (key: string) => docs.get(docPath.cardWindow(key)) as PublicCardWindow;

/** Each card's decks and copies, counted straight from the stored decks (one name once per deck). */
function independentCount(filter: (deck: StoredDeck) => boolean) {
  const counts = new Map<string, { decks: number; copies: number }>();
  for (const deck of decks.filter(filter)) {
    const copiesByCard = new Map<string, number>();
    for (const raw of deck.cards as { name: string; count: number }[]) {
      if (!(raw.count > 0)) continue;
      const id = cardIdOf(normalizeCardName(stripAceSpecSuffix(raw.name)));
      copiesByCard.set(id, (copiesByCard.get(id) ?? 0) + raw.count);
    }
    for (const [id, copies] of copiesByCard) {
      const count = counts.get(id) ?? { decks: 0, copies: 0 };
      count.decks += 1;
      count.copies += copies;
      counts.set(id, count);
    }
  }
  return counts;
}

describe('card documents on data/sample', () => {
  const all = independentCount(() => true);

  it('gives every card played a page whose decks, adoption and copies equal a direct count', () => {
    const pages = [...docs.keys()].filter((key) => key.startsWith('public_cards/'));
    expect(pages.length).toBe(all.size);
    for (const [id, count] of all) {
      const page = card(id);
      expect(page.includedDecks, id).toBe(count.decks);
      expect(page.totalDecks).toBe(decks.length);
      expect(page.adoption).toBeCloseTo(count.decks / decks.length);
      expect(page.avgCopies).toBeCloseTo(count.copies / count.decks);
    }
  });

  it('counts each deck type that plays a card over the decks matching that type', () => {
    for (const [id] of all) {
      for (const type of card(id).types) {
        const typeDecks = decks.filter((deck) => ((deck.rule_matches ?? []) as string[]).includes(type.id));
        const within = independentCount((deck) => typeDecks.includes(deck)).get(id);
        expect(type.typeDecks).toBe(typeDecks.length);
        expect(type.includedDecks, `${id} in ${type.id}`).toBe(within?.decks);
        const histogram = Object.values(type.copies).reduce((sum, n) => sum + n, 0);
        expect(histogram).toBe(type.includedDecks);
      }
    }
  });

  it('lists the weekly decks playing it, and the 全期間 list agrees with the pages', () => {
    const list = cardWindow('all');
    expect(list.rows.length).toBe(all.size);
    for (const row of list.rows) {
      expect(row.includedDecks).toBe(all.get(row.id)?.decks);
      const weekly = card(row.id).weekly.reduce((sum, week) => sum + week.includedDecks, 0);
      // Every sample deck is dated: the weeks add up to 全期間.
      expect(weekly).toBe(row.includedDecks);
    }
    for (let i = 1; i < list.rows.length; i += 1)
      expect(list.rows[i - 1]!.includedDecks).toBeGreaterThanOrEqual(list.rows[i]!.includedDecks);
  });

  it("counts a window over its weeks: the card pages' weeks add up to the window's rows", () => {
    for (const key of ['1w', '4w'] as const) {
      const window = cardWindow(key);
      const from = weekKeyOf(Date.parse(window.start!));
      const to = weekKeyOf(Date.parse(window.end!) - 1);
      expect(window.rows.length).toBeGreaterThan(0);
      for (const row of window.rows) {
        const weeks = card(row.id).weekly.filter((week) => week.key >= from && week.key <= to);
        expect(row.includedDecks, row.id).toBe(weeks.reduce((sum, week) => sum + week.includedDecks, 0));
        expect(row.types.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('lists the 入賞 decks playing a card with their events', () => {
    const cited = new Set(
      events.flatMap((event) => (event.results as { deck_id?: string }[]).map((result) => result.deck_id)),
    );
    for (const [id] of all) {
      const placed = card(id).placedDecks;
      const expected = decks.filter(
        (deck) =>
          cited.has(deck.id) &&
          (deck.cards as { name: string; count: number }[]).some(
            (c) => c.count > 0 && cardIdOf(normalizeCardName(stripAceSpecSuffix(c.name))) === id,
          ),
      );
      expect(placed.total, id).toBe(expected.length);
      for (const item of placed.items) expect(item.events.length).toBeGreaterThan(0);
    }
  });
});
