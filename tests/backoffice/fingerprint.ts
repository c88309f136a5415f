// Every document a callable could touch, with its update time: two equal fingerprints mean
// nothing was written in between (the local server cannot list collections, so they are named).
import type { Firestore } from 'firebase-admin/firestore';

const COLLECTIONS = [
  'cards',
  'decks',
  'events',
  'deck_rules',
  'deck_jobs',
  'deck_job_leases',
  'settings',
  'settings_audit',
  'rule_history',
  'admin_cache',
  'public',
  'public_events',
  'public_decks',
  'public_deck_details',
  'system_meta',
  'system/admin/function_runs',
];

export async function fingerprint(db: Firestore): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const name of COLLECTIONS) {
    const snapshot = await db.collection(name).get();
    for (const doc of snapshot.docs) out.set(doc.ref.path, doc.updateTime.toDate().toISOString());
  }
  const rules = await db.collection('deck_rules').get();
  for (const rule of rules.docs) {
    for (const row of (await rule.ref.collection('card_stats').get()).docs)
      out.set(row.ref.path, row.updateTime.toDate().toISOString());
  }
  return out;
}
