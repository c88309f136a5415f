// The layers the project checks itself (README "Layout of the code"): each folder imports only the
// folders below it. Every TypeScript source is read, its import specifiers (static, `export …
// from`, type-only and dynamic `import()`) found in its syntax tree (@babel/parser), and each one that
// crosses a folder checked against the rules; a failure names the file, the import and the rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/runTcg.ts';

type Layer = 'engine' | 'data' | 'cli' | 'site' | 'functions' | 'scripts' | 'bench' | 'tests';

/**
 * What each program folder may import besides itself: other folders, and whether it may use
 * packages and Node's built-ins. Test files (`*.test.ts`, `*.spec.ts`) and `tests/` are not
 * program code and may import anything.
 */
const RULES: Record<
  Exclude<Layer, 'tests'>,
  { folders: readonly string[]; packages: 'any' | readonly string[] }
> = {
  // The pure core: its world comes in as arguments.
  engine: { folders: [], packages: ['zod'] },
  // Stores, sinks, the official-site readers: the engine and their own libraries.
  data: { folders: ['engine'], packages: 'any' },
  // The public site and the admin app: the engine's documents and helpers.
  site: { folders: ['engine'], packages: 'any' },
  // The use cases (cli/pipelines) over the engine and the stores; the build renders the site.
  cli: { folders: ['engine', 'data', 'site'], packages: 'any' },
  // The Cloud Functions call the same use cases; only cli/pipelines, never the commands.
  functions: { folders: ['engine', 'data', 'cli/pipelines'], packages: 'any' },
  // Tools and benchmarks may use every program folder, never the tests.
  scripts: { folders: ['engine', 'data', 'cli', 'site', 'functions'], packages: 'any' },
  bench: { folders: ['engine', 'data', 'cli', 'site', 'functions', 'scripts'], packages: 'any' },
};

/**
 * Imports that break a rule and are not quick to fix, each with its reason. Empty today; an
 * entry that no longer matches an import fails the test, so the list cannot go stale.
 */
const ALLOWED: readonly { from: string; to: string; why: string }[] = [];

const FOLDERS = ['engine', 'data', 'cli', 'site', 'functions', 'scripts', 'bench', 'tests'] as const;
/**
 * Files that are not sources: packages, build output and data folders anywhere, and the compiled
 * program (`lib/`, `functions/lib/`) only at those two places: `site/lib/` and `site/admin/lib/`
 * are sources like any other.
 */
const SKIP = /(^|\/)(node_modules|dist|\.vike|corpora|golden|out)(\/|$)|^(functions\/)?lib\//;

interface Import {
  /** The importing file, relative to the repository. */
  file: string;
  specifier: string;
}

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const folder of FOLDERS) {
    for (const entry of readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|mts)$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const file = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
      if (!SKIP.test(file)) files.push(file);
    }
  }
  return files.sort();
}

function importsOf(file: string): Import[] {
  return moduleImports(file).map(({ specifier }) => ({ file, specifier }));
}

interface ModuleImport {
  specifier: string;
  /** `import type …` or `export type … from`: nothing is loaded. */
  typeOnly: boolean;
}

/** A file's import specifiers: imports, `export … from` and `import()` calls with a string. */
function moduleImports(file: string, text = readFileSync(path.join(repoRoot, file), 'utf8')): ModuleImport[] {
  const ast = parse(text, {
    sourceType: 'module',
    createImportExpressions: true,
    // JSX only in .tsx: in a .ts file `<T>(x) => x` is a generic arrow function.
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
  const found: ModuleImport[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node === null || typeof node !== 'object' || typeof (node as { type?: unknown }).type !== 'string')
      return;
    const n = node as Record<string, unknown> & { type: string };
    const source = n.source as { type: string; value: string } | null | undefined;
    if (
      (n.type === 'ImportDeclaration' ||
        n.type === 'ExportNamedDeclaration' ||
        n.type === 'ExportAllDeclaration') &&
      source?.type === 'StringLiteral'
    )
      found.push({ specifier: source.value, typeOnly: n.importKind === 'type' || n.exportKind === 'type' });
    else if (n.type === 'ImportExpression' && source?.type === 'StringLiteral')
      found.push({ specifier: source.value, typeOnly: false });
    for (const key in n)
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(n[key]);
  };
  visit(ast.program);
  return found;
}

function isTestFile(file: string): boolean {
  return file.startsWith('tests/') || /\.(test|spec)\.tsx?$/.test(file);
}

/** The folder a file belongs to, as the rules name it (`functions/src/x.ts` → `functions`). */
function layerOf(file: string): Layer {
  return file.split('/')[0] as Layer;
}

/** Why an import breaks its file's rule, or undefined when it is allowed. */
function violation({ file, specifier }: Import): string | undefined {
  if (isTestFile(file)) return undefined;
  const layer = layerOf(file) as Exclude<Layer, 'tests'>;
  const rule = RULES[layer];
  if (!specifier.startsWith('.')) {
    if (specifier.startsWith('node:')) {
      return rule.packages === 'any' ? undefined : `${layer}/ uses no Node built-ins`;
    }
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0]!;
    if (rule.packages === 'any' || rule.packages.includes(name)) return undefined;
    return `${layer}/ may use only the packages ${rule.packages.join(', ')}`;
  }
  const target = path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), specifier));
  if (target.startsWith('..')) return 'imports from outside the repository';
  const targetLayer = target.split('/')[0]!;
  if (targetLayer === layer) return undefined;
  if (targetLayer === 'tests') return 'program code never imports tests/';
  const allowed = rule.folders.some((folder) => target === folder || target.startsWith(`${folder}/`));
  if (allowed) return undefined;
  return `${layer}/ may import only ${[layer, ...rule.folders].join(', ')}`;
}

