// Every admin screen on a phone (390 px) and a laptop (1366 px), measured in Chromium against the
// emulators: the page never scrolls sideways (only table scrollers do), each table scrolls inside
// its wrapper with its first column kept in place, rule names wrap by words rather than one
// character per line, and the run log has no blank rows. Screenshots go to test-results/admin.
import { expect, type Page, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';
import { ADMIN_ROUTES, shotName, siteUrl } from './routes.ts';

/** Narrowest a rule-name cell may be: seven full-width characters at the table's 0.9rem. */
const RULE_NAME_MIN_PX = 7 * 0.9 * 16;

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

/** The page's own horizontal overflow (table scrollers excluded: they clip their content). */
function pageOverflow(page: Page) {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const past = (el: Element | null) =>
      el !== null && el.getBoundingClientRect().right > window.innerWidth + 0.5;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => past(el) && !past(el.parentElement) && !el.closest('.table-wrap'))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className)} "${(el.textContent ?? '').slice(0, 30)}"`,
      )
      .slice(0, 5);
    return { scrollWidth: scroller.scrollWidth, width: window.innerWidth, culprits };
  });
}

type TableFacts = {
  index: number;
  scrolls: boolean;
  overflowX: string;
  /** Every first-column cell's computed position. */
  firstColumn: string[];
  /** Left edge of the first header cell minus the wrapper's, before and after scrolling to the end. */
  firstLeftBefore: number;
  firstLeftAfter: number;
  scrolled: number;
};

/** Each table wrapper: whether it overflows, and where its first column sits once scrolled right. */
function tableFacts(page: Page): Promise<TableFacts[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const facts = [];
    const wrappers = [...document.querySelectorAll<HTMLElement>('.table-wrap')].filter(
      // Phones lay the condition editor out as cards, not a table.
      (w) => getComputedStyle(w.querySelector('table') ?? w).display === 'table',
    );
    for (const [index, wrap] of wrappers.entries()) {
      const table = wrap.querySelector('table');
      if (!table || table.rows.length === 0) continue;
      const first = () =>
        table.rows[0]!.cells[0]!.getBoundingClientRect().left - wrap.getBoundingClientRect().left;
      const cells = [...table.rows].map((row) => row.cells[0]).filter((c) => c !== undefined);
      const before = first();
      wrap.scrollLeft = wrap.scrollWidth;
      await frame();
      const after = first();
      const scrolled = wrap.scrollLeft;
      wrap.scrollLeft = 0;
      facts.push({
        index,
        scrolls: wrap.scrollWidth > wrap.clientWidth + 1,
        overflowX: getComputedStyle(wrap).overflowX,
        firstColumn: [...new Set(cells.map((c) => getComputedStyle(c).position))],
        firstLeftBefore: before,
        firstLeftAfter: after,
        scrolled,
      });
    }
    return facts;
  });
}

/** Each rule-name cell: its width and how many lines its text takes against its length. */
function ruleNameFacts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-rule-name]')].map((el) => {
      const text = (el.textContent ?? '').trim();
      // The text's own box, not the cell's: a cell is as tall as its row.
      const range = document.createRange();
      range.selectNodeContents(el);
      const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight) || 16;
      return {
        text,
        width: el.getBoundingClientRect().width,
        lines: Math.max(1, Math.round(range.getBoundingClientRect().height / lineHeight)),
      };
    }),
  );
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
  test.describe(`admin screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });
    test.beforeEach(requireEmulators);
    test.afterAll(closeAdmin);

    test('no sideways page scroll, tables scroll with their first column kept, rule names readable', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const errors = watchErrors(page);
      await signInAsAdmin(page);
      let tablesSeen = 0;
      let scrollersSeen = 0;
      let ruleNamesSeen = 0;
      for (const route of ADMIN_ROUTES) {
        await page.goto(siteUrl(route));
        await expect(page.locator('.admin-main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/admin/phones-${shotName(route)}-${width}.png`,
          fullPage: true,
        });

        const overflow = await pageOverflow(page);
        expect(
          overflow.scrollWidth,
          `${route} scrolls sideways: ${overflow.culprits.join(', ')}`,
        ).toBeLessThanOrEqual(overflow.width);

        for (const t of await tableFacts(page)) {
          tablesSeen += 1;
          const where = `${route} table #${t.index}`;
          expect(t.firstColumn, `${where}: first column`).toEqual(['sticky']);
          if (!t.scrolls) continue;
          scrollersSeen += 1;
          expect(t.overflowX, `${where}: wrapper overflow-x`).toMatch(/auto|scroll/);
          expect(t.scrolled, `${where}: scrolled`).toBeGreaterThan(0);
          expect(
            Math.abs(t.firstLeftAfter - t.firstLeftBefore),
            `${where}: first column moved`,
          ).toBeLessThanOrEqual(1);
        }

        for (const name of await ruleNameFacts(page)) {
          ruleNamesSeen += 1;
          const chars = [...name.text].length;
          expect(name.width, `${route} rule name "${name.text}" width`).toBeGreaterThanOrEqual(
            Math.min(RULE_NAME_MIN_PX, chars * 8),
          );
          // One character per line would be `chars` lines; five or more characters a line is readable.
          expect(name.lines, `${route} rule name "${name.text}" lines`).toBeLessThanOrEqual(
            Math.max(1, Math.ceil(chars / 5)),
          );
        }
      }
      // The emulators' snapshot has rules and events: the measurements above ran on real tables.
      expect(tablesSeen).toBeGreaterThan(5);
      expect(ruleNamesSeen).toBeGreaterThan(5);
      if (width === 390) expect(scrollersSeen).toBeGreaterThan(2);
      expect(errors).toEqual([]);
    });

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
