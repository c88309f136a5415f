// settings/current and its audit trail: a save writes the new value and a settings_audit entry
// (old value, new value, who, when) in one transaction, so neither exists without the other.
import { FieldValue } from 'firebase-admin/firestore';
import { currentSinceProblem } from '../../../engine/currentSinceDate.ts';
import { ADMIN_FORM_MESSAGES } from '../../../engine/messages.ts';
import type { Handler } from '../callable.ts';
import { invalidArgument } from '../callError.ts';
import { readDoc, storedOrNull } from './readDoc.ts';
import { adminSettings } from './toShapes.ts';

export const SETTINGS_PATH = 'settings/current';
export const SETTINGS_AUDIT = 'settings_audit';

export const getSettings: Handler<'getSettings'> = async (_payload, { db }) => {
  const doc = await readDoc(db, SETTINGS_PATH);
  return { settings: doc ? adminSettings(doc) : null };
};

export const saveSettings: Handler<'saveSettings'> = async (payload, { db, caller, now }) => {
  const { eventOffset } = payload;
  // The form is checked by the payload schema; how far ahead a date may be needs the clock.
  if (
    payload.currentSince != null &&
    currentSinceProblem(payload.currentSince, now().getTime()) !== undefined
  ) {
    throw invalidArgument([{ path: 'currentSince', message: ADMIN_FORM_MESSAGES.currentSinceTooLate }]);
  }
  const ref = db.doc(SETTINGS_PATH);
  const audit = db.collection(SETTINGS_AUDIT).doc();
  await db.runTransaction(async (tx) => {
    const before = storedOrNull(await tx.get(ref));
    const old = before ? adminSettings(before) : null;
    const oldEventOffset = old ? old.eventOffset : null;
    const oldCurrentSince = old?.currentSince ?? null;
    // 現環境's start (ours): omitted keeps the stored one; null goes back to the sets' releases.
    const currentSince = payload.currentSince === undefined ? oldCurrentSince : payload.currentSince;
    const who = {
      updatedBy: caller.uid,
      updatedByEmail: caller.email,
      updatedAt: FieldValue.serverTimestamp(),
    };
    // Replaced whole: a snake_case event_offset left beside it would win with readers that
    // prefer the stored snake_case names.
    tx.set(ref, { eventOffset, currentSince, ...who });
    tx.set(audit, {
      oldEventOffset,
      newEventOffset: eventOffset,
      oldCurrentSince,
      newCurrentSince: currentSince,
      ...who,
    });
  });
  const saved = await readDoc(db, SETTINGS_PATH);
  return { settings: adminSettings(saved ?? {}), auditId: audit.id };
};
