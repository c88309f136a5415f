// classifyDecks: the decks an admin chose in the unmatched table, classified now with every valid
// rule, as runDeckClassification classifies every deck (the same rule check, the same per-deck
// update, the same merge write), without reading the rest of the collection.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { loadRules } from '../../../cli/pipelines/loadRules.ts';
import { mergeWrite, storedDoc } from '../../../data/firestoreStore.ts';
import { ClassificationRun, deckUpdate } from '../../../engine/rules/classify.ts';
import { RuleMatcher } from '../../../engine/rules/matcher.ts';
import type { Handler } from '../callable.ts';

export const classifyDecks: Handler<'classifyDecks'> = async ({ deckIds }, context) => {
  const { db } = context;
  const ids = [...new Set(deckIds)];
  // Invalid rules are left out, as the whole run leaves them out (the admin cannot fix them here).
  const loaded = await loadRules(context.store);
  const run = new ClassificationRun(
    new RuleMatcher(loaded.rules),
    { kind: 'all' },
    context.now().toISOString(),
  );
  const snapshots = await db.getAll(...ids.map((id) => db.collection('decks').doc(id)));
  const batch = db.batch();
  const matched: string[] = [];
  const unmatched: string[] = [];
  const missing: string[] = [];
  let updated = 0;
  for (const snapshot of snapshots) {
    if (!snapshot.exists) {
      missing.push(snapshot.id);
      continue;
    }
    const doc = storedDoc(snapshot as QueryDocumentSnapshot);
    const change = deckUpdate(run, doc);
    const matches = change ? change.set.rule_matches : (doc.rule_matches ?? doc.ruleMatches);
    (Array.isArray(matches) && matches.length > 0 ? matched : unmatched).push(snapshot.id);
    if (!change) continue;
    const { data, fields } = mergeWrite(change);
    batch.set(snapshot.ref, data, { mergeFields: fields });
    updated++;
  }
  // At most 200 writes: one batch, so the selection is classified whole or not at all.
  if (updated > 0) await batch.commit();
  return { matched, unmatched, updated, missing };
};
