// The deck page fetcher against the real captured page and pages in its shape, served by a real
// HTTP server on 127.0.0.1: ACE SPEC cards marked `(ACE SPEC)` in their kind's input, deck_ajs,
// basic energies of every name length, and the confirm.html fallback.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchOfficialDeck } from '../../data/official/fetchDeck.ts';
import { OfficialSiteError } from '../../data/official/officialError.ts';
import { PoliteClient } from '../../data/official/politeClient.ts';
import { deckPageHtml, type FixtureCard, REAL_DECK_ID, realDeckPage, SURFGO_DECK } from './deckFixtures.ts';
import { type FixtureServer, startFixtureServer } from './fixtureServer.ts';

const DECK = 'AbCdEf-123456-XyZ789';
const NOW = '2026-04-20T10:00:00.000Z';
let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

interface StoredCard {
  name: string;
  normalized_name: string;
  type: string;
  count: number;
  details: Record<string, unknown>;
}

/** The deck as the fetcher stores it, and the names it asked the `cards` collection for. */
async function fetchDeck(id = DECK, catalog: Record<string, Record<string, unknown>> = {}) {
  const asked: string[] = [];
  const deck = await fetchOfficialDeck(id, {
    client: new PoliteClient({ minDelayMs: 0, baseDelayMs: 5, timeoutMs: 2000 }),
    deckOrigin: server.origin,
    now: NOW,
    cards: async (names) => {
      asked.push(...names);
      return new Map(names.filter((name) => catalog[name]).map((name) => [name, catalog[name]!]));
    },
  });
  const cards = deck.cards as StoredCard[];
  return { deck, cards, byName: new Map(cards.map((card) => [card.name, card])), asked };
}

async function failureOf(promise: Promise<unknown>): Promise<OfficialSiteError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OfficialSiteError);
  return error as OfficialSiteError;
}

/** SURFGO_DECK with some cards replaced (by card id) and others added. */
function withCards(replaced: Record<number, Partial<FixtureCard>>, added: FixtureCard[] = []): FixtureCard[] {
  return [...SURFGO_DECK.map((card) => ({ ...card, ...replaced[card.cardId] })), ...added];
}

