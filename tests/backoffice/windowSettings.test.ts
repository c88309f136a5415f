// The back office's time windows and the 現環境 setting against the emulators: getPublicWindow
// answers the published public_windows/{key} (null before one is written, a bad key refused), and
// saveSettings stores currentSince with its audit entry, keeps it when omitted, clears it with
// null and refuses a value that is not a date with the form's message; the functions' aggregation
// starts 現環境 with the stored date, and refuses a stored value that is not one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FORM_MESSAGES } from '../../engine/messages.ts';
import { adminSdk, type Caller, closeAdmin, failure, signIn } from './client.ts';

let admin: Caller;
beforeAll(async () => {
  admin = await signIn({
    kind: 'email',
    claims: { role: 'admin' },
    email: `windows-admin-${Date.now()}@example.com`,
  });
});
afterAll(async () => {
  await admin.close();
  await closeAdmin();
});

describe('getPublicWindow', () => {
  it('answers the published window, null when there is none, and refuses a key that is not a window', async () => {
    const { db } = adminSdk();
    const ref = db.doc('public_windows/2w');
    const before = (await ref.get()).data();
    try {
      await ref.delete();
      expect((await admin.checked('getPublicWindow', { window: '2w' })).window).toBeNull();
      const golden = JSON.parse(
        readFileSync(path.resolve(import.meta.dirname, '../golden/aggregate/public_windows/2w.json'), 'utf8'),
      );
      await ref.set(golden);
      const { window } = await admin.checked('getPublicWindow', { window: '2w' });
      expect(window).toMatchObject({ key: '2w', label: '直近2週', matchedDecks: golden.matchedDecks });
      expect(window!.rows.map((row) => [row.id, row.share])).toEqual(
        golden.rows.map((row: { id: string; share: number }) => [row.id, row.share]),
      );
      for (const bad of ['3w', '', null])
        expect((await failure(admin.callRaw('getPublicWindow', { window: bad }))).code).toBe(
          'invalid-argument',
        );
    } finally {
      if (before) await ref.set(before);
      else await ref.delete();
    }
  });
});

describe('the 現環境 setting', () => {
  it('is saved with its audit entry, kept when omitted, cleared with null and refused when not a date', async () => {
    const { db } = adminSdk();
    const ref = db.doc('settings/current');
    const stored = (await ref.get()).data();
    try {
      const saved = await admin.checked('saveSettings', { eventOffset: 120, currentSince: '2026-03-01' });
      expect(saved.settings).toMatchObject({ eventOffset: 120, currentSince: '2026-03-01' });
      const audit = (await db.doc(`settings_audit/${saved.auditId}`).get()).data()!;
      expect(audit).toMatchObject({ newCurrentSince: '2026-03-01', newEventOffset: 120 });

      const kept = await admin.checked('saveSettings', { eventOffset: 130 });
      expect(kept.settings.currentSince).toBe('2026-03-01');
      expect((await ref.get()).get('currentSince')).toBe('2026-03-01');

      const cleared = await admin.checked('saveSettings', { eventOffset: 130, currentSince: null });
      expect(cleared.settings.currentSince).toBeNull();
      const clearedAudit = (await db.doc(`settings_audit/${cleared.auditId}`).get()).data()!;
      expect(clearedAudit).toMatchObject({ oldCurrentSince: '2026-03-01', newCurrentSince: null });

      for (const bad of ['2026-02-30', '2026/03/01', 20260301, 'M4'])
        expect(
          await failure(admin.callRaw('saveSettings', { eventOffset: 130, currentSince: bad })),
        ).toMatchObject({ code: 'invalid-argument', message: ADMIN_FORM_MESSAGES.currentSinceInvalid });
      expect((await admin.checked('getSettings')).settings?.currentSince).toBeNull();
    } finally {
      if (stored) await ref.set(stored);
    }
  });
});

describe("the functions' aggregation and the stored 現環境 setting", () => {
  it('starts 現環境 with the stored date, and stops with one line naming a stored value that is not a date', async () => {
    const { db } = adminSdk();
    const ref = db.doc('settings/current');
    const stored = (await ref.get()).data();
    try {
      await admin.checked('saveSettings', { eventOffset: 120, currentSince: '2026-03-01' });
      await admin.callRaw('rebuildPublicMatchups', {});
      const matchups = (await db.doc('public_window_matchups/current').get()).data()!;
      expect(matchups.window.since).toEqual({ date: '2026-03-01', setName: null });
      // 2026-03-01 is a Sunday: its Friday-start week began on 2026-02-27 (JST).
      expect(Date.parse(matchups.window.start)).toBe(Date.parse('2026-02-27T00:00:00+09:00'));
      const placements = (await db.doc('public_window_placements/current').get()).data()!;
      expect(placements.window).toEqual(matchups.window);

      await ref.update({ currentSince: 'soon' });
      const refused = await failure(admin.callRaw('rebuildPublicMatchups', {}));
      expect(refused.code).toBe('failed-precondition');
      expect(refused.message).toContain('settings/current.currentSince: "soon" is not a date');
      // Nothing was published by the refused run.
      expect((await db.doc('public_window_matchups/current').get()).data()!.window.since.date).toBe(
        '2026-03-01',
      );
    } finally {
      if (stored) await ref.set(stored);
    }
  });
});
