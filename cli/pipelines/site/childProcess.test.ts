// The build's child entries are started by name (childEntry): from the sources through tsx (or
// compiled, once the test setup made lib/ current), and from lib/ as tsup compiles them. Both
// lists must name the same files, or the compiled `tcg build` starts a child that does not exist
// while every test (which runs the sources) passes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import tsupConfig from '../../../tsup.config.ts';
import { REPO_ROOT } from '../siteRoot.ts';
import { CHILD_ENTRIES, COMPILED_CHILDREN_ENV, childEntry } from './childProcess.ts';

describe('childEntry(name)', () => {
  it('names, for each child, a source that exists and the entry tsup compiles from it', () => {
    const entries = (tsupConfig as { entry: Record<string, string> }).entry;
    for (const [name, source] of Object.entries(CHILD_ENTRIES)) {
      expect(existsSync(path.join(REPO_ROOT, source)), source).toBe(true);
      expect(entries[name], `tsup entry ${name}`).toBe(source);
    }
  });

  it('starts a source entry through tsx when running from the sources, compiled once lib/ is current', () => {
    vi.stubEnv(COMPILED_CHILDREN_ENV, '');
    expect(childEntry('vikePrerender')).toEqual([
      path.join(REPO_ROOT, 'bin', 'run-ts.js'),
      path.join(REPO_ROOT, 'cli', 'pipelines', 'site', 'plain', 'vikePrerender.ts'),
    ]);
    vi.stubEnv(COMPILED_CHILDREN_ENV, '1');
    expect(childEntry('vikePrerender')).toEqual([path.join(REPO_ROOT, 'lib', 'vikePrerender.js')]);
    vi.unstubAllEnvs();
  });
});
