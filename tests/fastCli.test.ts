// `tcg --help` and the snapshot commands load none of the heavy libraries: each command imports
// its pipeline when it runs (cli/commands/*.ts), and a store's module is imported when the flags
// choose it (data/openStore.ts), an accelerator's when the command chooses it
// (cli/commands/accelerators.ts). The real bin/tcg.js runs under a preload that records every
// module the process loads (tests/helpers/recordLoads.mjs); the test reads that record.
import { execFile } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/runTcg.ts';
import { removeDir, tempDir } from './helpers/snapshot.ts';

const RECORDER = path.join(repoRoot, 'tests/helpers/recordLoads.mjs');
/** Packages a help screen or a snapshot classification has no use for, and that cost seconds. */
const HEAVY = ['firebase-admin', '@google-cloud/firestore', 'cheerio', 'vite', 'vike', 'react-dom'];

interface Recorded {
  code: number;
  stdout: string;
  stderr: string;
  /** The packages under node_modules the process loaded, by name. */
  packages: Set<string>;
  /** The repository's own modules the process loaded (relative paths; sources when run from them). */
  modules: Set<string>;
}

/** Runs `node --import recordLoads.mjs ARGS` and returns its output and the packages it loaded. */
function runRecorded(args: readonly string[], log: string): Promise<Recorded> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', RECORDER, ...args],
      { cwd: repoRoot, env: { ...process.env, TCG_LOAD_LOG: log }, encoding: 'utf8', maxBuffer: 64 << 20 },
      async (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        const packages = new Set<string>();
        const modules = new Set<string>();
        for (const line of (await readFile(log, 'utf8')).split('\n')) {
          // The last node_modules segment names the package (a scoped one has two parts).
          const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(decodeURIComponent(line));
          if (match) packages.add(match[1]!);
          const own = line.indexOf(`file://${repoRoot}/`);
          if (!match && own !== -1)
            modules.add(decodeURIComponent(line.slice(own + `file://${repoRoot}/`.length)));
        }
        resolve({ code, stdout, stderr, packages, modules });
      },
    );
  });
}

function heavyIn(packages: Set<string>): string[] {
  return HEAVY.filter((name) => packages.has(name));
}

let work: string;
beforeAll(async () => {
  work = await tempDir('tcg-fast-cli-');
});
afterAll(() => removeDir(work));

describe('the load recorder', () => {
  it('sees ES and CommonJS packages, so an empty finding below means something', async () => {
    const run = await runRecorded(
      [path.join(repoRoot, 'tests/helpers/loadsHeavy.mjs')],
      path.join(work, 'control.log'),
    );
    expect(run.stderr).toBe('');
    expect(heavyIn(run.packages)).toEqual(['firebase-admin', 'cheerio']);
  });
});

describe('tcg --help', () => {
  it('prints the commands and loads none of the heavy libraries', async () => {
    const run = await runRecorded([path.join(repoRoot, 'bin/tcg.js'), '--help'], path.join(work, 'help.log'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: tcg');
    expect(run.stdout).toContain('classify');
    expect(run.packages.has('commander')).toBe(true);
    expect(heavyIn(run.packages)).toEqual([]);
  });

  it('loads none of them for a command’s own help either', async () => {
    const run = await runRecorded(
      [path.join(repoRoot, 'bin/tcg.js'), 'jobs', 'run', '--help'],
      path.join(work, 'jobs-help.log'),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--deck-url');
    expect(heavyIn(run.packages)).toEqual([]);
  });
});

describe('tcg classify --data DIR', () => {
  it('classifies a snapshot without loading firebase-admin, cheerio or vite', async () => {
    const snapshot = path.join(work, 'sample');
    await cp(path.join(repoRoot, 'data/sample'), snapshot, { recursive: true });
    const run = await runRecorded(
      [path.join(repoRoot, 'bin/tcg.js'), 'classify', '--data', snapshot, '--json', '--threads', '1'],
      path.join(work, 'classify.log'),
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ mode: 'all', dryRun: false });
    // The classification did run: the rule schemas (zod) were loaded.
    expect(run.packages.has('zod')).toBe(true);
    expect(heavyIn(run.packages)).toEqual([]);
  });
});

describe('tcg classify --plain --data DIR', () => {
  /** Runs the sources (bin/run-ts.js), whose module paths say what was loaded. */
  async function classify(name: string, flags: string[]): Promise<Recorded> {
    const snapshot = path.join(work, name);
    await cp(path.join(repoRoot, 'data/sample'), snapshot, { recursive: true });
    const run = await runRecorded(
      [
        path.join(repoRoot, 'bin/run-ts.js'),
        'cli/main.ts',
        'classify',
        '--data',
        snapshot,
        '--json',
        ...flags,
      ],
      path.join(work, `${name}.log`),
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ processed: 330 });
    return run;
  }
  const under = (run: Recorded, folder: string) => [...run.modules].filter((file) => file.startsWith(folder));

  it('loads neither the aggregate engine nor any accelerator', async () => {
    const plain = await classify('plain', ['--plain']);
    // The classification did run: the engine's classifier was loaded.
    expect(plain.modules).toContain('engine/rules/classify.ts');
    expect(under(plain, 'engine/aggregate/')).toEqual([]);
    expect(under(plain, 'data/accelerators/')).toEqual([]);
    expect(plain.modules).not.toContain('engine/tasks.ts');
  }, 60_000);

  it("nor does the compiled program: no chunk it loads holds them (by the chunks' source maps)", async () => {
    const snapshot = path.join(work, 'compiled');
    await cp(path.join(repoRoot, 'data/sample'), snapshot, { recursive: true });
    const log = path.join(work, 'compiled.log');
    const run = await runRecorded(
      [path.join(repoRoot, 'bin/tcg.js'), 'classify', '--data', snapshot, '--json', '--plain'],
      log,
    );
    expect(run.code, run.stderr).toBe(0);
    const compiled = `file://${repoRoot}/lib/`;
    const chunks = new Set(
      (await readFile(log, 'utf8'))
        .split('\n')
        .filter((line) => line.includes(compiled))
        .map((line) => line.slice(line.indexOf(compiled) + compiled.length).trim()),
    );
    expect(chunks).toContain('main.js');
    const sources = new Set<string>();
    for (const chunk of chunks) {
      const map = JSON.parse(await readFile(path.join(repoRoot, 'lib', `${chunk}.map`), 'utf8'));
      for (const source of map.sources as string[]) sources.add(source.replace(/^(\.\.\/)+/, ''));
    }
    // The classification did run, from its chunk; the aggregate engine was in none of those loaded.
    expect(sources).toContain('engine/rules/classify.ts');
    const loaded = [...sources];
    expect(loaded.filter((source) => source.startsWith('engine/aggregate/'))).toEqual([]);
    expect(loaded.filter((source) => source.startsWith('data/accelerators/'))).toEqual([]);
    expect(sources).not.toContain('engine/tasks.ts');
  }, 60_000);

  it('while the default run loads the in-place update the command chose', async () => {
    const accelerated = await classify('accelerated', []);
    expect(accelerated.modules).toContain('data/accelerators/snapshotAccelerators.ts');
    expect(accelerated.modules).toContain('data/accelerators/inPlaceUpdate/snapshotUpdate.ts');
  }, 60_000);
});
