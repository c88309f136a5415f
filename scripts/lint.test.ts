// `npm run lint` (scripts/lint.js) checks the files git knows: an untracked scratch file with lint
// errors does not fail it, the same file once added does. Run in a small git checkout of its own
// (the script, biome.json, the repository's node_modules linked in).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** A `debugger` statement (a lint error) and a misformatted line (a format error). */
const BAD = 'export function f() {\n  debugger;\n}\nexport const x    =   2\n';

describe('npm run lint', () => {
  let work: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: work, stdio: 'pipe' });
  const lint = () => spawnSync(process.execPath, ['scripts/lint.js'], { cwd: work, encoding: 'utf8' });

  beforeAll(() => {
    work = path.join(tmpdir(), `tcg-lint-${process.pid}`);
    rmSync(work, { recursive: true, force: true });
    mkdirSync(path.join(work, 'scripts'), { recursive: true });
    copyFileSync(path.join(root, 'scripts', 'lint.js'), path.join(work, 'scripts', 'lint.js'));
    copyFileSync(path.join(root, 'biome.json'), path.join(work, 'biome.json'));
    symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
    writeFileSync(path.join(work, '.gitignore'), 'node_modules\n');
    writeFileSync(path.join(work, 'clean.ts'), 'export const clean = 1;\n');
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'clean');
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('passes with an untracked scratch file full of lint errors beside the tracked files', () => {
    writeFileSync(path.join(work, 'scratch.ts'), BAD);
    const run = lint();
    expect(run.status, run.stderr + run.stdout).toBe(0);
  });

  it('fails on the same file once git knows it', () => {
    git('add', 'scratch.ts');
    const run = lint();
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('scratch.ts');
  });
});
