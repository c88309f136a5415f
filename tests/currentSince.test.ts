// The 現環境 setting through the real CLI: `tcg aggregate --current-since`, the stored setting
// (settings.jsonl's `current`, as exported from Firestore's settings/current), which wins over the
// sets' release dates and loses to the flag, and the one-line errors on a bad date. On data/sample
// cut to 60 decks (tests/helpers/smallSample.ts): the window's dates come from the clock, the sets
// and the setting, not from how many decks there are.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallSample } from './helpers/smallSample.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const AS_OF = '2026-04-20T00:00:00+09:00';
const sample = smallSample();
const tcg = (args: string[]) =>
  spawnSync(process.execPath, ['bin/tcg.js', ...args], { cwd: repoRoot, encoding: 'utf8' });

let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'tcg-current-since-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the sample snapshot whose settings/current holds `settings` besides its event offset. */
function snapshotWith(name: string, settings: Record<string, unknown>): string {
  const dir = path.join(work, name);
  cpSync(sample, dir, { recursive: true });
  const stored = JSON.parse(readFileSync(path.join(dir, 'settings.jsonl'), 'utf8'));
  writeFileSync(path.join(dir, 'settings.jsonl'), `${JSON.stringify({ ...stored, ...settings })}\n`);
  return dir;
}

function aggregate(data: string, out: string, extra: string[] = []) {
  return tcg(['aggregate', '--data', data, '--out', out, '--as-of', AS_OF, '--quiet', ...extra]);
}

const docOf = (out: string, docPath: string) =>
  JSON.parse(readFileSync(path.join(out, 'docs', `${docPath}.json`), 'utf8'));

describe('tcg aggregate and the 現環境 setting', () => {
  it('starts 現環境 with the newest set released before the clock by default', () => {
    const out = path.join(work, 'default');
    const result = aggregate(sample, out);
    expect(result.status, result.stderr).toBe(0);
    const current = docOf(out, 'public_windows/current');
    expect(current.since).toEqual({ date: '2026-03-13', setName: 'ニンジャスピナー' });
    expect(current.start).toBe('2026-03-13T00:00:00+09:00');
  });

  it('reads the stored setting, and the window starts with the week of that date', () => {
    const data = snapshotWith('stored', { currentSince: '2026-03-01' });
    const out = path.join(work, 'stored-out');
    const result = aggregate(data, out);
    expect(result.status, result.stderr).toBe(0);
    const current = docOf(out, 'public_windows/current');
    expect(current.since).toEqual({ date: '2026-03-01', setName: null });
    // 2026-03-01 is a Sunday: its Friday-start week began on 2026-02-27; the clock's week ends 04-24.
    expect(current.start).toBe('2026-02-27T00:00:00+09:00');
    expect(current.weeks).toBe(8);
    // The windows' event documents count over the same window.
    expect(docOf(out, 'public_window_matchups/current').window.since).toEqual(current.since);
    expect(docOf(out, 'public_window_placements/current').window.start).toBe(current.start);
  });

  it('lets --current-since win over the stored setting', () => {
    const data = snapshotWith('flag', { currentSince: '2026-03-01' });
    const out = path.join(work, 'flag-out');
    const result = aggregate(data, out, ['--current-since', '2026-04-10']);
    expect(result.status, result.stderr).toBe(0);
    const current = docOf(out, 'public_windows/current');
    expect(current.since).toEqual({ date: '2026-04-10', setName: null });
    expect(current.start).toBe('2026-04-10T00:00:00+09:00');
    expect(current.weeks).toBe(2);
  });

  it('refuses a --current-since that is not a date with one line naming the flag, writing nothing', () => {
    const out = path.join(work, 'bad-flag');
    for (const bad of ['2026-02-30', '2026/03/01', 'M4']) {
      const result = aggregate(sample, out, ['--current-since', bad]);
      expect(result.status).toBe(2);
      expect(result.stderr.trim()).toBe(
        `tcg: --current-since: "${bad}" is not a date; use YYYY-MM-DD (JST), e.g. --current-since 2026-07-31`,
      );
    }
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a stored setting that is not a date with one line naming the setting, writing nothing', () => {
    const data = snapshotWith('bad-stored', { currentSince: 'soon' });
    const out = path.join(work, 'bad-stored-out');
    const result = aggregate(data, out);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('settings/current.currentSince: "soon" is not a date (YYYY-MM-DD)');
    expect(existsSync(path.join(out, 'docs'))).toBe(false);
  });

  it('refuses a date more than a year after the clock, as the flag and as the stored setting (9999-12-31 was taken)', () => {
    const out = path.join(work, 'far-flag');
    // The clock is --as-of (2026-04-20 JST): 2027-04-20 is the latest accepted.
    const accepted = aggregate(sample, out, ['--current-since', '2027-04-20']);
    expect(accepted.status, accepted.stderr).toBe(0);
    rmSync(out, { recursive: true, force: true });
    const flag = aggregate(sample, out, ['--current-since', '9999-12-31']);
    expect(flag.status).toBe(2);
    expect(flag.stderr.trim()).toBe(
      "tcg: --current-since: 9999-12-31 is more than a year ahead (at most 2027-04-20); 現環境 starts on a past or coming set's release",
    );
    expect(existsSync(out)).toBe(false);
    const data = snapshotWith('far-stored', { currentSince: '2027-04-21' });
    const stored = aggregate(data, path.join(work, 'far-stored-out'));
    expect(stored.status).toBe(1);
    const lines = stored.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      'settings/current.currentSince: "2027-04-21" is more than a year ahead (at most 2027-04-20)',
    );
  });
});
