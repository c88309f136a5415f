// The rule list with deck counts, and get / save / toggle / delete of one rule (spec admin §2,
// §5). Saves validate with the spec's messages and record the caller's uid and e-mail.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isRuleDocument } from '../../../cli/pipelines/loadRules.ts';
import { storedDoc } from '../../../data/firestoreStore.ts';
import type { StoredDoc } from '../../../data/store.ts';
import { CALLABLE_MESSAGES } from '../../../engine/admin/callables.ts';
import { ADMIN_FORM_MESSAGES } from '../../../engine/messages.ts';
import { compareByPriorityThenId } from '../../../engine/rules/order.ts';
import { MAX_RULES } from '../../../engine/rules/ruleLimit.ts';
import { validateRule } from '../../../engine/rules/validateRule.ts';
import type { Rule } from '../../../engine/schemas.ts';
import type { Handler } from '../callable.ts';
import { invalidArgument } from '../callError.ts';
import type { Caller } from '../runtime.ts';
import { storedOrNull } from './readDoc.ts';
import { adminRule } from './toShapes.ts';

const RULES = 'deck_rules';

export const listRules: Handler<'listRules'> = async (_payload, { db }) => {
  const [snapshot, matched] = await Promise.all([
    db.collection(RULES).get(),
    db.collection('decks').where('rule_matches', '!=', []).count().get(),
  ]);
  const totalMatchedDecks = matched.data().count;
  const docs = snapshot.docs.map(storedDoc).filter(isRuleDocument);
  // One count query per rule (decks whose rule_matches contains it); a failed count shows a dash.
  const counts = await Promise.all(
    docs.map((doc) =>
      db
        .collection('decks')
        .where('rule_matches', 'array-contains', doc.id)
        .count()
        .get()
        .then((r) => r.data().count)
        .catch(() => null),
    ),
  );
  const rows = docs.map((doc, i) => {
    const rule = adminRule(doc);
    const deckCount = counts[i] ?? null;
    return {
      id: rule.id,
      name: rule.name,
      enabled: rule.enabled,
      priority: rule.priority,
      description: rule.description,
      variantCount: rule.variants.length,
      deckCount,
      share: deckCount === null || totalMatchedDecks === 0 ? null : deckCount / totalMatchedDecks,
      valid: validateRule(doc).rule !== null,
    };
  });
  rows.sort(compareByPriorityThenId);
  return { rules: rows, totalMatchedDecks };
};

async function ruleOrThrow(db: Firestore, id: string, message: string): Promise<StoredDoc> {
  const doc = storedOrNull(await db.collection(RULES).doc(id).get());
  if (!doc || !isRuleDocument(doc)) throw new HttpsError('not-found', message);
  return doc;
}

export const getRule: Handler<'getRule'> = async ({ id }, { db }) => {
  const doc = await ruleOrThrow(db, id, CALLABLE_MESSAGES.ruleNotFound);
  return { rule: adminRule(doc), issues: validateRule(doc).issues };
};

/** The stored form of a validated rule plus who saved it (statistics fields are left alone). */
function ruleFields(rule: Rule, caller: Caller): Record<string, unknown> {
  return {
    id: rule.id,
    name: rule.name,
    enabled: rule.enabled,
    priority: rule.priority,
    description: rule.description,
    conditions: rule.conditions,
    variants: rule.variants,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: caller.uid,
    updatedByEmail: caller.email,
  };
}

async function savedRule(db: Firestore, id: string) {
  const doc = storedOrNull(await db.collection(RULES).doc(id).get());
  if (!doc) throw new Error(`deck_rules/${id} vanished right after it was saved`);
  return adminRule(doc);
}

export const saveRule: Handler<'saveRule'> = async ({ id, rule: draft }, { db, caller }) => {
  // A new rule is stored under its name; an existing one keeps its id whatever its name.
  const { rule, issues } = validateRule({ ...draft, id: id ?? draft.name });
  if (!rule) throw invalidArgument(issues);
  const ref = db.collection(RULES).doc(rule.id);
  const fields = ruleFields(rule, caller);
  if (id === undefined) {
    // A rule set past the limit could no longer be classified or aggregated: refuse the new rule
    // here, where the admin can still act on it.
    const rules = (await db.collection(RULES).count().get()).data().count;
    if (rules >= MAX_RULES) throw new HttpsError('resource-exhausted', CALLABLE_MESSAGES.tooManyRules);
    try {
      await ref.create(fields);
    } catch (error) {
      if ((error as { code?: unknown }).code === 6)
        throw new HttpsError('already-exists', CALLABLE_MESSAGES.ruleIdTaken);
      throw error;
    }
  } else {
    await ruleOrThrow(db, id, CALLABLE_MESSAGES.ruleNotFound);
    // Replaces the definition whole (arrays included); stats_* fields written by aggregation stay.
    await ref.set(fields, { mergeFields: Object.keys(fields) });
  }
  return { rule: await savedRule(db, rule.id), created: id === undefined };
};

export const setRuleEnabled: Handler<'setRuleEnabled'> = async ({ id, enabled }, { db, caller }) => {
  const doc = await ruleOrThrow(db, id, ADMIN_FORM_MESSAGES.toggleRuleMissing);
  // The spec's toggle saves the whole rule again: it must still be valid.
  const { rule, issues } = validateRule({ ...doc, enabled });
  if (!rule) throw invalidArgument(issues);
  const fields = ruleFields(rule, caller);
  await db
    .collection(RULES)
    .doc(id)
    .set(fields, { mergeFields: Object.keys(fields) });
  return { rule: await savedRule(db, id) };
};

export const deleteRule: Handler<'deleteRule'> = async ({ id }, { db }) => {
  await ruleOrThrow(db, id, CALLABLE_MESSAGES.ruleNotFound);
  const ref = db.collection(RULES).doc(id);
  // The rule's statistics rows go with it (Firestore keeps sub-collections of deleted documents).
  const rows = await ref.collection('card_stats').get();
  const batchSize = 400;
  for (let i = 0; i < rows.docs.length; i += batchSize) {
    const batch = db.batch();
    for (const row of rows.docs.slice(i, i + batchSize)) batch.delete(row.ref);
    await batch.commit();
  }
  await ref.delete();
  return { id, deleted: true, cardStatsDeleted: rows.size };
};
