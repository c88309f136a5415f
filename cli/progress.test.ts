import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProgress } from './progress.ts';

function capture(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(String(chunk));
        callback();
      },
    }),
    { isTTY, columns: 100, cursorTo: () => true, clearLine: () => true, moveCursor: () => true },
  );
  return { stream, text: () => chunks.join('') };
}

describe('createProgress(label, {total, quiet})', () => {
  it('prints nothing when quiet', () => {
    const out = capture(false);
    const progress = createProgress('classify', { total: 10, quiet: true, stream: out.stream });
    progress.tick(5);
    progress.done('summary');
    expect(out.text()).toBe('');
  });

  it('prints a plain line every interval off a terminal, then the summary once', () => {
    const out = capture(false);
    let now = 0;
    const progress = createProgress('classify', {
      total: 1000,
      quiet: false,
      stream: out.stream,
      intervalMs: 5000,
      now: () => now,
    });
    progress.tick(100); // before the first interval: silent
    now = 5000;
    progress.tick(150);
    now = 6000;
    progress.tick();
    now = 10_000;
    progress.tick(49);
    progress.done('classify: 300 decks');
    progress.done('again');
    expect(out.text().split('\n')).toEqual([
      'classify: 250/1000 (25%), 5 s',
      'classify: 300/1000 (30%), 10 s',
      'classify: 300 decks',
      '',
    ]);
  });

  it('counts without a percentage when the total is unknown', () => {
    const out = capture(false);
    let now = 0;
    const progress = createProgress('export', {
      quiet: false,
      stream: out.stream,
      intervalMs: 1,
      now: () => now,
    });
    now = 2000;
    progress.tick(7);
    progress.done();
    expect(out.text()).toBe('export: 7, 2 s\nexport: 7 done\n');
  });

  it('draws a bar on a terminal and prints the summary after it', () => {
    const out = capture(true);
    const progress = createProgress('aggregate', { total: 4, quiet: false, stream: out.stream });
    progress.tick(2);
    progress.tick(2);
    progress.done('aggregate: 4 decks');
    expect(out.text()).toContain('aggregate [');
    expect(out.text()).toMatch(/aggregate: 4 decks\n$/);
  });
});
