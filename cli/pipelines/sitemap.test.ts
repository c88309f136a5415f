// The sitemap's two sources of pages agree: the folder read back (sitePagePaths) and the files a
// build manifest lists (pagePathOfFile, the accelerated build's), on a site with the names links
// must encode, the folders that hold no pages, and files that are no page (a deck page is its own
// file, every other page a folder's index.html).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePathOfFile, sitePagePaths, writeSitemap } from './sitemap.ts';

const FILES = [
  'index.html',
  '404.html',
  'decks/index.html',
  'decks/ドラパルトex/index.html',
  'decks/ドラパルトex/variants/v 1%/index.html',
  'deck/aB3-x_Y~z.9.html',
  'deck/aB3-x_Y~z.9/data.json',
  'deck/x/notes.html',
  'w/4w/k/シティリーグ/index.html',
  'assets/index.html',
  'og/index.html',
  'system/admin/index.html',
  'not-a-page/readme.html',
];

describe('the sitemap pages', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'tcg-sitemap-'));
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), '<!doctype html>');
  }
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('are the same read back from the folder and taken from the files a manifest lists', () => {
    const fromFiles = FILES.map(pagePathOfFile)
      .filter((page) => page !== undefined)
      .sort();
    expect(fromFiles).toEqual(sitePagePaths(site));
    expect(fromFiles).toEqual([
      '/',
      '/deck/aB3-x_Y~z.9',
      '/decks',
      `/decks/${encodeURIComponent('ドラパルトex')}`,
      `/decks/${encodeURIComponent('ドラパルトex')}/variants/v%201%25`,
      `/w/4w/k/${encodeURIComponent('シティリーグ')}`,
    ]);
  });

  it('write the same sitemap either way', () => {
    writeSitemap(site, 'https://example.test');
    const walked = readFileSync(path.join(site, 'sitemap.xml'), 'utf8');
    const listed = FILES.map(pagePathOfFile).filter((page) => page !== undefined);
    writeSitemap(site, 'https://example.test', listed.sort());
    expect(readFileSync(path.join(site, 'sitemap.xml'), 'utf8')).toBe(walked);
    expect(walked).toContain('<url><loc>https://example.test/deck/aB3-x_Y~z.9</loc></url>');
  });
});
