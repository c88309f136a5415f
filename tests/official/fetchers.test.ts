// The official-site fetchers against a real HTTP server on 127.0.0.1 serving pages in the
// official formats: the happy path, 404, malformed HTML and JSON, a timeout, 429 and 503
// answered by a retry, a deck that is not 60 cards, a deck ID the site does not know.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchDeckFromOfficialSite, fetchOfficialDeck } from '../../data/official/fetchDeck.ts';
import { OfficialSiteError } from '../../data/official/officialError.ts';
import {
  PoliteClient,
  type PoliteClientOptions,
  retryAfterMs,
  USER_AGENT,
} from '../../data/official/politeClient.ts';
import { deckPageHtml, SURFGO_DECK } from './deckFixtures.ts';
import { type FixtureServer, startFixtureServer } from './fixtureServer.ts';

const DECK = 'AbCdEf-123456-XyZ789';
const NOW = '2026-04-20T10:00:00.000Z';
let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

/** A client that does not wait between requests (the spacing itself is tested below). */
function client(options: PoliteClientOptions = {}): PoliteClient {
  return new PoliteClient({ minDelayMs: 0, baseDelayMs: 5, timeoutMs: 2000, ...options });
}

async function failureOf(promise: Promise<unknown>): Promise<OfficialSiteError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OfficialSiteError);
  return error as OfficialSiteError;
}

const fetchDeck = (id = DECK, c = client()) =>
  fetchOfficialDeck(id, {
    client: c,
    deckOrigin: server.origin,
    now: NOW,
    cards: async (names) =>
      new Map(
        names
          .filter((name) => name === 'サーフゴーex')
          .map((name) => [
            name,
            {
              stage: '1進化',
              hp: 260,
              abilities: [{ name: 'ゴールドスパート', effect: '...' }],
              attacks: [{ name: 'メイクマネー', cost: ['無', '無'], damage: '', effect: 'カードを2枚引く' }],
            },
          ]),
      ),
  });

