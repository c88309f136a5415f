import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_BYTES, fileNameOf, fileNameOfUrlSegment, utf8Bytes } from '../../engine/ids.ts';
import { isUserError } from '../../engine/userError.ts';
import { publicDeckHref, publicEventHref, publicRuleHref } from '../admin/lib/links.ts';
import {
  cardPath,
  compactUrl,
  DEFAULT_RULE_STATS_PATH,
  deckPath,
  deckTypePath,
  eventPath,
  ruleStatsBasePath,
  ruleStatsPath,
  subRuleAnchor,
  variantPath,
} from './paths.ts';

describe('page paths', () => {
  it('encodes Japanese ids with spaces and brackets into one path segment each', () => {
    expect(deckTypePath('リザードン ex [テラスタル]')).toBe(
      `/decks/${encodeURIComponent('リザードン ex [テラスタル]')}`,
    );
    expect(decodeURIComponent(variantPath('A B', 'v/1').split('/')[4]!)).toBe('v/1');
    expect(ruleStatsPath('a?b#c', DEFAULT_RULE_STATS_PATH)).toBe('/rules/stats/a%3Fb%23c');
    expect(ruleStatsPath('a?b#c', '/stats/rules')).toBe('/stats/rules/a%3Fb%23c');
  });

  it('makes sub-rule anchors without whitespace', () => {
    expect(subRuleAnchor('v2 [b]')).toBe('variant-v2_[b]');
  });

  it("gives the admin's 公開サイト links the site's paths, also for ids over 250 bytes", () => {
    const long = 'ドラパルト'.repeat(18);
    expect(utf8Bytes(long)).toBeGreaterThan(FILE_NAME_MAX_BYTES);
    for (const id of [long, 'Q?&A', 'No.1 #ex']) {
      expect(publicRuleHref(id)).toBe(deckTypePath(id));
      expect(publicEventHref(id)).toBe(eventPath(id));
      expect(publicDeckHref(id)).toBe(deckPath(id));
    }
    // The link's segment names the folder the build writes for the id: its file name.
    const segment = publicRuleHref(long).split('/')[2]!;
    expect(fileNameOfUrlSegment(segment)).toBe(fileNameOf(long));
    expect(fileNameOf(long)).not.toBe(long);
  });
});

describe('ruleStatsBasePath(setting): the rule-statistics base path', () => {
  it('is /rules/stats when unset or blank', () => {
    expect(ruleStatsBasePath(undefined)).toBe('/rules/stats');
    expect(ruleStatsBasePath('  ')).toBe('/rules/stats');
  });

  it('takes a path of plain segments, without its trailing slash', () => {
    expect(ruleStatsBasePath('/stats/rules/')).toBe('/stats/rules');
    expect(ruleStatsBasePath(' /rule-stats')).toBe('/rule-stats');
  });

  it('refuses a path that needs encoding or lies among other pages, naming the setting', () => {
    for (const bad of [
      'rules/stats',
      '/',
      '/rules//stats',
      '/ルール',
      '/a b',
      '/decks/stats',
      '/deck',
      '/System/x',
      // The home page's window pages (/w/4w): a rule named 4w would have had /w/4w too.
      '/w',
      '/W/stats',
    ]) {
      let thrown: unknown;
      try {
        ruleStatsBasePath(bad);
      } catch (error) {
        thrown = error;
      }
      expect(isUserError(thrown), bad).toBe(true);
      expect((thrown as Error).message, bad).toMatch(
        /^TCG_RULE_STATS_PATH=.*; give a path such as \/rules\/stats/,
      );
    }
  });
});

describe('ruleStatsBasePath and the routes of the other pages', () => {
  it('refuses the first segment of every other route and page folder (a base path there collides)', () => {
    const pages = path.resolve(import.meta.dirname, '../pages');
    const firsts = new Set<string>();
    for (const entry of readdirSync(pages, { recursive: true, withFileTypes: true })) {
      if (entry.name !== '+route.ts') continue;
      const route = /export default '(\/[^/']+)/.exec(
        readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
      );
      if (route) firsts.add(route[1]!);
    }
    for (const entry of readdirSync(pages, { withFileTypes: true })) {
      const routed = existsSync(path.join(pages, entry.name, '+route.ts'));
      if (entry.isDirectory() && !routed && !['index', 'rules', '_error'].includes(entry.name))
        firsts.add(`/${entry.name}`);
    }
    expect([...firsts].sort()).toEqual([
      '/cards',
      '/check',
      '/deck',
      '/decks',
      '/events',
      '/matchups',
      '/policies',
      '/w',
    ]);
    for (const first of firsts)
      expect(() => ruleStatsBasePath(`${first}/stats`), first).toThrow(/holds other pages/);
  });
});

describe('compactUrl(url): short links', () => {
  it('writes non-ASCII characters as themselves and keeps ASCII escapes, so the browser asks for the same URL', () => {
    const encoded = cardPath('ミュウex ?#%/');
    const compact = compactUrl(encoded);
    expect(compact).toBe('/cards/ミュウex%20%3F%23%25%2F');
    expect(new URL(compact, 'https://example.com').href).toBe(new URL(encoded, 'https://example.com').href);
    const search = 'https://jp.mercari.com/search?keyword=%E3%83%9F%E3%83%A5%E3%82%A6ex&category_id=1289';
    expect(compactUrl(search)).toBe('https://jp.mercari.com/search?keyword=ミュウex&category_id=1289');
    expect(new URL(compactUrl(search)).href).toBe(search);
    // A broken sequence is left as it is.
    expect(compactUrl('/cards/%E3%83')).toBe('/cards/%E3%83');
  });
});
