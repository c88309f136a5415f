// The event API fetchers against a real HTTP server on 127.0.0.1 serving the captured real
// answers (tests/official/events) and events written in their shapes: what event_search is asked
// (finished events with results, newest first, the counted kinds), documents with numbers as
// numbers and the result answer's venue, league and kind, paging, bad formats, retries, and
// Cloudflare's browser check stopping at the first answer.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchEventPage, fetchEventResults } from '../../data/official/eventApi.ts';
import { eventDocument, factsOfResultEvent } from '../../data/official/eventDocument.ts';
import { DEFAULT_EVENT_TYPES, officialEventTypes } from '../../data/official/eventTypes.ts';
import { OfficialSiteError } from '../../data/official/officialError.ts';
import { PoliteClient, type PoliteClientOptions } from '../../data/official/politeClient.ts';
import { capturedAnswer, capturedEvents, fixtureEvent, listedEvent, resultRow } from './eventFixtures.ts';
import { BLOCK_PAGE, type FixtureServer, startFixtureServer } from './fixtureServer.ts';

const NOW = '2026-04-20T10:00:00.000Z';
let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

/** A client that does not wait between requests. */
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

/** The stored document of one served event, as the sync builds it. */
async function documentOf(id: string) {
  const { events } = await fetchEventPage(client(), server.origin, { offset: 0, limit: 50 });
  const listed = events.find((event) => event.event_holding_id === id);
  const answer = await fetchEventResults(client(), server.origin, id);
  return eventDocument({
    id,
    listed,
    answered: answer.event,
    results: answer.results,
    now: NOW,
    eventsOrigin: server.origin,
  });
}

