// An incremental `tcg build` equals a full build byte for byte, through a series of changes made
// the way operators make them (tests/helpers/siteSeries.ts): the slow suite (`npm run test:slow`).
// tests/incrementalBuildBasics.slow.test.ts has the short cases (removals, existence checks).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Doc, type SiteSeries, startSiteSeries } from './helpers/siteSeries.ts';

describe('incremental build equals a full build', () => {
  let series: SiteSeries;

  beforeAll(async () => {
    series = await startSiteSeries();
  }, 300_000);

  afterAll(() => series?.remove());

  it('after a later clock with no data change: no deck page is re-rendered', async () => {
    const decks = readdirSync(path.join(series.siteDir, 'deck')).length;
    // The statistics pages carry the clock; a deck page reads only its deck's document, its type's
    // consensus list and whether the type's page exists, none of which carries it.
    await series.classifyAndAggregate('2026-04-21T12:00:00+09:00');
    const result = await series.buildBoth();
    expect(result.mode).toBe('incremental');
    expect(result.pages).toBeGreaterThan(0);
    expect(result.keptPages).toBeGreaterThanOrEqual(decks);
    await series.classifyAndAggregate();
    await series.build();
  }, 300_000);

  it('after a rule is edited (narrowed)', async () => {
    series.editCollection('deck_rules', (rules) =>
      rules.map((rule) =>
        rule.id === 'サーナイトex'
          ? {
              ...rule,
              conditions: [
                ...(rule.conditions as object[]),
                { pattern: '^ミュウex$', min: 1, max: null, negate: false },
              ],
            }
          : rule,
      ),
    );
    await series.classifyAndAggregate();
    const result = await series.buildBoth();
    expect(result.mode).toBe('incremental');
    expect(result.pages).toBeGreaterThan(0);
    // Narrowing one rule moves decks between types, so their deck pages and the consensus lists
    // of both types change; the other deck pages are kept.
    expect(result.keptPages).toBeGreaterThan(0);
  }, 300_000);

  it('after a rule is deleted (its pages are removed)', async () => {
    series.editCollection('deck_rules', (rules) => rules.filter((rule) => rule.id !== 'ブリジュラスex'));
    await series.classifyAndAggregate();
    const result = await series.buildBoth();
    expect(result.mode).toBe('incremental');
    expect(result.removedPages).toBeGreaterThan(0);
    expect(readdirSync(path.join(series.siteDir, 'decks'))).not.toContain('ブリジュラスex');
  }, 300_000);

  it('after a deck is added', async () => {
    // The deck pages of the new deck's type stay as they were: the type's adoption rates move, its
    // consensus list (what those pages compare with) does not.
    const primaryOf = (id: string) => {
      const detail = JSON.parse(
        readFileSync(path.join(series.docsDir, 'public_deck_details', `${id}.json`), 'utf8'),
      ) as { matchedRules: { id: string; priority: number }[] };
      return [...detail.matchedRules].sort((a, b) => a.priority - b.priority)[0]?.id;
    };
    const sample = readFileSync(path.join(series.snapshot, 'decks.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as Doc).id);
    const model = sample[0]!;
    const sibling = sample.find((id) => id !== model && primaryOf(id) === primaryOf(model));
    expect(sibling).toBeDefined();
    const siblingPage = path.join(series.siteDir, 'deck', `${sibling!}.html`);
    const siblingBefore = statSync(siblingPage).mtimeMs;
    const consensusFile = path.join(
      series.docsDir,
      'public',
      'decks',
      'consensus',
      `${primaryOf(model)}.json`,
    );
    const consensusBefore = readFileSync(consensusFile, 'utf8');
    series.editCollection('decks', (decks) => {
      const first = decks[0] as Doc;
      return [...decks, { ...first, id: 'zzAdded-deck01-test01', created_at: '2026-04-18T10:00:00+09:00' }];
    });
    await series.classifyAndAggregate();
    const result = await series.buildBoth();
    expect(result.mode).toBe('incremental');
    expect(readdirSync(path.join(series.siteDir, 'deck'))).toContain('zzAdded-deck01-test01.html');
    expect(readFileSync(consensusFile, 'utf8')).toBe(consensusBefore);
    expect(statSync(siblingPage).mtimeMs).toBe(siblingBefore);
  }, 300_000);

  it('after a site setting changes (part of the code hash): every page re-rendered', async () => {
    const result = await series.buildBoth({ TCG_PRODUCT_NAME: 'テスト統計' });
    expect(result.mode).toBe('full');
    expect(readFileSync(path.join(series.siteDir, 'index.html'), 'utf8')).toContain('テスト統計');
  }, 300_000);

  it('with a damaged manifest: one clear error, and the next build is a full one', async () => {
    // Back to the default settings (a full build), then a change for an incremental build to see.
    expect((await series.build()).mode).toBe('full');
    await series.classifyAndAggregate('2026-04-21T12:00:00+09:00');
    const manifest = path.join(series.siteDir, '.tcg-build-manifest');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/\nP\t("[^"]*")\t\{/, '\nP\t$1\t{oops'));
    await expect(series.build()).rejects.toThrow(
      /build manifest \(\.tcg-build-manifest\) is damaged \(.*\); it was set aside, so run `tcg build` again for a full build$/,
    );
    expect(readdirSync(series.siteDir).filter((name) => name.includes('manifest'))).toEqual([]);
    const again = await series.buildBoth();
    expect(again.mode).toBe('full');
  }, 300_000);
});
