// `tcg serve DIR` and `tcg preview DECK_ID` are two commands now: serve answers pages and the
// 404 page over HTTP until SIGTERM; preview without a deck, or with the old --out, is a usage
// error that says where serving went.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runTcg } from './helpers/runTcg.ts';
import { removeDir, tempDir } from './helpers/snapshot.ts';

let site: string;
beforeAll(async () => {
  site = await tempDir('tcg-serve-');
  // A built site is the folder itself (index.html at its top), as `tcg build --out` writes it.
  await mkdir(path.join(site, 'decks'), { recursive: true });
  await writeFile(path.join(site, 'index.html'), '<h1>トップ</h1>');
  await writeFile(path.join(site, 'decks', 'index.html'), '<h1>デッキ</h1>');
  await writeFile(path.join(site, '404.html'), '<h1>ページが見つかりませんでした</h1>');
});
afterAll(() => removeDir(site));

describe('tcg serve DIR', () => {
  it('serves the built site and the 404 page on 127.0.0.1, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/tcg.js'), 'serve', site, '--port', '0'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.setEncoding('utf8').on('data', (text: string) => {
          out += text;
          const found = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
          if (found) resolve(found[1]!);
        });
        child.on('exit', (code) => reject(new Error(`tcg serve exited ${code} before serving`)));
      });
      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toBe('<h1>トップ</h1>');
      expect(await (await fetch(`${url}/decks/`)).text()).toBe('<h1>デッキ</h1>');
      const missing = await fetch(`${url}/nowhere/`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('ページが見つかりませんでした');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('names a folder without a built site, exit 1', async () => {
    const run = await runTcg(['serve', path.join(site, 'nothing-here')]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^tcg: \/.*nothing-here: no built site \(index\.html\); run `tcg build/,
    );
  });
});

describe('tcg preview is the rule preview only', () => {
  it('wants a DECK_ID, and points the old --out to tcg serve', async () => {
    const bare = await runTcg(['preview', '--data', 'data/sample']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toMatch(/missing required argument 'deckId'/);
    const old = await runTcg(['preview', 'x', '--out', site]);
    expect(old.code).toBe(2);
    expect(old.stderr.trim()).toBe(`tcg: preview --out: serving a built site is now \`tcg serve ${site}\``);
  });
});