describe('event_search as the results harvesters ask it', () => {
  it('asks for finished events with results, newest first, of the counted kinds', async () => {
    server.events = [
      fixtureEvent(501, '2026-04-05', { results: [resultRow(1, null)] }),
      fixtureEvent(502, '2026-04-06'),
      fixtureEvent(503, '2026-04-07', { results: [resultRow(1, null)], kind: '3:1' }),
      fixtureEvent(504, '2026-04-08', { results: [resultRow(1, null)], kind: '9:9' }),
      fixtureEvent(505, '2026-04-04', { results: [resultRow(1, null)] }),
    ];
    const page = await fetchEventPage(client(), server.origin, {
      offset: 0,
      limit: 50,
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(server.requests).toEqual([
      '/event_search?start_date=2026%2F04%2F01&end_date=2026%2F04%2F30&offset=0&limit=50&order=4&result_resist=1&event_type%5B%5D=3%3A1&event_type%5B%5D=3%3A2&event_type%5B%5D=3%3A7',
    ]);
    // 502 has no results, 504 is a kind nobody asked for.
    expect(page.events.map((event) => event.event_holding_id)).toEqual(['503', '501', '505']);
    expect(page.total).toBe(3);
    const cityOnly = await fetchEventPage(client(), server.origin, {
      offset: 0,
      limit: 50,
      eventTypes: ['3:2'],
    });
    expect(cityOnly.events.map((event) => event.event_holding_id)).toEqual(['501', '505']);
  });

  it('asks for the rest when a page comes back shorter than the limit', async () => {
    server.events = [1, 2, 3].map((day) =>
      fixtureEvent(600 + day, `2026-04-0${day}`, { results: [resultRow(1, null)] }),
    );
    server.fail('/event_search', {
      status: 200,
      body: JSON.stringify({ code: 200, event: [listedEvent(603, '2026-04-03')], eventCount: 3 }),
    });
    const page = await fetchEventPage(client(), server.origin, { offset: 0, limit: 3 });
    expect(page.events.map((event) => event.event_holding_id)).toEqual(['603', '602', '601']);
    expect(server.requests.map((request) => /offset=\d+&limit=\d+/.exec(request)?.[0])).toEqual([
      'offset=0&limit=3',
      'offset=1&limit=2',
    ]);
  });

  it('takes its kinds from --event-type, else TCG_OFFICIAL_EVENT_TYPES, else the default', () => {
    expect(officialEventTypes(undefined, {})).toEqual(DEFAULT_EVENT_TYPES);
    expect(officialEventTypes(undefined, { TCG_OFFICIAL_EVENT_TYPES: '3:2, 3:1,3:2' })).toEqual([
      '3:2',
      '3:1',
    ]);
    expect(officialEventTypes('3:1', { TCG_OFFICIAL_EVENT_TYPES: '3:2' })).toEqual(['3:1']);
    expect(() => officialEventTypes('city', {})).toThrow(
      '--event-type: "city" is not a list of event types; give e.g. 3:1,3:2,3:7',
    );
    expect(() => officialEventTypes(undefined, { TCG_OFFICIAL_EVENT_TYPES: '3' })).toThrow(
      expect.objectContaining({ code: 'CONFIG_INVALID' }),
    );
  });
});

describe('the captured real answers', () => {
  it('a City League at a shop: numbers as numbers, the kind from the result answer', async () => {
    server.events = capturedEvents();
    const doc = await documentOf('952669');
    expect(doc).toEqual({
      id: '952669',
      event_title: 'シティリーグ2026 シーズン4 オープンリーグ',
      event_date: '2026-03-21T00:00:00+09:00',
      created_at: NOW,
      url: `${server.origin}/event/detail/952669/result`,
      shop_name: 'ブックオフ　札幌南2条店',
      prefecture: '北海道',
      address: '北海道札幌市中央区南二条西1-3',
      format: 'スタンダード',
      // deck_count is "" in the list: not given, so not stored.
      official: {
        shop_id: 18867,
        event_type: 3,
        kind: 'シティリーグ',
        league: 'オープン',
        csp: 1,
        capacity: 64,
      },
      results: expect.any(Array),
    });
    const results = doc.results as Record<string, unknown>[];
    expect(results).toHaveLength(16);
    expect(results.map((row) => row.rank)).toEqual([1, 2, 3, 3, 5, 5, 5, 5, 9, 9, 9, 9, 9, 9, 9, 9]);
    expect(results[0]).toEqual({
      rank: 1,
      player_name: 'プレイヤー01',
      deck_id: '4DGc4D-A9zT6E-848cx8',
      point: 100,
    });
  });

  it('a Champions League without a shop: the venue and league, null fields left out', async () => {
    server.events = capturedEvents();
    const doc = await documentOf('981571');
    expect(doc).toMatchObject({
      event_title: 'チャンピオンズリーグ2026 愛知 May マスターリーグDay2',
      event_date: '2026-05-10T00:00:00+09:00',
      location: 'Aichi Sky Expo　展示ホールD・E',
      prefecture: '愛知県',
      official: { event_type: 3, kind: '大型大会', league: 'マスター', capacity: 1200 },
    });
    expect(doc).not.toHaveProperty('shop_name');
    expect(doc.official).not.toHaveProperty('shop_id');
    expect(doc.official).not.toHaveProperty('csp');
    expect((doc.results as Record<string, unknown>[]).every((row) => row.point === 0)).toBe(true);
  });

  it('lists the captured events newest first, and both pass the default kinds', async () => {
    server.events = capturedEvents();
    const page = await fetchEventPage(client(), server.origin, { offset: 0, limit: 50 });
    expect(page.events.map((event) => event.event_holding_id)).toEqual(['981571', '952669']);
    expect(page.events[0]).toMatchObject({
      shop_id: undefined,
      deck_count: undefined,
      capacity: 1200,
      csp_flg: undefined,
    });
  });

  it("a saved answer's event object alone gives the facts an import needs", () => {
    const answer = capturedAnswer('event_result_detail_search.981571.json');
    const facts = factsOfResultEvent(answer.event as never);
    expect(facts).toMatchObject({
      title: 'チャンピオンズリーグ2026 愛知 May マスターリーグDay2',
      day: '2026-05-10',
      location: 'Aichi Sky Expo　展示ホールD・E',
      official: { kind: '大型大会', league: 'マスター', capacity: 1200 },
    });
    const doc = eventDocument({
      id: '981571',
      answered: answer.event as never,
      results: [],
      now: NOW,
      eventsOrigin: 'https://players.pokemon-card.com',
    });
    expect(doc).toMatchObject({ id: '981571', event_date: '2026-05-10T00:00:00+09:00', results: [] });
  });
});

describe('the result answer completes what the list lacks', () => {
  it('venue, league and kind come from the answer when the list has none; the list wins otherwise', async () => {
    server.events = [
      fixtureEvent(701, '2026-04-05', {
        results: [resultRow(1, null)],
        listed: { venue: '', leagueName: null, shop_name: null, shop_id: null, deck_count: '24' },
        answer: { venue: '幕張メッセ', league: 'シニア', shopName: null, shopId: null },
      }),
      fixtureEvent(702, '2026-04-06', {
        results: [resultRow(1, null)],
        listed: { venue: '会場A', leagueName: 'オープン' },
        answer: { venue: '会場B', league: 'シニア' },
      }),
    ];
    expect(await documentOf('701')).toMatchObject({
      location: '幕張メッセ',
      official: { league: 'シニア', kind: 'シティリーグ', deck_count: 24 },
    });
    expect(await documentOf('702')).toMatchObject({ location: '会場A', official: { league: 'オープン' } });
  });

  it('an answer without results is a 404: no results; more than 100 results come page by page', async () => {
    server.events = [
      fixtureEvent(502, '2026-04-06'),
      fixtureEvent(503, '2026-04-06', {
        results: Array.from({ length: 150 }, (_, i) => resultRow(i + 1, null)),
      }),
    ];
    expect(await fetchEventResults(client(), server.origin, '502')).toEqual({
      results: [],
      event: undefined,
    });
    const many = await fetchEventResults(client(), server.origin, '503');
    expect(many.results).toHaveLength(150);
    expect(many.results[149]).toMatchObject({ player_id: '0001000150', rank: 150, point: 0 });
    expect(server.count('/event_result_detail_search?event_holding_id=503')).toBe(2);
  });
});

describe('bad answers', () => {
  it('malformed JSON or a changed shape fails loudly with the request and the field', async () => {
    const first = { offset: 0, limit: 50 };
    server.fail('/event_search', { status: 200, body: '<html>maintenance</html>' });
    const notJson = await failureOf(fetchEventPage(client(), server.origin, first));
    expect(notJson.failure).toBe('format');
    expect(notJson.message).toMatch(/^event_search \(offset 0, limit 50\): the answer is not JSON/);
    server.fail('/event_search', { status: 200, body: JSON.stringify({ code: 200, events: [] }) });
    const renamed = await failureOf(fetchEventPage(client(), server.origin, first));
    expect(renamed.message).toContain('event: ');
    expect(renamed.message).toContain('the event API format may have changed');
    server.fail('/event_search', {
      status: 200,
      body: JSON.stringify({
        code: 200,
        event: [listedEvent(1, '2026-04-05', { event_date_params: '2026/04/05' })],
      }),
    });
    expect((await failureOf(fetchEventPage(client(), server.origin, first))).message).toContain(
      'event.0.event_date_params',
    );
    server.fail('/event_search', {
      status: 200,
      body: JSON.stringify({ code: 200, event: [listedEvent(1, '2026-04-05', { deck_count: 'many' })] }),
    });
    expect((await failureOf(fetchEventPage(client(), server.origin, first))).message).toContain(
      'event.0.deck_count: expected a whole number',
    );
    server.fail('/event_result_detail_search', { status: 200, body: '{"code":200,"results":' });
    const cut = await failureOf(fetchEventResults(client(), server.origin, '9'));
    expect(cut.message).toMatch(/^event 9 results \(offset 0\): the answer is not JSON/);
  });

  it('429 and 503 from the event API are retried; a plain 403 is not', async () => {
    server.events = [fixtureEvent(504, '2026-04-06', { results: [resultRow(1, null)] })];
    server.fail('/event_search', { status: 429, headers: { 'retry-after': '0' } });
    server.fail('/event_result_detail_search', { status: 503, headers: { 'retry-after': '0' } });
    expect((await fetchEventPage(client(), server.origin, { offset: 0, limit: 5 })).events).toHaveLength(1);
    expect((await fetchEventResults(client(), server.origin, '504')).results).toHaveLength(1);
    server.requests.length = 0;
    server.fail('/event_search', { status: 403, body: 'Forbidden' });
    const forbidden = await failureOf(fetchEventPage(client(), server.origin, { offset: 0, limit: 5 }));
    expect(forbidden).toMatchObject({ failure: 'http', code: 'OFFICIAL_SITE', status: 403 });
    expect(server.requests).toHaveLength(1);
  });
});

describe("Cloudflare's block page (a 403 without the challenge marker)", () => {
  const cloudflare = {
    'content-type': 'text/html; charset=UTF-8',
    server: 'cloudflare',
    'cf-ray': '8f1e2d3c4b5a6978-NRT',
  };
  const pages = [
    { name: 'the "Sorry, you have been blocked" page', body: BLOCK_PAGE, evidence: 'its block page' },
    {
      name: 'the plain "error code: 1010" answer',
      body: 'error code: 1010',
      evidence: 'its block page, error code 1010',
    },
  ];
  for (const page of pages) {
    it(`is the same one line pointing to tcg events import, asked once (${page.name})`, async () => {
      server.events = [fixtureEvent(802, '2026-04-06', { results: [resultRow(1, null)] })];
      server.fail('/event_search', { status: 403, body: page.body, headers: cloudflare });
      const host = new URL(server.origin).host;
      const same = client({ retries: 4 });
      const refused = await failureOf(fetchEventPage(same, server.origin, { offset: 0, limit: 50 }));
      expect(refused).toMatchObject({ failure: 'challenge', code: 'OFFICIAL_BROWSER_CHECK', status: 403 });
      expect(refused.message).toBe(
        `event_search (offset 0, limit 50): ${host} answered HTTP 403 with Cloudflare's browser check (${page.evidence}), which lets only browsers through; tcg does not pass itself off as one, so it stops asking ${host}: save the event result answers from a browser (or take the community results CSV) and load them with \`tcg events import\``,
      );
      // Not retried, and the host is asked no more in the run.
      await failureOf(fetchEventResults(same, server.origin, '802'));
      expect(server.requests).toHaveLength(1);
    });
  }
});

describe("Cloudflare's browser check", () => {
  for (const kind of ['header', 'page'] as const) {
    it(`is one line pointing to tcg events import, asked once (${kind === 'header' ? 'cf-mitigated: challenge' : '"Just a moment" page alone'})`, async () => {
      server.events = [fixtureEvent(801, '2026-04-06', { results: [resultRow(1, null)] })];
      server.challengeEvents = kind;
      const host = new URL(server.origin).host;
      const same = client({ retries: 4 });
      const refused = await failureOf(fetchEventPage(same, server.origin, { offset: 0, limit: 50 }));
      expect(refused).toMatchObject({
        failure: 'challenge',
        code: 'OFFICIAL_BROWSER_CHECK',
        status: 403,
        exitCode: 1,
      });
      const evidence = kind === 'header' ? 'cf-mitigated: challenge' : 'its "Just a moment" page';
      expect(refused.message).toBe(
        `event_search (offset 0, limit 50): ${host} answered HTTP 403 with Cloudflare's browser check (${evidence}), which lets only browsers through; tcg does not pass itself off as one, so it stops asking ${host}: save the event result answers from a browser (or take the community results CSV) and load them with \`tcg events import\``,
      );
      expect(refused.message).not.toContain('\n');
      expect(server.requests).toHaveLength(1);
      // The same client asks that host no more: the same line, no request.
      const again = await failureOf(fetchEventResults(same, server.origin, '801'));
      expect(again.message).toMatch(
        /^event 801 results \(offset 0\): .* answered HTTP 403 with Cloudflare's browser check/,
      );
      expect(server.requests).toHaveLength(1);
    });
  }
});
