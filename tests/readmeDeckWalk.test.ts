// README "Follow one deck" stays true: every repository file it names exists, and each file of its
// numbered walk is loaded by the plain path's commands (`tcg classify|aggregate|build --plain`) —
// found by following the imports (static and `import()`, not `import type`) from the commands, the
// build's plain child entry and vike's page files for /deck/{id} — and is no accelerator.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHILD_ENTRIES } from '../cli/pipelines/site/childProcess.ts';
import { repoRoot } from './helpers/runTcg.ts';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
/** The section: from its bold title to the next paragraph of another subject (the import layers). */
const section = readme.slice(readme.indexOf('**Follow one deck**'), readme.indexOf('Imports go one way'));
const listStart = section.indexOf('\n1. ');
const listEnd = section.indexOf('\n\n', listStart);
/** The walk: the numbered list. */
const walk = section.slice(listStart, listEnd);
/** What follows it: where the accelerated path leaves the walk. */
const accelerated = section.slice(listEnd);

const FOLDERS = ['engine', 'data', 'cli', 'site', 'scripts', 'tests', 'bench', 'functions'];
/** Backticked repository paths of a text (`data/jsonl.ts`); data paths like `OUT/docs/…` are not. */
function repoPaths(text: string): string[] {
  const paths = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  return [...new Set(paths.filter((p) => FOLDERS.includes(p.split('/')[0]!) && /\.(ts|tsx|js)$/.test(p)))];
}

/** The files a source loads at run time: static imports, re-exports and `import()`, not `import type`. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), specifier)))
    .filter((target) => existsSync(path.join(repoRoot, target)));
}

/** Every repository file reachable from the roots. */
function reachable(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...runtimeImports(file));
  }
  return seen;
}

/**
 * The plain path's entry files: the three commands, the plain build's child entry (started by
 * name, not imported), and the files vike loads by its conventions for /deck/{id}.
 */
const PLAIN_ROOTS = [
  'cli/commands/classify.ts',
  'cli/commands/aggregate.ts',
  'cli/commands/build.ts',
  CHILD_ENTRIES.vikePrerender,
  'site/pages/+config.ts',
  'site/pages/+onRenderHtml.tsx',
  'site/pages/deck/@id/+data.ts',
  'site/pages/deck/@id/+Page.tsx',
];
const ACCELERATOR = /(^|\/)(accelerators|accelerated)\//;

describe('README "Follow one deck"', () => {
  it('names files that exist', () => {
    const named = repoPaths(section + accelerated);
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter((file) => !existsSync(path.join(repoRoot, file)));
    expect(missing, 'files README "Follow one deck" names that are gone').toEqual([]);
  });

  it('walks the plain path: each file is loaded by the plain commands, and none is an accelerator', () => {
    for (const root of PLAIN_ROOTS) expect(existsSync(path.join(repoRoot, root)), root).toBe(true);
    const graph = reachable(PLAIN_ROOTS);
    const named = repoPaths(walk);
    expect(named.length).toBeGreaterThan(10);
    expect(
      named.filter((file) => !graph.has(file)),
      'not loaded by the plain path',
    ).toEqual([]);
    expect(
      named.filter((file) => ACCELERATOR.test(file)),
      'accelerators in the plain walk',
    ).toEqual([]);
  });

  it('says where the accelerated path leaves it, naming accelerator files', () => {
    const named = repoPaths(accelerated);
    expect(named.filter((file) => ACCELERATOR.test(file)).length).toBeGreaterThanOrEqual(3);
  });
});