describe('fetchOfficialDeck(deckId)', () => {
  it('turns a deck result page into a deck document', async () => {
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK));
    const deck = await fetchDeck();
    const cards = deck.cards as {
      name: string;
      type: string;
      count: number;
      normalized_name: string;
      details: Record<string, unknown>;
    }[];
    expect(deck.id).toBe(DECK);
    expect(deck.cards_count).toBe(60);
    expect(cards).toHaveLength(SURFGO_DECK.length);
    expect(cards.map((card) => card.name)).toContain('サーフゴーex');
    // The set/number suffix is cut, from the Alt name or the plain one; card brackets stay.
    expect(cards.map((card) => card.name)).toEqual(
      expect.arrayContaining([
        'コレクレー',
        'ミュウex',
        'ボスの指令（ゲーチス）',
        '博士の研究（オーリム博士）',
      ]),
    );
    const byName = new Map(cards.map((card) => [card.name, card]));
    expect(byName.get('サーフゴーex')).toEqual({
      name: 'サーフゴーex',
      normalized_name: 'サーフゴーex',
      type: 'ポケモン',
      count: 3,
      details: {
        type: 'ポケモン',
        stage: '1進化',
        hp: 260,
        ability: { name: 'ゴールドスパート', text: '...' },
        attacks: [{ name: 'メイクマネー', energy: '無無', damage: '', text: 'カードを2枚引く' }],
        card_pict: `${server.origin}/assets/images/card_images/large/SV3a/044122_P_SAFUGOEX.jpg`,
      },
    });
    // Card type from the input: energy basic or special by name, tools, ACE SPEC.
    expect(byName.get('基本鋼エネルギー')?.type).toBe('エネルギー');
    expect(byName.get('ジェットエネルギー')?.type).toBe('特殊エネルギー');
    expect(byName.get('ゆうきのおまもり')?.type).toBe('ポケモンのどうぐ');
    expect(byName.get('ナンジャモ')?.type).toBe('サポート');
    expect(byName.get('ボウルタウン')?.type).toBe('スタジアム');
    expect(byName.get('ネストボール')?.type).toBe('グッズ');
    // The ACE SPEC card sits in deck_gds, its names marked (ACE SPEC): stored plain, as ACE SPEC.
    expect(byName.get('プライムキャッチャー')).toMatchObject({
      normalized_name: 'プライムキャッチャー',
      type: 'エーススペック',
      details: { type: 'グッズ' },
    });
    expect(cards.filter((card) => /ACE SPEC/.test(card.name + card.normalized_name))).toEqual([]);
    expect(deck.created_at).toBe(NOW);
    expect(deck.summary).toMatchObject({
      cards_total: 60,
      created_at: NOW,
      updated_at: NOW,
      classification_updated_at: null,
      counts_by_type: { pokemon: 9, trainer: 36, energy: 15, other: 0 },
    });
    const top = (deck.summary as { top_cards: { name: string; count: number }[] }).top_cards;
    expect(top[0]).toMatchObject({ name: '基本鋼エネルギー', count: 14 });
    expect(top).toHaveLength(10);
  });

  it('fetchDeckFromOfficialSite reads the origin from TCG_OFFICIAL_DECK_URL (the preview with source official)', async () => {
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK));
    const deck = await fetchDeckFromOfficialSite(DECK, {
      env: { TCG_OFFICIAL_DECK_URL: server.origin },
      now: new Date(NOW),
    });
    expect(deck).toMatchObject({ id: DECK, cards_count: 60, created_at: NOW });
    await expect(
      fetchDeckFromOfficialSite('4cYKcc-l9gMiB', { env: { TCG_OFFICIAL_DECK_URL: server.origin } }),
    ).rejects.toThrow('デッキIDの形式が不正です（例: 4cYKcc-l9gMiB-8acGaJ）: "4cYKcc-l9gMiB"');
  });

  it('sends a User-Agent naming the tool', async () => {
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK));
    let agent: string | undefined;
    const seen = new Promise<void>((resolve) => {
      const http = (server as unknown as { server: import('node:http').Server }).server;
      http.once('request', (request) => {
        agent = request.headers['user-agent'];
        resolve();
      });
    });
    await fetchDeck();
    await seen;
    expect(agent).toBe(USER_AGENT);
    expect(agent).toMatch(/^tcg-deck-stats\//);
  });

  it('a deck ID the site does not know: 404, or a deck page with no cards, is not_found naming the ID', async () => {
    const missing = await failureOf(fetchDeck());
    expect(missing.failure).toBe('not_found');
    expect(missing.message).toContain(DECK);
    expect(missing.transient).toBe(false);
    server.decks.set(DECK, deckPageHtml(DECK, []));
    const empty = await failureOf(fetchDeck());
    expect(empty.failure).toBe('not_found');
    expect(empty.message).toBe(`deck ${DECK}: the official site has no deck with this ID`);
  });

  it('a deck that is not 60 cards is a clear error naming the deck and the count', async () => {
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK.slice(1)));
    const error = await failureOf(fetchDeck());
    expect(error.failure).toBe('deck_size');
    expect(error.message).toBe(
      `deck ${DECK}: 56 cards, not 60; the official page lists an incomplete or invalid deck`,
    );
  });

  it('malformed HTML fails loudly, never as an empty deck', async () => {
    server.decks.set(DECK, '<html><body><h1>メンテナンス中</h1><p>value="1_1_1"</p></body></html>');
    const notDeck = await failureOf(fetchDeck());
    expect(notDeck.failure).toBe('format');
    expect(notDeck.message).toContain('not a deck page, or the deck page format has changed');
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK).replace('44122_3_1', '44122:3'));
    const badEntry = await failureOf(fetchDeck());
    expect(badEntry.message).toBe(
      `deck ${DECK}: deck_pke holds "44122:3", not cardId_count_1; the deck page format may have changed`,
    );
    const noScript = deckPageHtml(DECK, SURFGO_DECK).replace(
      /PCGDECK\.searchItemName(Alt)?\[44122\][^\n]*\n/g,
      '',
    );
    server.decks.set(DECK, noScript);
    const noName = await failureOf(fetchDeck());
    expect(noName.message).toBe(
      `deck ${DECK}: card 44122 (deck_pke) has no PCGDECK.searchItemName; the deck page format may have changed`,
    );
    // Cut off in the middle (a truncated download): still an error, not a smaller deck.
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK).slice(0, 1200));
    expect((await failureOf(fetchDeck())).transient).toBe(false);
  });

  it('a timeout is retried, then reported with the URL', async () => {
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK));
    server.fail('/deck/', 'hang');
    const deck = await fetchDeck(DECK, client({ timeoutMs: 300, retries: 1 }));
    expect(deck.cards_count).toBe(60);
    server.fail('/deck/', 'hang', 'hang');
    const error = await failureOf(fetchDeck(DECK, client({ timeoutMs: 300, retries: 1 })));
    expect(error.failure).toBe('timeout');
    expect(error.message).toContain('did not answer within 0.3 s (gave up after 2 attempts)');
    expect(error.transient).toBe(true);
  });

  it('a site that cannot be reached keeps the network code for the admin (公式サイトに接続できませんでした)', async () => {
    // A loopback port nothing listens on: the connection is refused at once.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const error = await failureOf(
      fetchOfficialDeck(DECK, {
        client: client({ retries: 1 }),
        deckOrigin: `http://127.0.0.1:${port}`,
        now: NOW,
        cards: async () => new Map(),
      }),
    );
    expect(error.failure).toBe('network');
    expect(error.message).toMatch(/could not be reached \(ECONNREFUSED\) \(gave up after 2 attempts\)$/u);
    expect(error.japanese).toBe('公式サイトに接続できませんでした（ECONNREFUSED）');
  });

  it('429 and 503 are answered by a retry; Retry-After is honoured', async () => {
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK));
    server.fail('/deck/', { status: 429, headers: { 'retry-after': '2' } }, { status: 503 });
    const waits: number[] = [];
    const before = server.count('/deck/');
    const deck = await fetchDeck(
      DECK,
      client({
        baseDelayMs: 1000,
        random: () => 1,
        sleep: async (ms) => {
          if (ms > 0) waits.push(ms);
        },
      }),
    );
    expect(deck.cards_count).toBe(60);
    expect(server.count('/deck/') - before).toBe(3);
    // 2 s as the 429 asked, then the second backoff (2 s at most, jitter 1 here).
    expect(waits).toEqual([2000, 2000]);
  });

  it('5xx that persists gives up with the status after the last retry', async () => {
    server.fail('/deck/', { status: 503 }, { status: 502 }, { status: 500 });
    const error = await failureOf(fetchDeck(DECK, client({ retries: 2 })));
    expect(error.failure).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toContain('answered HTTP 500 (gave up after 3 attempts)');
  });

  it('a Retry-After beyond the limit is not waited for', async () => {
    server.fail('/deck/', { status: 429, headers: { 'retry-after': '3600' } });
    const error = await failureOf(fetchDeck(DECK, client({ maxRetryAfterMs: 60_000 })));
    expect(error.message).toContain('the site asks to wait 3600 s (Retry-After)');
  });

  it('spaces requests to one host by the minimum delay', async () => {
    server.decks.set(DECK, deckPageHtml(DECK, SURFGO_DECK));
    let clock = 0;
    const waits: number[] = [];
    const polite = new PoliteClient({
      minDelayMs: 500,
      concurrency: 3,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    await Promise.all([fetchDeck(DECK, polite), fetchDeck(DECK, polite), fetchDeck(DECK, polite)]);
    expect(waits).toEqual([0, 500, 500]);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('7', 0)).toBe(7000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });
});
