// The results import of the データ同期 screen in Chromium against the emulators: the real saved
// answers (tests/import/answers, see its README) and a results CSV are picked, previewed (events,
// results, decks to fetch) with nothing written, then imported; a malformed CSV shows the line
// naming the file and row, and the import button stays disabled.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { RESULT_IMPORT as T } from '../../site/admin/texts/sync.ts';
import {
  C1,
  C2,
  CSV_EVENT_A,
  CSV_HEADER,
  csvRow,
  csvText,
  fixtureCsvLines,
} from '../import/resultsCsvFixture.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin } from './emulators.ts';

const ANSWERS = path.resolve(import.meta.dirname, '../import/answers');
const ANSWER_FILES = ['event_result_detail_search.952669.json', 'event_result_detail_search.981571.json'].map(
  (name) => path.join(ANSWERS, name),
);
const EVENT_IDS = ['952669', '981571', '109310', '46059'];
/** The answers as the file input takes them. */
const ANSWER_PAYLOADS = ANSWER_FILES.map((file) => ({
  name: path.basename(file),
  mimeType: 'application/json',
  buffer: readFileSync(file),
}));

/** Every deck ID the fixture files cite (their jobs are removed afterwards). */
function citedDecks(): string[] {
  const fromAnswers = ANSWER_FILES.flatMap((file) =>
    (JSON.parse(readFileSync(file, 'utf8')).results as { deck_id: string }[]).map((row) => row.deck_id),
  );
  const fromCsv = fixtureCsvLines()
    .slice(1)
    .map((line) => line.split(',').at(-1)!);
  return [...new Set([...fromAnswers, ...fromCsv])];
}

test.describe('results import (データ同期)', () => {
  test.beforeEach(requireEmulators);
  test.afterAll(async () => {
    if (process.env.TCG_ADMIN_EMULATORS_UP === '1') {
      const { db } = admin();
      await Promise.all([
        ...EVENT_IDS.map((id) => db.doc(`events/${id}`).delete()),
        ...citedDecks().map((id) => db.doc(`deck_jobs/${id}`).delete()),
      ]);
    }
    await closeAdmin();
  });

  test('previews what the files hold, writes nothing until asked, then imports', async ({ page }) => {
    const { db } = admin();
    await signInAsAdmin(page, '/system/admin/sync');
    const run = page.getByRole('button', { name: T.run, exact: true });
    await expect(run).toBeDisabled();

    await page
      .getByLabel(T.files)
      .setInputFiles([
        ...ANSWER_PAYLOADS,
        { name: 'cityleague.csv', mimeType: 'text/csv', buffer: Buffer.from(csvText(fixtureCsvLines())) },
      ]);
    await expect(page.getByText(T.preview(3, 4, 38, 36))).toBeVisible();
    await expect(page.getByText(T.plan(4, 0, 0, 36))).toBeVisible();
    await expect(run).toBeEnabled();
    expect((await db.doc('events/981571').get()).exists).toBe(false);

    await run.click();
    await expect(page.getByText(T.done(4, 0, 0, 36))).toBeVisible();
    await expect(run).toBeDisabled();
    const event = (await db.doc('events/981571').get()).data();
    expect(event?.results).toHaveLength(16);
    expect((await db.doc(`deck_jobs/${C1}`).get()).get('status')).toBe('pending');

    // The same files again: everything is stored, nothing would be written.
    await page.getByLabel(T.files).setInputFiles(ANSWER_PAYLOADS);
    await expect(page.getByText(T.preview(2, 2, 32, 32))).toBeVisible();
    await expect(page.getByText(T.plan(0, 0, 2, 0))).toBeVisible();
  });

  test('a malformed CSV shows the line naming the file and row, and cannot be imported', async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/sync');
    const bad = csvText([
      CSV_HEADER,
      csvRow({ ...CSV_EVENT_A, id: '778001' }, '1', '100', C1),
      csvRow({ ...CSV_EVENT_A, id: '778001' }, '二', '75', C2),
    ]);
    await page
      .getByLabel(T.files)
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await expect(
      page.getByText(
        `${T.previewFailed}bad.csv:3: 順位 "二" is not a rank (a whole number ≥ 1); fix it or leave the file out (nothing was imported)`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: T.run, exact: true })).toBeDisabled();
    expect((await admin().db.doc('events/778001').get()).exists).toBe(false);
  });
});
