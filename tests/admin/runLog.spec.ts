// The run log on a phone (390 px) and a laptop (1366 px), measured in Chromium against the
// emulators: no blank rows, names and statuses not squeezed, a long error not a screen tall. Every
// screen's overflow and tables: screens.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { admin, closeAdmin, requireEmulators, signInAsAdmin } from './emulators.ts';

/** Run-log entries seeded for the test: a success, a long error, one still running. */
const SEEDED_RUNS = [
  { id: 'rebuildPublicDeckTypes', status: 'success', finished: true, errorMessage: null },
  {
    id: 'runEventSync',
    status: 'error',
    finished: true,
    errorMessage:
      '公式サイトのイベント一覧を取得できませんでした（HTTP 503）。しばらくしてから再実行してください。https://players.pokemon-card.com/event/search?offset=0&limit=20',
  },
  { id: 'scheduledDeckJobs', status: 'running', finished: false, errorMessage: null },
] as const;

/**
 * Writes the seeded runs and returns a function that puts the previous documents back, so the
 * specs that read the run log after this one see it as the emulators left it.
 */
async function seedRunLog(): Promise<() => Promise<void>> {
  const { db } = admin();
  const refs = SEEDED_RUNS.map((run) => db.collection('system/admin/function_runs').doc(run.id));
  const before = await db.getAll(...refs);
  const now = Date.now();
  await Promise.all(
    SEEDED_RUNS.map((run, i) =>
      refs[i]!.set({
        id: run.id,
        name: run.id,
        status: run.status,
        lastStartedAt: Timestamp.fromMillis(now - (i + 2) * 60_000),
        lastFinishedAt: run.finished ? Timestamp.fromMillis(now - (i + 1) * 60_000) : null,
        startedBy: null,
        errorMessage: run.errorMessage,
        errorCode: null,
      }),
    ),
  );
  return async () => {
    await Promise.all(
      before.map((snapshot, i) => (snapshot.exists ? refs[i]!.set(snapshot.data()!) : refs[i]!.delete())),
    );
  };
}

/** The run log's rows: every cell's visible text and the row's height against the screen's. */
function runLogRows(page: Page) {
  return page.locator('[data-testid="run-log"] tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const tr = row as HTMLTableRowElement;
      const lines = (cell: HTMLElement) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lineHeight = Number.parseFloat(getComputedStyle(cell).lineHeight) || 16;
        return Math.max(1, Math.round(range.getBoundingClientRect().height / lineHeight));
      };
      return {
        cells: [...tr.cells].map((c) => (c as HTMLElement).innerText.trim()),
        // The job's name and its status badge in lines of text (a squeezed cell: one character a line).
        nameLines: lines(tr.cells[0]!),
        statusLines: lines(tr.cells[1]!),
        height: tr.getBoundingClientRect().height,
        screen: window.innerHeight,
      };
    }),
  );
}

for (const width of [390, 1366]) {
  test.describe(`the run log at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });
    test.beforeEach(requireEmulators);
    test.afterAll(closeAdmin);

    test('the run log has no blank rows', async ({ page }) => {
      const restore = await seedRunLog();
      const rows = await (async () => {
        try {
          await signInAsAdmin(page, '/system/admin/aggregations');
          await expect(page.locator('[data-testid="run-log"] tbody tr').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `test-results/admin/phones-run-log-${width}.png`, fullPage: true });
          return await runLogRows(page);
        } finally {
          await restore();
        }
      })();
      expect(rows.length).toBeGreaterThanOrEqual(SEEDED_RUNS.length);
      for (const row of rows) {
        expect(
          row.cells.every((c) => c.length > 0),
          `blank cell in run-log row ${JSON.stringify(row.cells)}`,
        ).toBe(true);
        expect(row.nameLines, `run-log name ${row.cells[0]} lines`).toBeLessThanOrEqual(2);
        expect(row.statusLines, `run-log status ${row.cells[1]} lines`).toBe(1);
        // A row a screen tall reads as blank space: the long error wraps into a third of the screen.
        expect(row.height, `run-log row ${row.cells[0]} height`).toBeLessThanOrEqual(row.screen / 3);
      }
    });
  });
}
