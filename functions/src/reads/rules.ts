// The rule list with deck counts, and get / save / toggle / delete of one rule (spec admin §2,
// §5). Saves validate with the spec's messages and record the caller's uid and e-mail; every
// change keeps the version it replaced in the rule's history (./ruleHistory.ts), in its transaction.
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isRuleDocument } from '../../../cli/pipelines/loadRules.ts';
import { checkRuleEdit, type RuleEdit } from '../../../cli/pipelines/ruleEditCheck.ts';
import { storedDoc } from '../../../data/firestoreStore.ts';
import { alreadyExists } from '../../../data/ingest/firestoreJobQueue.ts';
import { judgePatterns } from '../../../data/regexSafety.ts';
import type { StoredDoc } from '../../../data/store.ts';
import { CALLABLE_MESSAGES, type CallableErrorDetails } from '../../../engine/admin/callables.ts';
import { currentWeekOf, ruleWeeklyReader } from '../../../engine/admin/ruleWeekly.ts';
import { docPath } from '../../../engine/docPaths.ts';
import { ADMIN_FORM_MESSAGES, RULE_MESSAGES } from '../../../engine/messages.ts';
import { checkRules, patternsToJudge, type RuleCheck } from '../../../engine/rules/checkRule.ts';
import { compareByPriorityThenId } from '../../../engine/rules/order.ts';
import { MAX_RULES } from '../../../engine/rules/ruleLimit.ts';
import type { Rule } from '../../../engine/schemas.ts';
import type { Handler } from '../callable.ts';
import { invalidArgument } from '../callError.ts';
import type { Caller } from '../runtime.ts';
import { storedOrNull } from './readDoc.ts';
import { nextVersion, ruleDefinition } from './ruleHistory.ts';
import { adminRule } from './toShapes.ts';

const RULES = 'deck_rules';
/** The fields isRuleDocument reads: all a count needs. */
const PARENT_FIELDS = ['parent_rule_id', 'parentRuleId'] as const;

const WEEKLY_SUMMARY = docPath.weeklySummary;
/** The collection of the deck-type pages' documents (docPath.deckType). */
const DECK_TYPE_PAGES = docPath.deckType('x').replace(/\/x$/, '');

export const listRules: Handler<'listRules'> = async (_payload, { db }) => {
  const [docs, matched, weeklySummary, pages] = await Promise.all([
    storedRules(db),
    db.collection('decks').where('rule_matches', '!=', []).count().get(),
    db.doc(WEEKLY_SUMMARY).get(),
    // The rules with a public page: ids only.
    db.collection(DECK_TYPE_PAGES).select().get(),
  ]);
  const published = new Set(pages.docs.map((doc) => doc.id));
  const weekly = ruleWeeklyReader(weeklySummary.data());
  const totalMatchedDecks = matched.data().count;
  // Valid as `tcg rules validate` and the publish's classify see it (the one rule check).
  const invalid = new Set(
    checkRules(docs, await judgePatterns(patternsToJudge(docs))).invalidRules.map((r) => r.ruleId),
  );
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
      subRules: rule.variants.map(({ id, name, priority }) => ({ id, name, priority })),
      deckCount,
      share: deckCount === null || totalMatchedDecks === 0 ? null : deckCount / totalMatchedDecks,
      valid: !invalid.has(doc.id),
      publicPage: published.has(doc.id),
      weekly: weekly.of(rule.id),
    };
  });
  rows.sort(compareByPriorityThenId);
  return { rules: rows, totalMatchedDecks, week: currentWeekOf(weeklySummary.data()) };
};

/** Every rule document (statistics-only sub-rule documents left out), in id order. */
async function storedRules(db: Firestore): Promise<StoredDoc[]> {
  return (await db.collection(RULES).get()).docs.map(storedDoc).filter(isRuleDocument);
}

/**
 * The one rule check of an edit against the stored rules (engine/rules/checkRule.ts), with the
 * same messages as `tcg rules validate`; a refusal is thrown with every issue in its details.
 */
