// An incremental `tcg build` equals a full build byte for byte: a short series in `npm test`; the
// longer one (clock, rules edited and deleted, a deck added, settings, a damaged manifest) is in
// tests/incrementalBuild.slow.test.ts (`npm run test:slow`).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteSeries, startSiteSeries } from './helpers/siteSeries.ts';

describe('incremental build equals a full build', () => {
  let series: SiteSeries;

  beforeAll(async () => {
    series = await startSiteSeries();
  }, 300_000);

  afterAll(() => series?.remove());

  it('does nothing when no document changed', async () => {
    const again = await series.build();
    expect(again.mode).toBe('unchanged');
    expect(again.pages).toBe(0);
  });

  it('after a deck is deleted (its page is removed)', async () => {
    const gone = '3vJv1r-va2iGb-SPpEPb';
    expect(readdirSync(path.join(series.siteDir, 'deck'))).toContain(gone);
    series.editCollection('decks', (decks) => decks.filter((deck) => deck.id !== gone));
    await series.classifyAndAggregate();
    const result = await series.buildBoth();
    expect(result.mode).toBe('incremental');
    expect(result.removedPages).toBeGreaterThanOrEqual(1);
    expect(result.keptPages).toBeGreaterThan(0);
    expect(readdirSync(path.join(series.siteDir, 'deck'))).not.toContain(gone);
  }, 300_000);
});
