// The live deck-job table picks up a job queued from the terminal with `tcg jobs add`, without a
// reload (the table polls every few seconds).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { JOBS } from '../../site/admin/texts/deckJobs.ts';
import { closeAdmin, PROJECT_ID, requireEmulators, signInAsAdmin } from './emulators.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

function tcg(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(REPO_ROOT, 'bin', 'tcg.js'), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

test.describe('deck jobs', () => {
  test.beforeEach(requireEmulators);
  test.afterAll(closeAdmin);

  test('the table updates after tcg jobs add', async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/deck-jobs');
    const pending = page.getByTestId('job-count-pending');
    await expect(pending).not.toHaveText('—');
    const before = Number(await pending.textContent());
    const deckId = `Zz${Date.now().toString(36).slice(-4)}-AAAAAA-BBBBBB`.slice(0, 20);
    const added = await tcg(['jobs', 'add', '--source', 'firestore', '--project', PROJECT_ID, deckId]);
    expect(added.code, added.output).toBe(0);
    await expect(page.locator('[data-testid="jobs-table"] tr', { hasText: deckId })).toContainText(
      JOBS.status.pending,
      { timeout: 15_000 },
    );
    await expect(pending).toHaveText(String(before + 1));
  });
});