async function checkedRule(db: Firestore, edit: RuleEdit): Promise<Rule> {
  const checked = await checkRuleEdit(edit, await storedRules(db));
  if (checked.rule) return checked.rule;
  throw refusalError(checked);
}

function refusalError(checked: RuleCheck): HttpsError {
  const details: CallableErrorDetails = { issues: checked.issues };
  const message = checked.issues[0]?.message ?? CALLABLE_MESSAGES.ruleNotFound;
  switch (checked.refusal) {
    case 'tooManyRules':
      return new HttpsError('resource-exhausted', message, details);
    case 'idTaken':
      return new HttpsError('already-exists', message, details);
    case 'invalid':
    case undefined:
      return invalidArgument(checked.issues);
    default:
      throw new Error(`unknown refusal ${JSON.stringify(checked.refusal)}`);
  }
}

async function ruleOrThrow(db: Firestore, id: string, message: string): Promise<StoredDoc> {
  const doc = storedOrNull(await db.collection(RULES).doc(id).get());
  if (!doc || !isRuleDocument(doc)) throw new HttpsError('not-found', message);
  return doc;
}

/** The stored rule read inside a transaction (so the history's `before` is what the write replaces). */
async function ruleInTransaction(
  tx: Transaction,
  db: Firestore,
  id: string,
  message: string,
): Promise<StoredDoc> {
  const doc = storedOrNull(await tx.get(db.collection(RULES).doc(id)));
  if (!doc || !isRuleDocument(doc)) throw new HttpsError('not-found', message);
  return doc;
}

/** A checked rule's definition as the history keeps it (normalised as a read would show it). */
function definitionOf(rule: Rule) {
  return ruleDefinition({ ...(rule as unknown as Record<string, unknown>), id: rule.id });
}

