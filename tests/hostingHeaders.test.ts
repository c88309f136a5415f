// firebase.json's hosting headers as `tcg serve` applies them: the same paths match as in
// Firebase's hosting emulator (superstatic's own matcher), the public pages and the admin app get
// their policies, hashed assets alone are cached for a year, and the public policy allows the
// inline scripts by hash, not 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { globPattern, headersFor, readHostingHeaders, withSources } from '../cli/pipelines/hostingHeaders.ts';
import { INLINE_SCRIPTS } from '../site/lib/inlineScripts.ts';
import { repoRoot } from './helpers/runTcg.ts';

const CONFIG = path.join(repoRoot, 'firebase.json');
const rules = readHostingHeaders(CONFIG);
const patterns = createRequire(import.meta.url)('superstatic/lib/utils/patterns.js') as {
  configMatcher(path: string, config: { source: string }): boolean;
};
/** The hosting emulator's header matching: the source slashed (glob-slasher), then minimatch. */
const emulatorMatches = (pathname: string, source: string) =>
  patterns.configMatcher(pathname, { source: source.startsWith('/') ? source : `/${source}` });

const PATHS = [
  '/',
  '/index.html',
  '/decks',
  '/decks/%E3%82%B5%E3%83%BC%E3%83%95%E3%82%B4%E3%83%BCex',
  '/decks/x/variants/y',
  '/events/900001',
  '/policies/ads',
  '/404.html',
  '/favicon.svg',
  '/og/site.png',
  '/assets',
  '/assets/entries/pages_client.x_hAMALB.js',
  '/assets/static/styles_site-e6cc5adc.BXybtRX4.css',
  '/system',
  '/system/admin',
  '/system/admin/',
  '/system/admin/rules',
  '/system/admin/rules/abc/edit',
  '/system/admin/index.html',
  '/system/admin/assets/index-BQ2x1.js',
  '/system/administrator',
  '/a/b.json',
  '/a/b.html',
  '/.well-known/x',
  '/decks/.hidden',
];

function policyOf(pathname: string): Map<string, string[]> {
  const policy = headersFor(pathname, rules).get('Content-Security-Policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('globPattern(glob)', () => {
  it.each(rules.map((rule) => rule.source))('matches what the hosting emulator matches for %s', (source) => {
    const pattern = globPattern(source);
    for (const pathname of PATHS) {
      expect(pattern.test(pathname), pathname).toBe(emulatorMatches(pathname, source));
    }
  });

  it('agrees with the emulator on the other forms it reads', () => {
    for (const source of ['**/*.@(html|json)', '/a/*', '/*', '/decks/?', '/**/b.html', 'assets/**']) {
      for (const pathname of [...PATHS, '/decks/x', '/decks/xy', '/a/', '/a/.b']) {
        expect(globPattern(source).test(pathname), `${source} ${pathname}`).toBe(
          emulatorMatches(pathname, source),
        );
      }
    }
  });

  it('refuses a glob form it does not read, naming it', () => {
    expect(() => globPattern('/a/{b,c}', 'firebase.json: hosting.headers[0]')).toThrow(
      /^firebase\.json: hosting\.headers\[0\]: the glob "\/a\/\{b,c\}" uses a form tcg serve does not read/,
    );
    expect(() => globPattern('/!(system)/**')).toThrow(/does not read/);
  });
});

describe("firebase.json's hosting headers", () => {
  it('send nosniff, a referrer policy and a Content-Security-Policy on every path', () => {
    // (Dot files are never deployed: firebase.json's hosting ignores them.)
    for (const pathname of PATHS.filter((p) => !p.includes('/.'))) {
      const headers = headersFor(pathname, rules);
      expect(headers.get('X-Content-Type-Options'), pathname).toBe('nosniff');
      expect(headers.get('Referrer-Policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Content-Security-Policy'), pathname).toMatch(/^default-src 'self'; /);
    }
  });

  it('cache hashed assets for a year, pages and unhashed files briefly, the admin app not at all', () => {
    const cache = (pathname: string) => headersFor(pathname, rules).get('Cache-Control');
    for (const asset of ['/assets/entries/pages_client.x_hAMALB.js', '/system/admin/assets/index-BQ2x1.js']) {
      expect(cache(asset), asset).toBe('public, max-age=31536000, immutable');
    }
    for (const page of ['/', '/decks', '/404.html', '/favicon.svg', '/og/site.png', '/assets']) {
      expect(cache(page), page).toBe('public, max-age=300, must-revalidate');
    }
    for (const admin of ['/system/admin', '/system/admin/', '/system/admin/rules/abc/edit']) {
      expect(cache(admin), admin).toBe('no-cache');
    }
  });

  it("allow the public pages' inline scripts by their hashes, never 'unsafe-inline' or eval", () => {
    const policy = policyOf('/decks');
    for (const script of INLINE_SCRIPTS) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(policy.get('script-src'), script).toContain(hash);
    }
    for (const pathname of ['/decks', '/system/admin/rules']) {
      const directives = policyOf(pathname);
      for (const name of ['default-src', 'script-src', 'style-src']) {
        expect(directives.get(name), `${pathname} ${name}`).not.toContain("'unsafe-inline'");
        expect(directives.get(name), `${pathname} ${name}`).not.toContain("'unsafe-eval'");
      }
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('let only the admin app reach Firebase Auth and the callables', () => {
    const publicPolicy = policyOf('/');
    const admin = policyOf('/system/admin');
    expect(policyOf('/system/admin/deck-jobs')).toEqual(admin);
    expect(admin.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://*.cloudfunctions.net',
      ]),
    );
    expect(admin.get('script-src')).toContain('https://apis.google.com');
    expect(admin.get('frame-src')).toContain('https://*.firebaseapp.com');
    expect(publicPolicy.get('connect-src')).not.toContain('https://identitytoolkit.googleapis.com');
    expect(publicPolicy.get('script-src')).not.toContain('https://apis.google.com');
    expect(publicPolicy.get('frame-src')).toBeUndefined();
  });
});

describe('withSources(policy, directives, origins)', () => {
  it('adds the origins to the directives, starting a missing one from default-src', () => {
    expect(
      withSources(
        "default-src 'self'; connect-src 'self' https://a",
        ['connect-src', 'frame-src'],
        ['http://h:1'],
      ),
    ).toBe("default-src 'self'; connect-src 'self' https://a http://h:1; frame-src 'self' http://h:1");
  });
});
