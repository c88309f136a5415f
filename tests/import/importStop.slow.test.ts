// `tcg events import` stopped by SIGTERM in the middle of its writes, through the real CLI: it
// stops after the events in hand, keeps what it wrote and says how many it did not write (exit
// 0); a second SIGTERM ends it at once (143) saying the events written are kept, never "the
// output is as before" (issue 43: said so after 900 events were written). A rerun writes the rest.
import { type ChildProcess, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot, runTcg } from '../helpers/runTcg.ts';
import { makeSnapshot, readJsonl, removeDir, tempDir } from '../helpers/snapshot.ts';
import { CSV_HEADER, csvRow } from './resultsCsvFixture.ts';

/** Enough events that the import is still writing when the first ones reach the file. */
const EVENTS = 5_000;
const AS_OF = '2026-11-01T00:00:00.000Z';
const env = { ...process.env, TCG_OFFICIAL_EVENTS_URL: 'https://players.pokemon-card.com' };

let dir: string;
let csv: string;
beforeEach(async () => {
  dir = await makeSnapshot({ decks: [], events: [], deck_jobs: [] });
  const files = await tempDir('tcg-import-stop-');
  csv = path.join(files, 'results.csv');
  const rows = [CSV_HEADER];
  for (let n = 0; n < EVENTS; n++) {
    const event = {
      id: String(300_000 + n),
      date: '2023-05-28',
      title: 'シティリーグ2023 シーズン4 オープンリーグ',
      shop: `店${n}`,
      prefecture: '神奈川県',
      league: 'オープン',
    };
    rows.push(
      csvRow(
        event,
        '1',
        '25',
        `Stop${String(n).padStart(2, '0').slice(-2)}-${String(n).padStart(6, '0')}-aaaaaa`,
      ),
    );
  }
  await writeFile(csv, `${rows.join('\n')}\n`);
});
afterEach(async () => {
  await removeDir(dir);
  await removeDir(path.dirname(csv));
});

/** Starts the import; sends `count` SIGTERMs once events.jsonl has grown (the second after the first's line). */
function stopWhenWriting(count: 1 | 2) {
  const eventsFile = path.join(dir, 'events.jsonl');
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'bin/tcg.js'), 'events', 'import', '--data', dir, '--as-of', AS_OF, csv],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
  });
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  let sent = 0;
  const poll = setInterval(() => {
    if (sent === 0 && statSync(eventsFile).size > 0) {
      sent++;
      child.kill('SIGTERM');
    } else if (sent === 1 && count === 2 && stderr.includes('stopping after the work in flight')) {
      sent++;
      child.kill('SIGTERM');
    }
  }, 10);
  return new Promise<{ code: number | null; sent: number; stdout: string; stderr: string }>((resolve) => {
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ code, sent, stdout, stderr });
    });
  });
}

describe('tcg events import stopped by SIGTERM while it writes', { timeout: 120_000 }, () => {
  it('keeps the events written, says how many it did not write, exits 0; a rerun writes the rest', async () => {
    const run = await stopWhenWriting(1);
    expect(run.sent, 'the stop came while it wrote').toBe(1);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('the output is as before');
    const stopped =
      /events import \(stopped: (\d+) events not written; run the same import again to write them\): 1 file, created (\d+),/.exec(
        run.stdout,
      );
    expect(stopped, run.stdout).not.toBeNull();
    const [unwritten, created] = [Number(stopped![1]), Number(stopped![2])];
    expect(unwritten + created).toBe(EVENTS);
    expect(await readJsonl(path.join(dir, 'events.jsonl'))).toHaveLength(created);
    const rerun = await runTcg(['events', 'import', '--data', dir, '--as-of', AS_OF, csv, '--json']);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(JSON.parse(rerun.stdout)).toMatchObject({ created: unwritten, skipped: created });
  });

  it('--dry-run of 5,000 events reports the progress of its lookups (it printed nothing)', async () => {
    const run = await runTcg(['events', 'import', '--data', dir, '--as-of', AS_OF, csv, '--dry-run']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`events import: checking events: ${EVENTS} done`);
    expect(run.stderr).toContain(`events import: checking decks: ${EVENTS} done`);
  });

  it('a second SIGTERM ends it at once (143), saying the events written are kept, never "as before"', async () => {
    const run = await stopWhenWriting(2);
    expect(run.stderr).not.toContain('the output is as before');
    // The first stop is quick on a snapshot: the second signal may come after the process ended
    // (exit 0, the stopped summary), else it ends it at once with the notice.
    if (run.code === 0) expect(run.stdout).toMatch(/events import \(stopped: \d+ events not written/);
    else {
      expect(run.code, run.stderr).toBe(143);
      expect(run.stderr).toContain('the events written before the stop are kept');
    }
  });
});