const imports = sourceFiles().flatMap(importsOf);

describe('the layers (README "Layout of the code")', () => {
  it('finds the imports of every folder, static, type-only and dynamic', () => {
    const files = new Set(imports.map((entry) => layerOf(entry.file)));
    expect([...files].sort()).toEqual([...FOLDERS].sort());
    // The scanner sees `import()`: cli/commands import their pipelines that way.
    expect(imports).toContainEqual({ file: 'cli/commands/build.ts', specifier: '../pipelines/buildSite.ts' });
  });

  it('reads the folders named lib inside the site, and skips only the compiled program', () => {
    const files = new Set(imports.map((entry) => entry.file));
    expect(files).toContain('site/lib/docs.ts');
    expect(files).toContain('site/admin/lib/browserCheck.ts');
    for (const compiled of ['lib/main.js', 'functions/lib/index.js', 'site/node_modules/x/y.ts'])
      expect(SKIP.test(compiled), compiled).toBe(true);
    for (const source of ['site/lib/docs.ts', 'site/admin/lib/browserCheck.ts', 'functions/src/lib/x.ts'])
      expect(SKIP.test(source), source).toBe(false);
  });

  it('each program file imports only what its folder may', () => {
    const found = imports
      .map((entry) => ({ ...entry, why: violation(entry) }))
      .filter((entry) => entry.why !== undefined)
      .filter(
        (entry) => !ALLOWED.some((allowed) => allowed.from === entry.file && allowed.to === entry.specifier),
      );
    expect(found.map(({ file, specifier, why }) => `${file} imports '${specifier}': ${why}`)).toEqual([]);
  });

  it('every allowed exception still names an import that breaks a rule', () => {
    const stale = ALLOWED.filter(
      (allowed) =>
        !imports.some(
          (entry) =>
            entry.file === allowed.from && entry.specifier === allowed.to && violation(entry) !== undefined,
        ),
    );
    expect(stale).toEqual([]);
  });

  it('the check fails on a crossing import, naming the rule', () => {
    expect(violation({ file: 'engine/x.ts', specifier: '../data/snapshotStore.ts' })).toBe(
      'engine/ may import only engine',
    );
    expect(violation({ file: 'engine/x.ts', specifier: 'node:fs' })).toBe('engine/ uses no Node built-ins');
    expect(violation({ file: 'engine/x.ts', specifier: 'cheerio' })).toBe(
      'engine/ may use only the packages zod',
    );
    expect(violation({ file: 'data/x.ts', specifier: '../cli/pipelines/classify.ts' })).toBe(
      'data/ may import only data, engine',
    );
    expect(violation({ file: 'site/lib/x.ts', specifier: '../../data/store.ts' })).toBe(
      'site/ may import only site, engine',
    );
    expect(violation({ file: 'functions/src/x.ts', specifier: '../../cli/commands/classify.ts' })).toBe(
      'functions/ may import only functions, engine, data, cli/pipelines',
    );
    expect(violation({ file: 'bench/x.ts', specifier: '../tests/helpers/snapshot.ts' })).toBe(
      'program code never imports tests/',
    );
    expect(
      violation({ file: 'functions/src/x.ts', specifier: '../../cli/pipelines/classify.ts' }),
    ).toBeUndefined();
    expect(violation({ file: 'data/x.test.ts', specifier: '../tests/helpers/snapshot.ts' })).toBeUndefined();
  });
});

/**
 * The accelerators stay behind their seams (README "The plain path and its accelerators"): code
 * outside data/accelerators/ may name their types, but only the command's choice loads them, so a
 * plain run loads none. The store reads only the fields a reader asks for with the byte scanner.
 */
const ACCELERATORS = 'data/accelerators/';
const LOADS_ACCELERATORS: Readonly<Record<string, string>> = {
  'bench/classify.ts': 'measures the byte scanner alone',
  'cli/commands/accelerators.ts': 'where each command chooses its accelerators',
  'data/snapshotStore.ts': '`read` with `fields` scans each line with the byte scanner',
};

/** What a file loads: its imports and re-exports that are not `import type`, and its `import()` calls. */
function valueImports(file: string): string[] {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  // A path into data/accelerators/ names the folder: the other files need no parsing.
  if (!text.includes('accelerators')) return [];
  return moduleImports(file, text)
    .filter(({ specifier, typeOnly }) => !typeOnly && specifier.startsWith('.'))
    .map(({ specifier }) => path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), specifier)));
}

describe('the accelerators (data/accelerators/)', () => {
  it('are loaded only where a command chooses them (and by the store for its field reads)', () => {
    const found = sourceFiles()
      .filter((file) => !isTestFile(file) && !file.startsWith(ACCELERATORS) && !(file in LOADS_ACCELERATORS))
      .flatMap((file) =>
        valueImports(file)
          .filter((target) => target.startsWith(ACCELERATORS))
          .map((target) => `${file} loads ${target}`),
      );
    expect(found).toEqual([]);
  });

  it('follows static imports, re-exports and import() calls, not `import type`', () => {
    expect(valueImports('cli/commands/accelerators.ts')).toContain(
      'data/accelerators/snapshotAccelerators.ts',
    );
    expect(valueImports('data/snapshotStore.ts')).toContain(
      'data/accelerators/byteScanner/jsonProjection.ts',
    );
    expect(valueImports('cli/pipelines/classify.ts')).not.toContain(
      'data/accelerators/snapshotAccelerators.ts',
    );
    for (const file of Object.keys(LOADS_ACCELERATORS))
      expect(
        valueImports(file).some((target) => target.startsWith(ACCELERATORS)),
        file,
      ).toBe(true);
  });
});
