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

  // Each private part the adapter uses, checked in vike's own code, so an upgrade that changes one
  // fails here by name rather than as a wrong or bloated build.
  const runPrerender = () => readFileSync(path.join(vikeDir, 'dist/node/prerender/runPrerender.js'), 'utf8');

  it('calls onPagePrerender with the page context, holding _prerenderResult {filePath, fileContent}', () => {
    const source = runPrerender();
    expect(source, 'the _prerenderResult field').toMatch(
      /_prerenderResult:\s*\{\s*filePath,\s*fileContent,?\s*\}/,
    );
    expect(source, 'the onPagePrerender call').toMatch(/await onPagePrerender\(pageContext\)/);
    const types = readFileSync(path.join(vikeDir, 'dist/node/prerender/runPrerender.d.ts'), 'utf8');
    expect(types, 'the onPagePrerender option').toMatch(/onPagePrerender\?: Function;/);
  });

  it('keeps every page in the prerender context lists pageContexts and output (which releasePage empties)', () => {
    const source = runPrerender();
    expect(source, 'the lists of a new prerender context').toMatch(/pageContexts:\s*\[\],\s*output:\s*\[\],/);
    expect(source, 'each written file kept in output').toMatch(/prerenderContext\.output\.push\(/);
  });

  it('returns the rendered file, releases the page, and names itself when the field is gone', () => {
    const page = {
      data: { big: true },
      _prerenderResult: { filePath: '/c/index.html', fileContent: '<h1>' },
    };
    expect(renderedFile(page)).toEqual({ filePath: '/c/index.html', fileContent: '<h1>' });
    const prerenderContext = { pageContexts: [page], output: [{ fileContent: '<h1>' }] };
    releasePage(page, prerenderContext);
    expect(page).toEqual({
      data: undefined,
      _prerenderResult: { filePath: '/c/index.html', fileContent: '' },
    });
    expect(prerenderContext).toEqual({ pageContexts: [], output: [] });
    expect(() => renderedFile({ data: {} })).toThrow(/vikeAdapter\.ts/);
  });
});
