// Real data: the City League 2023 results (../shared/data, see its SOURCES.md) served by the
// fixture server in the official event API format, then synced whole, page by page, into a
// snapshot. The events, results and queued deck IDs must equal a count made from the CSV rows
// directly. Skipped without the data (TCG_SHARED_DATA points elsewhere when needed).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncEvents } from '../../cli/pipelines/eventSync.ts';
import { SnapshotIngestStore } from '../../data/ingest/snapshotIngestStore.ts';
import { PoliteClient } from '../../data/official/politeClient.ts';
import { makeSnapshot, readJsonl, removeDir } from '../helpers/snapshot.ts';
import { type FixtureServer, startFixtureServer } from '../official/fixtureServer.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = process.env.TCG_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data');
const csvPath = path.join(dataDir, 'cityleague_2023_results.csv');

type Row = Record<string, string>;

/** The CSV as the official API would serve it: one event per 大会ID, one result per row. */
function officialFixtures(rows: readonly Row[]) {
  const events = new Map<string, { event: Record<string, unknown>; results: Record<string, unknown>[] }>();
  for (const row of rows) {
    const id = row.大会ID!;
    let entry = events.get(id);
    if (!entry) {
      entry = {
        event: {
          event_holding_id: Number(id),
          event_title: row.大会名,
          event_date_params: row.開催日!.replaceAll('-', ''),
          shop_name: row.会場名,
          prefecture_name: row.開催都道府県,
          leagueName: row.大会カテゴリ,
          csp_flg: 1,
          regulation: 'スタンダード',
        },
        results: [],
      };
      events.set(id, entry);
    }
    entry.results.push({
      player_id: null,
      name: null,
      rank: Number(row.順位),
      point: Number(row.獲得CSP),
      deck_id: row.deck_code,
    });
  }
  // The API lists the newest events first.
  return [...events.values()].sort(
    (a, b) =>
      String(b.event.event_date_params).localeCompare(String(a.event.event_date_params)) ||
      Number(a.event.event_holding_id) - Number(b.event.event_holding_id),
  );
}

describe.skipIf(!existsSync(csvPath))('event sync of the City League 2023 results', () => {
  let server: FixtureServer;
  let dir: string;
  let rows: Row[];

  beforeAll(async () => {
    rows = parse(readFileSync(csvPath), { columns: true, bom: true }) as Row[];
    server = await startFixtureServer();
    server.events = officialFixtures(rows);
    dir = await makeSnapshot({ decks: [], events: [], deck_jobs: [] });
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await removeDir(dir);
  });

  it('syncs every event, result and deck ID the CSV holds, and a second pass creates nothing', async () => {
    const client = new PoliteClient({ minDelayMs: 0, concurrency: 4 });
    const totals = { fetched: 0, created: 0, skipped: 0, jobsEnqueued: 0 };
    const syncAll = async () => {
      const pass = { fetched: 0, created: 0, skipped: 0, jobsEnqueued: 0 };
      for (let offset = 0; ; offset += 100) {
        const store = await SnapshotIngestStore.open(dir);
        const result = await syncEvents(
          {
            eventsOrigin: server.origin,
            offset,
            limit: 100,
            from: '2022-01-01',
            to: '2023-12-31',
            concurrency: 4,
          },
          { store, client },
        );
        if (result.fetched === 0) return pass;
        for (const key of Object.keys(pass) as (keyof typeof pass)[]) pass[key] += result[key];
      }
    };
    Object.assign(totals, await syncAll());

    // The count from the CSV, made here from its rows alone.
    const eventIds = new Set(rows.map((row) => row.大会ID));
    const deckIds = new Set(
      rows.map((row) => row.deck_code).filter((id) => /^[A-Za-z0-9]{6}(-[A-Za-z0-9]{6}){2}$/.test(id!)),
    );
    expect(eventIds.size).toBe(1263);
    expect(totals).toEqual({
      fetched: eventIds.size,
      created: eventIds.size,
      skipped: 0,
      jobsEnqueued: deckIds.size,
    });

    const events = await readJsonl(path.join(dir, 'events.jsonl'));
    expect(events).toHaveLength(eventIds.size);
    expect(new Set(events.map((event) => event.id))).toEqual(eventIds);
    const results = events.flatMap((event) => event.results as { deck_id?: string; rank: number }[]);
    expect(results).toHaveLength(rows.length);
    expect(results.filter((result) => result.rank === 1)).toHaveLength(
      rows.filter((row) => row.順位 === '1').length,
    );
    const jobs = await readJsonl(path.join(dir, 'deck_jobs.jsonl'));
    expect(jobs).toHaveLength(deckIds.size);
    expect(new Set(jobs.map((job) => job.deckId))).toEqual(deckIds);
    expect(jobs.every((job) => job.status === 'pending' && job.id === job.deckId)).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.counts).toMatchObject({ events: eventIds.size, deck_jobs: deckIds.size });

    // Once more: everything is there already.
    expect(await syncAll()).toEqual({
      fetched: eventIds.size,
      created: 0,
      skipped: eventIds.size,
      jobsEnqueued: 0,
    });
    expect(await readJsonl(path.join(dir, 'events.jsonl'))).toHaveLength(eventIds.size);
  });
});
