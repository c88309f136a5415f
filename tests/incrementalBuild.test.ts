// An incremental `tcg build` equals a full build byte for byte. One site folder is carried through
// a series of changes made the way operators make them (snapshot edited → classify → aggregate),
// built incrementally after each; a fresh full build of the same documents must give the same
// files with the same bytes, and the incremental build must have re-rendered only some pages.
// After the changes, the site is also the plain path's (vike alone, tests/plainBuild.test.ts).
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from '../cli/pipelines/build/accelerated/incrementalManifest.ts';
import { plainPages } from '../cli/pipelines/build/plain/plainPages.ts';
import { type BuildSiteResult, buildSite } from '../cli/pipelines/buildSite.ts';
import { runTcg } from './helpers/runTcg.ts';
import { tempDir } from './helpers/snapshot.ts';
import { treeOf } from './helpers/tree.ts';

const SAMPLE = path.resolve(import.meta.dirname, '..', 'data', 'sample');
const AS_OF = '2026-04-20T12:00:00+09:00';

type Doc = Record<string, unknown> & { id: string };

describe('incremental build equals a full build', () => {
  let work: string;
  const snapshot = () => path.join(work, 'snapshot');
  const docsDir = () => path.join(work, 'out', 'docs');
  const siteDir = () => path.join(work, 'site');

  function editCollection(name: string, edit: (docs: Doc[]) => Doc[]): void {
    const file = path.join(snapshot(), `${name}.jsonl`);
    const docs = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc);
    const edited = edit(docs);
    writeFileSync(file, edited.map((doc) => `${JSON.stringify(doc)}\n`).join(''));
    const manifestFile = path.join(snapshot(), 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.counts[name] = edited.length;
    writeFileSync(manifestFile, JSON.stringify(manifest));
  }

  async function classifyAndAggregate(asOf = AS_OF): Promise<void> {
    for (const args of [
      ['classify', '--data', snapshot(), '--quiet'],
      ['aggregate', '--data', snapshot(), '--out', path.join(work, 'out'), '--as-of', asOf, '--quiet'],
    ]) {
      const run = await runTcg(args);
      expect(run.code, run.stderr).toBe(0);
    }
  }

  /** Builds incrementally, then in full elsewhere, and returns the incremental result. */
  async function buildBoth(env: Record<string, string> = {}): Promise<BuildSiteResult> {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      const incremental = await buildSite({ docsDir: docsDir(), outDir: siteDir(), quiet: true });
      const fullDir = path.join(work, 'full');
      rmSync(fullDir, { recursive: true, force: true });
      const full = await buildSite({ docsDir: docsDir(), outDir: fullDir, quiet: true, full: true });
      expect(full.mode).toBe('full');
      expect(treeOf(siteDir())).toEqual(treeOf(fullDir));
      return incremental;
    } finally {
      process.env = saved;
    }
  }

  beforeAll(async () => {
    work = await tempDir('tcg-incremental-');
    cpSync(SAMPLE, snapshot(), { recursive: true });
    await classifyAndAggregate();
    const first = await buildSite({ docsDir: docsDir(), outDir: siteDir(), quiet: true });
    expect(first.mode).toBe('full');
  }, 300_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('does nothing when no document changed', async () => {
    const again = await buildSite({ docsDir: docsDir(), outDir: siteDir(), quiet: true });
    expect(again.mode).toBe('unchanged');
    expect(again.pages).toBe(0);
    // No share image is drawn again either (og/*.png: their inputs' hashes are unchanged).
    expect(again.shareImages?.rendered).toBe(0);
    expect(again.shareImages?.kept).toBeGreaterThan(5);
  });

  it('after a later clock with no data change: no deck page is re-rendered', async () => {
    const decks = readdirSync(path.join(siteDir(), 'deck')).length;
    // The statistics pages carry the clock; a deck page reads only its deck's document, its type's
    // consensus list and whether the type's page exists, none of which carries it.
    await classifyAndAggregate('2026-04-21T12:00:00+09:00');
    const result = await buildBoth();
    expect(result.mode).toBe('incremental');
    expect(result.pages).toBeGreaterThan(0);
    expect(result.keptPages).toBeGreaterThanOrEqual(decks);
    await classifyAndAggregate();
    await buildSite({ docsDir: docsDir(), outDir: siteDir(), quiet: true });
  }, 300_000);

  it('after a rule is edited (narrowed)', async () => {
    editCollection('deck_rules', (rules) =>
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
    await classifyAndAggregate();
    const result = await buildBoth();
    expect(result.mode).toBe('incremental');
    expect(result.pages).toBeGreaterThan(0);
    // Narrowing one rule moves decks between types, so their deck pages and the consensus lists
    // of both types change; the other deck pages are kept.
    expect(result.keptPages).toBeGreaterThan(0);
  }, 300_000);

  it('after a rule is deleted (its pages are removed)', async () => {
    editCollection('deck_rules', (rules) => rules.filter((rule) => rule.id !== 'ブリジュラスex'));
    await classifyAndAggregate();
    const result = await buildBoth();
    expect(result.mode).toBe('incremental');
    expect(result.removedPages).toBeGreaterThan(0);
    expect(readdirSync(path.join(siteDir(), 'decks'))).not.toContain('ブリジュラスex');
  }, 300_000);

  it('after a deck is added', async () => {
    // The deck pages of the new deck's type stay as they were: the type's adoption rates move, its
    // consensus list (what those pages compare with) does not.
    const primaryOf = (id: string) => {
      const detail = JSON.parse(
        readFileSync(path.join(docsDir(), 'public_deck_details', `${id}.json`), 'utf8'),
      ) as { matchedRules: { id: string; priority: number }[] };
      return [...detail.matchedRules].sort((a, b) => a.priority - b.priority)[0]?.id;
    };
    const sample = readFileSync(path.join(snapshot(), 'decks.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as Doc).id);
    const model = sample[0]!;
    const sibling = sample.find((id) => id !== model && primaryOf(id) === primaryOf(model));
    expect(sibling).toBeDefined();
    const siblingPage = path.join(siteDir(), 'deck', sibling!, 'index.html');
    const siblingBefore = statSync(siblingPage).mtimeMs;
    const consensusFile = path.join(docsDir(), 'public', 'decks', 'consensus', `${primaryOf(model)}.json`);
    const consensusBefore = readFileSync(consensusFile, 'utf8');
    editCollection('decks', (decks) => {
      const first = decks[0] as Doc;
      return [...decks, { ...first, id: 'zzAdded-deck01-test01', created_at: '2026-04-18T10:00:00+09:00' }];
    });
    await classifyAndAggregate();
    const result = await buildBoth();
    expect(result.mode).toBe('incremental');
    expect(readdirSync(path.join(siteDir(), 'deck'))).toContain('zzAdded-deck01-test01');
    expect(readFileSync(consensusFile, 'utf8')).toBe(consensusBefore);
    expect(statSync(siblingPage).mtimeMs).toBe(siblingBefore);
  }, 300_000);

  it('after a deck is deleted', async () => {
    const gone = 'zzAdded-deck01-test01';
    editCollection('decks', (decks) =>
      decks.filter((deck) => deck.id !== gone && deck.id !== '3vJv1r-va2iGb-SPpEPb'),
    );
    await classifyAndAggregate();
    const result = await buildBoth();
    expect(result.mode).toBe('incremental');
    expect(result.removedPages).toBeGreaterThanOrEqual(2);
    expect(readdirSync(path.join(siteDir(), 'deck'))).not.toContain(gone);
  }, 300_000);

  it("after all those changes, the incrementally updated site is the plain path's, byte for byte", async () => {
    const plainDir = path.join(work, 'plain');
    await buildSite({ docsDir: docsDir(), outDir: plainDir, quiet: true }, plainPages());
    // The manifest is the incremental accelerator's own record, which the plain path does not write.
    const { [MANIFEST_FILE]: _manifest, ...updated } = treeOf(siteDir());
    expect(updated).toEqual(treeOf(plainDir));
  }, 300_000);

  it('after a site setting changes (part of the code hash): every page re-rendered', async () => {
    const result = await buildBoth({ TCG_PRODUCT_NAME: 'テスト統計' });
    expect(result.mode).toBe('full');
    expect(readFileSync(path.join(siteDir(), 'index.html'), 'utf8')).toContain('テスト統計');
  }, 300_000);

  it('with a damaged manifest: one clear error, and the next build is a full one', async () => {
    // Back to the default settings (a full build), then a change for an incremental build to see.
    expect((await buildSite({ docsDir: docsDir(), outDir: siteDir(), quiet: true })).mode).toBe('full');
    await classifyAndAggregate('2026-04-21T12:00:00+09:00');
    const manifest = path.join(siteDir(), '.tcg-build-manifest');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/\nP\t("[^"]*")\t\{/, '\nP\t$1\t{oops'));
    await expect(buildSite({ docsDir: docsDir(), outDir: siteDir(), quiet: true })).rejects.toThrow(
      /build manifest \(\.tcg-build-manifest\) is damaged \(.*\); it was set aside, so run `tcg build` again for a full build$/,
    );
    expect(readdirSync(siteDir()).filter((name) => name.includes('manifest'))).toEqual([]);
    const again = await buildBoth();
    expect(again.mode).toBe('full');
  }, 300_000);
});

/** Every file under a folder with a hash of its bytes, by relative path. */
