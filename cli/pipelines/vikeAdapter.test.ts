// The vike adapter against the installed vike: the exact pinned version, and the private page
// context field it reads still set by vike's pre-renderer. (tests/buildSite.test.ts renders real
// pages through it.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './siteRoot.ts';
import { releasePage, renderedFile, VIKE_VERSION } from './vikeAdapter.ts';

// vike's exports map hides package.json: the installed copy is the one beside the repository.
const vikeDir = path.join(REPO_ROOT, 'node_modules', 'vike');

describe('vikeAdapter', () => {
  it('is written for the vike that is installed, and package.json pins exactly that one', () => {
    const installed = JSON.parse(readFileSync(path.join(vikeDir, 'package.json'), 'utf8')).version;
    const pinned = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).dependencies.vike;
    expect(installed).toBe(VIKE_VERSION);
    expect(pinned).toBe(VIKE_VERSION);
  });

  it("reads what vike's pre-renderer hands onPagePrerender: _prerenderResult {filePath, fileContent}", () => {
    const source = readFileSync(path.join(vikeDir, 'dist/node/prerender/runPrerender.js'), 'utf8');
    expect(source).toMatch(/_prerenderResult:\s*\{\s*filePath,\s*fileContent,?\s*\}/);
    expect(source).toMatch(/await onPagePrerender\(pageContext\)/);
  });

  it('returns the rendered file, releases the page, and names itself when the field is gone', () => {
    const page = {
      data: { big: true },
      _prerenderResult: { filePath: '/c/index.html', fileContent: '<h1>' },
    };
    expect(renderedFile(page)).toEqual({ filePath: '/c/index.html', fileContent: '<h1>' });
    releasePage(page);
    expect(page).toEqual({
      data: undefined,
      _prerenderResult: { filePath: '/c/index.html', fileContent: '' },
    });
    expect(() => renderedFile({ data: {} })).toThrow(/vikeAdapter\.ts/);
  });
});