describe('the real captured deck page', () => {
  it('stores プレシャスキャリー, marked (ACE SPEC) in deck_gds, as an ACE SPEC card under its plain name', async () => {
    server.decks.set(REAL_DECK_ID, realDeckPage());
    const { deck, cards, byName, asked } = await fetchDeck(REAL_DECK_ID, {
      プレシャスキャリー: { type: 'グッズ', is_ace_spec: true },
    });
    expect(deck).toMatchObject({ id: REAL_DECK_ID, cards_count: 60 });
    expect(cards).toHaveLength(27);
    expect(byName.get('プレシャスキャリー')).toEqual({
      name: 'プレシャスキャリー',
      normalized_name: 'プレシャスキャリー',
      type: 'エーススペック',
      count: 1,
      details: {
        type: 'グッズ',
        card_pict: `${server.origin}/assets/images/card_images/large/SVLN/046220_T_PURESHIXYASUKIXYARI.jpg`,
      },
    });
    // The `cards` facts are asked for by the plain name.
    expect(asked).toContain('プレシャスキャリー');
    expect(asked.filter((name) => name.includes('acespec') || name.includes('('))).toEqual([]);
    // Names with the set and number are stored plain (from the Alt name).
    expect(byName.get('サーフゴーex')).toMatchObject({ type: 'ポケモン', count: 4 });
    expect(byName.get('ゲノセクトex')).toMatchObject({ type: 'ポケモン', count: 1 });
    expect(cards.filter((card) => /[(（]/.test(card.name))).toEqual([]);
    expect(byName.get('基本闘エネルギー')).toMatchObject({ type: 'エネルギー', count: 8 });
    expect(byName.get('レッスンスタジオ')?.type).toBe('スタジアム');
    expect(byName.get('ふうせん')?.type).toBe('ポケモンのどうぐ');
    expect(deck.summary).toMatchObject({
      cards_total: 60,
      counts_by_type: { pokemon: 15, trainer: 34, energy: 11, other: 0 },
    });
  });
});

describe('ACE SPEC cards in any input', () => {
  it('a mark in half- or full-width brackets, with blanks, in deck_tool, deck_sta or deck_ene', async () => {
    const page = withCards(
      {
        43101: { name: 'ヒーローマント (ACE SPEC)', alt: 'ヒーローマント (ACE SPEC)' },
        43301: { name: '偉大な大樹（ACE SPEC）', alt: '偉大な大樹（ACE SPEC）' },
        40002: { name: 'リッチエネルギー(ACE SPEC)', alt: 'リッチエネルギー(ACE SPEC)' },
      },
      [],
    );
    server.decks.set(DECK, deckPageHtml(DECK, page));
    const { byName, deck } = await fetchDeck();
    expect(byName.get('ヒーローマント')).toMatchObject({
      type: 'エーススペック',
      details: { type: 'ポケモンのどうぐ' },
    });
    expect(byName.get('偉大な大樹')).toMatchObject({
      type: 'エーススペック',
      details: { type: 'スタジアム' },
    });
    expect(byName.get('リッチエネルギー')).toMatchObject({
      normalized_name: 'リッチエネルギー',
      type: 'エーススペック',
      details: { type: '特殊エネルギー' },
    });
    // The ACE SPEC energy still counts as energy.
    expect((deck.summary as { counts_by_type: unknown }).counts_by_type).toEqual({
      pokemon: 9,
      trainer: 36,
      energy: 15,
      other: 0,
    });
  });

  it('a mark on the Alt name only, or after the set and number, is read too', async () => {
    const page = withCards({
      43101: { name: 'ヒーローマント(SV8a 012/187)(ACE SPEC)', alt: undefined },
      43301: { name: '偉大な大樹', alt: '偉大な大樹(ACE SPEC)' },
    });
    server.decks.set(DECK, deckPageHtml(DECK, page));
    const { byName } = await fetchDeck();
    expect(byName.get('ヒーローマント')?.type).toBe('エーススペック');
    expect(byName.get('偉大な大樹')?.type).toBe('エーススペック');
  });

  it('deck_ajs keeps working for pages that fill it', async () => {
    const page = withCards({
      43401: { input: 'deck_ajs', name: 'プライムキャッチャー', alt: 'プライムキャッチャー' },
    });
    server.decks.set(DECK, deckPageHtml(DECK, page));
    const { byName } = await fetchDeck();
    expect(byName.get('プライムキャッチャー')).toMatchObject({
      type: 'エーススペック',
      details: { type: 'エーススペック' },
    });
  });

  it('a listed ACE SPEC card printed without the mark is stored as ACE SPEC too; other cards are not', async () => {
    const page = withCards({ 43401: { name: 'プライムキャッチャー', alt: 'プライムキャッチャー' } });
    server.decks.set(DECK, deckPageHtml(DECK, page));
    const { byName, cards } = await fetchDeck();
    expect(byName.get('プライムキャッチャー')).toMatchObject({
      type: 'エーススペック',
      details: { type: 'グッズ' },
    });
    expect(cards.filter((card) => card.type === 'エーススペック')).toHaveLength(1);
  });
});

describe('basic energies', () => {
  it('are basic whatever the length of their type name', async () => {
    const page = withCards({ 40001: { count: 5 } }, [
      {
        cardId: 40003,
        input: 'deck_ene',
        count: 3,
        name: '基本フェアリーエネルギー',
        alt: '基本フェアリーエネルギー',
      },
      { cardId: 40004, input: 'deck_ene', count: 3, name: '基本超エネルギー', alt: '基本超エネルギー' },
      { cardId: 40005, input: 'deck_ene', count: 3, name: '基本 悪 エネルギー', alt: '基本 悪 エネルギー' },
    ]);
    server.decks.set(DECK, deckPageHtml(DECK, page));
    const { byName } = await fetchDeck();
    expect(byName.get('基本フェアリーエネルギー')?.type).toBe('エネルギー');
    expect(byName.get('基本超エネルギー')?.type).toBe('エネルギー');
    expect(byName.get('基本 悪 エネルギー')?.type).toBe('エネルギー');
    expect(byName.get('ジェットエネルギー')?.type).toBe('特殊エネルギー');
  });
});

describe('confirm.html when result.html does not show the deck', () => {
  const resultRequests = () => server.count(`/deck/result.html/deckID/${DECK}`);
  const confirmRequests = () => server.count(`/deck/confirm.html/deckID/${DECK}`);

  it('result.html answers 404: confirm.html is asked once and its deck stored', async () => {
    server.resultPages.set(DECK, { status: 404, body: '<html><body>404</body></html>' });
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK));
    const { deck } = await fetchDeck();
    expect(deck.cards_count).toBe(60);
    expect([resultRequests(), confirmRequests()]).toEqual([1, 1]);
  });

  it('result.html answers a page without deck inputs: confirm.html is asked once', async () => {
    server.resultPages.set(DECK, '<html><body><p>デッキが見つかりません</p></body></html>');
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK));
    expect((await fetchDeck()).deck.cards_count).toBe(60);
    expect([resultRequests(), confirmRequests()]).toEqual([1, 1]);
  });

  it('result.html shows the deck: confirm.html is never asked', async () => {
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK));
    await fetchDeck();
    expect([resultRequests(), confirmRequests()]).toEqual([1, 0]);
  });

  it('neither page shows it: one not_found error naming both pages, after one request each', async () => {
    const error = await failureOf(fetchDeck());
    expect(error.failure).toBe('not_found');
    expect(error.transient).toBe(false);
    expect(error.message).toBe(
      `deck ${DECK}: the official site has no such deck (result.html answered HTTP 404 and confirm.html answered HTTP 404)`,
    );
    expect([resultRequests(), confirmRequests()]).toEqual([1, 1]);
  });

  it('confirm.html without deck inputs either: a format error naming both pages', async () => {
    server.resultPages.set(DECK, { status: 404, body: 'not found' });
    server.decks.set(DECK, '<html><body>メンテナンス中</body></html>');
    const error = await failureOf(fetchDeck());
    expect(error.failure).toBe('format');
    expect(error.message).toBe(
      `deck ${DECK}: result.html answered HTTP 404 and confirm.html has none of the deck inputs; not a deck page, or the deck page format has changed`,
    );
  });

  it('a deck page that is wrong in another way is not retried on confirm.html', async () => {
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK.slice(1)));
    expect((await failureOf(fetchDeck())).failure).toBe('deck_size');
    expect([resultRequests(), confirmRequests()]).toEqual([1, 0]);
  });
});
