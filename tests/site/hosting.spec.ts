// The site as Firebase Hosting serves it: the global setup's `tcg serve` sends firebase.json's
// headers; a page of each kind (each public route and the 404 page) and the production admin app
// run in Chromium without a single Content-Security-Policy violation, and every built page's
// inline scripts are allowed by the policy's hashes. The admin app, built with a web app config as
// the publish does, signs in through the identity provider only: no e-mail form.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { EMULATOR_LOGIN, GATE } from '../../site/admin/texts/gate.ts';
import { ADMIN_ROUTES } from '../admin/routes.ts';
import { expect, test } from './fixtures.ts';

/** Every page the build wrote, as its URL path (index.html files, deck files and the 404 page). */
function builtRoutes(): string[] {
  const dir = process.env.TCG_TEST_SITE_DIR;
  if (!dir) throw new Error('the site global setup did not run (tests/site/globalSetup.ts)');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((parts) => parts.slice(0, 2).join('/') !== 'system/admin')
    .map((parts) => {
      if (parts.join('/') === '404.html') return '/this-page-does-not-exist';
      // A folder's index.html, or a deck's own file (deck/<id>.html, served at /deck/<id>).
      const name = parts.at(-1)!;
      const page = name === 'index.html' ? parts.slice(0, -1) : [...parts.slice(0, -1), name.slice(0, -5)];
      return `/${page.map((part) => encodeURIComponent(part)).join('/')}`;
    })
    .sort();
}

/** Records each CSP violation the page reports (the DOM event, and Chromium's console line). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  // An init script runs through the DevTools protocol, outside the page's policy.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * One page of each kind: the built routes grouped by their first segment and depth (a deck page,
 * an event page, a window's kind page...), the first and the last of each group. Pages of a kind
 * are one component over other documents; loading all 200 in a browser cost minutes of CPU.
 */
function routesOfEachKind(routes: readonly string[]): string[] {
  const kinds = new Map<string, string[]>();
  for (const route of routes) {
    const parts = route.split('/').filter(Boolean);
    const key = `${parts[0] ?? ''}/${parts.length}`;
    kinds.set(key, [...(kinds.get(key) ?? []), route]);
  }
  return [...kinds.values()].flatMap((group) => [...new Set([group[0]!, group.at(-1)!])]);
}

/** The kinds' pages in this many tests, which the workers share (a test has 30 s on a busy machine). */
const PARTS = 4;
for (let part = 0; part < PARTS; part += 1) {
  test(`a page of each kind loads without a CSP violation (${part + 1}/${PARTS})`, async ({ page, site }) => {
    const violations = await watchViolations(page);
    const all = routesOfEachKind(builtRoutes());
    expect(all).toContain('/');
    expect(all.length).toBeGreaterThan(10);
    for (const route of all.filter((_, i) => i % PARTS === part)) {
      const response = await page.goto(site.url + route, { waitUntil: 'load' });
      const headers = response?.headers() ?? {};
      expect(headers['content-security-policy'], route).toMatch(/script-src 'self' 'sha256-/);
      expect(headers['x-content-type-options'], route).toBe('nosniff');
      expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
      // The inline script ran (allowed by its hash) and the client entry loaded.
      await expect(page.locator('html'), route).toHaveClass(/\bjs\b/);
      expect(violations, route).toEqual([]);
    }
  });
}

test('every built page: its inline scripts are allowed by hash, and it has no style element', async ({
  request,
  site,
}) => {
  const routes = builtRoutes();
  expect(routes.length).toBeGreaterThan(100);
  for (const route of routes) {
    const response = await request.get(site.url + route);
    const policy = response.headers()['content-security-policy'] ?? '';
    const html = await response.text();
    expect(html.length, route).toBeGreaterThan(0);
    // What the browser would run inline: <script> without src, of no type or a JavaScript one.
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes!)) continue;
      const type = /\btype="([^"]*)"/.exec(attributes!)?.[1];
      if (type !== undefined && type !== 'module' && !/javascript/.test(type)) continue;
      const hash = createHash('sha256').update(body!).digest('base64');
      expect(policy, `${route}: an inline script not in the policy`).toContain(`'sha256-${hash}'`);
    }
    expect(/<style\b/.test(html), `${route}: a <style> element (style-src 'self')`).toBe(false);
  }
});

test('only content-hashed files sit where hosting caches for a year', () => {
  const dir = process.env.TCG_TEST_SITE_DIR as string;
  const files = ['assets', 'system/admin/assets'].flatMap((folder) =>
    readdirSync(path.join(dir, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))),
  );
  expect(files.length).toBeGreaterThan(5);
  // Vite and vike name each bundle file after an 8-character hash of its content.
  for (const file of files) expect(file).toMatch(/[.-][\w-]{8}\.(js|css)$/);
});

test('hashed assets are cached for a year, pages for minutes', async ({ page, site }) => {
  const assets: { url: string; cache: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) {
      assets.push({ url: response.url(), cache: response.headers()['cache-control'] ?? '' });
    }
  });
  const response = await page.goto(`${site.url}/decks`, { waitUntil: 'load' });
  expect(response?.headers()['cache-control']).toBe('public, max-age=300, must-revalidate');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
});

test.describe('the production admin app', () => {
  test('every route loads under its policy without a CSP violation', async ({ page, site }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    for (const route of ADMIN_ROUTES) {
      const response = await page.goto(site.url + route, { waitUntil: 'load' });
      expect(response?.headers()['content-security-policy'], route).toContain(
        'https://identitytoolkit.googleapis.com',
      );
      expect(response?.headers()['cache-control'], route).toBe('no-cache');
      await expect(page.getByRole('heading', { name: GATE.loginTitle }), route).toBeVisible();
      expect(violations, route).toEqual([]);
    }
  });

  test('signs in through the identity provider only: no e-mail form, no emulator', async ({
    page,
    site,
    externalRequests,
  }) => {
    const violations = await watchViolations(page);
    await page.goto(`${site.url}/system/admin`);
    await expect(page.getByRole('heading', { name: GATE.loginTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: GATE.loginButton })).toBeVisible();
    await expect(page.locator('input[type="email"], input[type="password"], form')).toHaveCount(0);
    for (const text of Object.values(EMULATOR_LOGIN)) await expect(page.getByText(text)).toHaveCount(0);
    // The sign-in button asks Google's sign-in helper script for the provider's popup (blocked
    // here, as every request leaving 127.0.0.1): the policy let the request go.
    await page.getByRole('button', { name: GATE.loginButton }).click();
    await expect
      .poll(() => externalRequests.some((url) => new URL(url).hostname === 'apis.google.com'))
      .toBe(true);
    expect(violations).toEqual([]);
    // Nothing went to a local emulator: every request besides the site's own left for Google.
    expect(
      externalRequests.filter((url) => !/\.(googleapis|google)\.com$/.test(new URL(url).hostname)),
    ).toEqual([]);
  });
});