export const getRule: Handler<'getRule'> = async ({ id }, { db }) => {
  const doc = await ruleOrThrow(db, id, CALLABLE_MESSAGES.ruleNotFound);
  // The stored rule as a save would check it now, so the editor shows what the publish refuses.
  const checked = await checkRuleEdit({ id, rule: doc }, await storedRules(db));
  return { rule: adminRule(doc), issues: checked.issues };
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

function ruleIdTaken(): HttpsError {
  const details: CallableErrorDetails = {
    issues: [{ path: 'name', message: CALLABLE_MESSAGES.ruleIdTaken }],
  };
  return new HttpsError('already-exists', CALLABLE_MESSAGES.ruleIdTaken, details);
}

function tooManyRules(): HttpsError {
  const details: CallableErrorDetails = { issues: [{ path: 'name', message: RULE_MESSAGES.tooManyRules }] };
  return new HttpsError('resource-exhausted', RULE_MESSAGES.tooManyRules, details);
}

/** Whether rule `id` is among the first MAX_RULES rule documents by create time (then id). */
async function withinLimit(db: Firestore, id: string): Promise<boolean> {
  const docs = (
    await db
      .collection(RULES)
      .select(...PARENT_FIELDS)
      .get()
  ).docs.filter((doc) => isRuleDocument(storedDoc(doc)));
  if (docs.length <= MAX_RULES) return true;
  docs.sort(
    (a, b) =>
      a.createTime.seconds - b.createTime.seconds ||
      a.createTime.nanoseconds - b.createTime.nanoseconds ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const rank = docs.findIndex((doc) => doc.id === id);
  return rank !== -1 && rank < MAX_RULES;
}

export const saveRule: Handler<'saveRule'> = async ({ id, rule: draft, restoredFrom }, { db, caller }) => {
  // A new rule is stored under its name; an existing one keeps its id whatever its name. The one
  // rule check refuses what the publish would refuse: invalid fields, a taken id or document, a
  // pattern that could backtrack without bound, a rule past the limit.
  const rule = await checkedRule(db, id === undefined ? { rule: draft } : { id, rule: draft });
  const ref = db.collection(RULES).doc(rule.id);
  const fields = ruleFields(rule, caller);
  let version: DocumentReference | undefined;
  if (id === undefined) {
    // The limit again, in the create's transaction: the check above read the
    // rules before this save, so concurrent saves could each see room for one more.
    // Concurrent creates of one name all pass the check above: the first commit wins, and each
    // other's create is refused (ALREADY_EXISTS, or seen on the transaction's retry): the
    // refusal the check would have given, never an internal error.
    await db
      .runTransaction(async (tx) => {
        const [rules, existing] = await Promise.all([
          tx.get(db.collection(RULES).select(...PARENT_FIELDS)),
          tx.get(ref),
        ]);
        if (existing.exists) throw ruleIdTaken();
        if (rules.docs.map(storedDoc).filter(isRuleDocument).length + 1 > MAX_RULES) throw tooManyRules();
        const record = await nextVersion(tx, db, rule.id);
        tx.create(ref, fields);
        // A deleted rule brought back from its history is a restore; its entry says which version.
        version = record({
          action: restoredFrom === undefined ? 'create' : 'restore',
          before: null,
          after: definitionOf(rule),
          caller,
          ...(restoredFrom === undefined ? {} : { restoredFrom }),
        });
      })
      .catch((error: unknown) => {
        throw alreadyExists(error) ? ruleIdTaken() : error;
      });
    // A query read in a transaction does not lock out documents created after it (20 creates at
    // 498 rules still left 503 on the emulator), so each create then counts again: past the
    // limit, the rules created last (by create time) are the extra ones, and each of those
    // removes itself. Every create does this after its commit, so at most MAX_RULES remain.
    if (!(await withinLimit(db, rule.id))) {
      // The rule never was: its create entry goes with it.
      const batch = db.batch();
      batch.delete(ref);
      if (version) batch.delete(version);
      await batch.commit();
      throw tooManyRules();
    }
  } else {
    await db.runTransaction(async (tx) => {
      const before = await ruleInTransaction(tx, db, id, CALLABLE_MESSAGES.ruleNotFound);
      const record = await nextVersion(tx, db, id);
      // Replaces the definition whole (arrays included); stats_* fields written by aggregation stay.
      tx.set(ref, fields, { mergeFields: Object.keys(fields) });
      record({
        action: restoredFrom === undefined ? 'save' : 'restore',
        before: ruleDefinition(before),
        after: definitionOf(rule),
        caller,
        ...(restoredFrom === undefined ? {} : { restoredFrom }),
      });
    });
  }
  return { rule: await savedRule(db, rule.id), created: id === undefined };
};

export const checkRule: Handler<'checkRule'> = async ({ id, rule: draft }, { db }) => {
  const checked = await checkRuleEdit(
    id === undefined ? { rule: draft } : { id, rule: draft },
    await storedRules(db),
  );
  return { issues: checked.issues };
};

export const setRuleEnabled: Handler<'setRuleEnabled'> = async ({ id, enabled }, { db, caller }) => {
  const doc = await ruleOrThrow(db, id, ADMIN_FORM_MESSAGES.toggleRuleMissing);
  // The spec's toggle saves the whole rule again: it must still pass the rule check.
  const rule = await checkedRule(db, { id, rule: { ...doc, enabled } });
  const fields = ruleFields(rule, caller);
  await db.runTransaction(async (tx) => {
    const before = await ruleInTransaction(tx, db, id, ADMIN_FORM_MESSAGES.toggleRuleMissing);
    const record = await nextVersion(tx, db, id);
    tx.set(db.collection(RULES).doc(id), fields, { mergeFields: Object.keys(fields) });
    record({ action: 'toggle', before: ruleDefinition(before), after: definitionOf(rule), caller });
  });
  return { rule: await savedRule(db, id) };
};

export const deleteRule: Handler<'deleteRule'> = async ({ id }, { db, caller }) => {
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
  await db.runTransaction(async (tx) => {
    const before = await ruleInTransaction(tx, db, id, CALLABLE_MESSAGES.ruleNotFound);
    const record = await nextVersion(tx, db, id);
    tx.delete(ref);
    record({ action: 'delete', before: ruleDefinition(before), after: null, caller });
  });
  return { id, deleted: true, cardStatsDeleted: rows.size };
};
