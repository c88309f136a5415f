// Ids with `?`, `#`, `%` and `+`, and ids too long for a file name, through the whole path: `tcg
// aggregate` on a small snapshot, a real vike build, and real HTTP requests to `serveSite` at
// the links the built pages hold (404s and ENAMETOOLONG before).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/pipelines/buildSite.ts';
import { fileOfRequest, type ServedSite, serveSite } from '../../cli/pipelines/serveSite.ts';
import { fileNameOf } from '../../engine/ids.ts';
import { publicDeckHref, publicEventHref, publicRuleHref } from '../../site/admin/lib/links.ts';
import { runTcg } from '../helpers/runTcg.ts';
import { makeSnapshot, removeDir, tempDir } from '../helpers/snapshot.ts';

const LONG_RULE = 'ドラパルト'.repeat(18);
const LONG_VARIANT = 'ヨノワール型'.repeat(20);
const RULES = [
  { id: 'Q?&A', pattern: '^サーフゴーex$', variant: 'v?1' },
  { id: 'No.1 #ex', pattern: '^リザードンex$', variant: 'v#2' },
  { id: '100% +α', pattern: '^ミライドンex$', variant: 'v%3' },
  { id: LONG_RULE, pattern: '^ドラパルトex$', variant: LONG_VARIANT },
];
const deck = (n: number, card: string, ruleId: string, variantId: string) => ({
  id: `aaaaaa-aaaaaa-aaaa${String(n).padStart(2, '0')}`,
  created_at: '2026-03-12T10:00:00+09:00',
  cards: [{ name: card, count: 4 }],
  rule_matches: [ruleId],
  rule_matches_detail: [{ id: ruleId, name: ruleId, priority: 1, variants: [variantId] }],
});

let work: string;
let site: ServedSite;
let client: string;

beforeAll(async () => {
  const data = await makeSnapshot({
    deck_rules: RULES.map(({ id, pattern, variant }, i) => ({
      id,
      name: id,
      priority: i,
      conditions: [{ pattern, min: 1 }],
      variants: [{ id: variant, name: `${variant}型`, conditions: [{ pattern, min: 1 }] }],
    })),
    decks: RULES.map(({ id, pattern, variant }, i) => deck(i + 1, pattern.slice(1, -1), id, variant)),
    events: [{ id: 'ev?1#x', event_title: 'シティリーグ', event_date: '2026-03-14', results: [] }],
  });
  work = await tempDir('tcg-serve-ids-');
  const aggregate = await runTcg([
    'aggregate',
    '--data',
    data,
    '--out',
    work,
    '--as-of',
    '2026-04-01T00:00:00Z',
    '--quiet',
  ]);
  await removeDir(data);
  expect(aggregate.stderr).toBe('');
  await buildSite({ docsDir: path.join(work, 'docs'), outDir: path.join(work, 'dist'), quiet: true });
  client = path.join(work, 'dist');
  site = await serveSite({ outDir: path.join(work, 'dist'), host: '127.0.0.1', port: 0 });
}, 240_000);

afterAll(async () => {
  await site?.close();
  if (work) await removeDir(work);
});

/** Every href of a served page that starts with `prefix`. */
async function linksOn(page: string, prefix: string): Promise<string[]> {
  const html = await (await fetch(`${site.url}${page}`)).text();
  return [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .filter((h) => h.startsWith(prefix));
}

describe('pages of ids with ? # % + and of long ids', () => {
  it('serves every deck-type page at the link the list page holds, with the rule in it', async () => {
    const links = await linksOn('/decks', '/decks/');
    for (const rule of RULES) {
      const href = links.find((h) => decodeURIComponent(h) === `/decks/${fileNameOf(rule.id)}`);
      expect(href, rule.id).toBeDefined();
      expect(href).not.toMatch(/[?#]/);
      const response = await fetch(`${site.url}${href}`);
      expect(response.status, href).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${rule.id.slice(0, 20).replaceAll('&', '&amp;')}`);
      // The page's own absolute URL keeps the encoding (a raw `?` would cut it short).
      expect(html).toContain(`<meta property="og:url" content="https://example.com${href}">`);
    }
  });

  it('serves every sub-rule page and rule-statistics page linked from the rule pages', async () => {
    for (const rule of RULES) {
      const ruleHref = `/decks/${encodeURIComponent(fileNameOf(rule.id))}`;
      const variantLinks = await linksOn(ruleHref, `${ruleHref}/variants/`);
      expect(variantLinks.length, rule.id).toBeGreaterThan(0);
      for (const href of variantLinks) {
        const response = await fetch(`${site.url}${href}`);
        expect(response.status, href).toBe(200);
        expect(await response.text()).toContain(`${rule.variant.slice(0, 10)}`);
      }
      const stats = await fetch(`${site.url}/rules/stats/${encodeURIComponent(fileNameOf(rule.id))}`);
      expect(stats.status, rule.id).toBe(200);
      expect(await stats.text()).toContain(rule.variant.slice(0, 10));
    }
  });

  it("serves the admin app's 公開サイト links of every id, those over 250 bytes included", async () => {
    const deckIds = RULES.map((_, i) => `aaaaaa-aaaaaa-aaaa${String(i + 1).padStart(2, '0')}`);
    const links = [
      ...RULES.map((rule) => publicRuleHref(rule.id)),
      publicEventHref('ev?1#x'),
      ...deckIds.map((id) => publicDeckHref(id)),
    ];
    expect(links).toContain(publicRuleHref(LONG_RULE));
    for (const href of links) {
      const response = await fetch(`${site.url}${href}`);
      expect(response.status, href).toBe(200);
    }
  });

  it('serves an event page whose id holds ? and #', async () => {
    const [href] = await linksOn('/events', '/events/ev');
    expect(href).toBe(`/events/${encodeURIComponent('ev?1#x')}`);
    expect((await fetch(`${site.url}${href}`)).status).toBe(200);
  });

  it('keeps every built file name within 255 bytes', () => {
    for (const entry of readdirSync(client, { recursive: true }) as string[])
      for (const name of entry.split(path.sep))
        expect(Buffer.byteLength(name), name).toBeLessThanOrEqual(255);
  });

  it('answers a query string, a malformed or a traversing segment as a static host does', async () => {
    expect((await fetch(`${site.url}/decks?x=1`)).status).toBe(200);
    expect((await fetch(`${site.url}/decks/%E3%81`)).status).toBe(404);
    expect(fileOfRequest(client, { url: '/%2E%2E/%2E%2E/etc/passwd' })).toBeUndefined();
    expect(fileOfRequest(client, { url: '/decks/..%2F..%2Findex.html' })).toBeUndefined();
    expect(readFileSync(fileOfRequest(client, { url: '/' })!, 'utf8')).toContain('<html');
  });
});
