// An incremental `tcg build` equals a full build byte for byte: the short cases (nothing changed, a
// deck deleted, a document only checked for existence); the longer series (clock, rules edited and
// deleted, a deck added, settings, a damaged manifest) is tests/incrementalBuild.slow.test.ts.
// `npm test` holds the same build to the plain one through tests/incrementalEqualsFull.test.ts.
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, plainPages } from '../cli/pipelines/buildSite.ts';
import { MANIFEST_FILE } from '../cli/pipelines/site/accelerated/incrementalManifest.ts';
import { docPath, filePathOf } from '../engine/docPaths.ts';
import type { DeckDetail } from '../engine/documents.ts';
import { compareByPriorityThenId } from '../engine/rules/order.ts';
import { type SiteSeries, startSiteSeries } from './helpers/siteSeries.ts';
import { treeOf } from './helpers/tree.ts';

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
    // No share image is drawn again either (og/*.png: their inputs' hashes are unchanged).
    expect(again.shareImages?.rendered).toBe(0);
    expect(again.shareImages?.kept).toBeGreaterThan(5);
  });

  it('after a deck is deleted (its page is removed)', async () => {
    const gone = '3vJv1r-va2iGb-SPpEPb';
    expect(readdirSync(path.join(series.siteDir, 'deck'))).toContain(`${gone}.html`);
    series.editCollection('decks', (decks) => decks.filter((deck) => deck.id !== gone));
    await series.classifyAndAggregate();
    const result = await series.buildBoth();
    expect(result.mode).toBe('incremental');
    expect(result.removedPages).toBeGreaterThanOrEqual(1);
    expect(result.keptPages).toBeGreaterThan(0);
    expect(readdirSync(path.join(series.siteDir, 'deck'))).not.toContain(`${gone}.html`);
  }, 300_000);

  it('keeps sitemap.xml as it is when no page comes or goes', async () => {
    const sitemap = path.join(series.siteDir, 'sitemap.xml');
    const before = statSync(sitemap);
    // A deck renamed: its page and the lists naming it change, no page comes or goes.
    series.editCollection('decks', (decks) =>
      decks.map((deck, i) => (i === 0 ? { ...deck, name: `${String(deck.name ?? '')}（改）` } : deck)),
    );
    await series.classifyAndAggregate();
    const renamed = await series.buildBoth();
    expect([renamed.mode, renamed.removedPages]).toEqual(['incremental', 0]);
    expect(renamed.pages).toBeGreaterThan(0);
    const after = statSync(sitemap);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    // Pages that come or go rewrite it (the deck deleted before): buildBoth holds each to a full build.
  }, 300_000);

  it("after the change, the incrementally updated site is the plain path's, byte for byte", async () => {
    const plainDir = path.join(series.work, 'plain');
    await buildSite({ docsDir: series.docsDir, outDir: plainDir, quiet: true }, plainPages());
    // The manifest is the incremental accelerator's own record, which the plain path does not write.
    const { [MANIFEST_FILE]: _manifest, ...updated } = treeOf(series.siteDir);
    expect(updated).toEqual(treeOf(plainDir));
  }, 300_000);

  it('re-renders a page when a document it only checks the existence of goes, and when it comes back', async () => {
    // A deck page reads its deck type's consensus list and checks only that the type's page exists
    // (its back link): the check is an input of the page, returned by its data hook.
    const detailsDir = path.join(series.docsDir, 'public_deck_details');
    const typeFileOf = (ruleId: string) =>
      path.join(series.docsDir, `${filePathOf(docPath.deckType(ruleId))}.json`);
    const [deckId, typeFile] = readdirSync(detailsDir)
      .map((name) => {
        const deck = JSON.parse(readFileSync(path.join(detailsDir, name), 'utf8')) as DeckDetail;
        const primary = [...deck.matchedRules].sort(compareByPriorityThenId)[0];
        return [deck.id, primary && typeFileOf(primary.id)] as const;
      })
      .find(([, file]) => file !== undefined && existsSync(file))!;
    const deckPage = path.join(series.siteDir, 'deck', `${deckId}.html`);
    const before = readFileSync(deckPage, 'utf8');
    expect(before).not.toContain('デッキタイプ一覧へ</a>');

    const away = path.join(series.work, 'deck-type-away.json');
    renameSync(typeFile!, away);
    const gone = await series.buildBoth();
    expect(gone.mode).toBe('incremental');
    expect(gone.keptPages).toBeGreaterThan(0);
    // Re-rendered: the back link now goes to the list, as a full build writes it (buildBoth).
    expect(readFileSync(deckPage, 'utf8')).toContain('デッキタイプ一覧へ</a>');

    renameSync(away, typeFile!);
    const back = await series.buildBoth();
    expect(back.mode).toBe('incremental');
    expect(readFileSync(deckPage, 'utf8')).toBe(before);
  }, 300_000);
});
