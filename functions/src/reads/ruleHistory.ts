// A rule's history: every save, toggle, restore and delete keeps the version it replaced (and the
// one it wrote), who and when, under rule_history/{ruleId}/versions/{n}, in the transaction of the
// change itself, so no change exists without its entry. rule_history/{ruleId} holds the count.
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { StoredDoc } from '../../../data/store.ts';
import type { RuleDefinition, RuleVersionAction } from '../../../engine/admin/shapes.ts';
import type { Handler } from '../callable.ts';
import type { Caller } from '../runtime.ts';
import { storedOrNull } from './readDoc.ts';
import { adminRule, time } from './toShapes.ts';

export const RULE_HISTORY = 'rule_history';
/** Versions a history page holds at most (newest first); older ones page by `before`. */
export const RULE_HISTORY_LIMIT = 50;

/** The definition fields of a rule (what the editor edits), from a stored rule document. */
export function ruleDefinition(doc: StoredDoc): RuleDefinition {
  const { name, enabled, priority, description, conditions, variants } = adminRule(doc);
  return { name, enabled, priority, description, conditions, variants };
}

const DEFINITION_FIELDS = ['name', 'enabled', 'priority', 'description', 'conditions', 'variants'] as const;

/** The definition fields that differ between two versions (all of them for a create or a delete). */
export function changedFields(before: RuleDefinition | null, after: RuleDefinition | null): string[] {
  return DEFINITION_FIELDS.filter(
    (field) =>
      before === null || after === null || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

/** Version n's document id: zero-padded, so the ids sort as the numbers do. */
const versionId = (n: number) => String(n).padStart(8, '0');

export interface RuleChange {
  action: RuleVersionAction;
  before: RuleDefinition | null;
  after: RuleDefinition | null;
  caller: Caller;
  /** A restore: the version whose earlier state it brought back. */
  restoredFrom?: number;
}

/**
 * Reads the rule's version count inside `tx` (a transaction reads before it writes), and returns
 * the write of the next version, to call after the change's own reads.
 */
export async function nextVersion(
  tx: Transaction,
  db: Firestore,
  ruleId: string,
): Promise<(change: RuleChange) => DocumentReference> {
  const counter = db.collection(RULE_HISTORY).doc(ruleId);
  const snapshot = await tx.get(counter);
  const count = Number(snapshot.get('count') ?? 0);
  const n = (Number.isFinite(count) ? count : 0) + 1;
  return (change) => {
    const ref = counter.collection('versions').doc(versionId(n));
    tx.set(counter, { ruleId, count: n, updatedAt: FieldValue.serverTimestamp() });
    tx.set(ref, {
      n,
      ruleId,
      action: change.action,
      at: FieldValue.serverTimestamp(),
      by: change.caller.uid,
      byEmail: change.caller.email,
      changed: changedFields(change.before, change.after),
      before: change.before,
      after: change.after,
      restoredFrom: change.restoredFrom ?? null,
    });
    return ref;
  };
}

const ACTIONS: readonly RuleVersionAction[] = ['create', 'save', 'toggle', 'restore', 'delete'];

function definitionOrNull(value: unknown): RuleDefinition | null {
  if (value === null || typeof value !== 'object') return null;
  return ruleDefinition({ id: '', ...(value as Record<string, unknown>) });
}

export const listRuleHistory: Handler<'listRuleHistory'> = async ({ id, before }, { db }) => {
  const counter = db.collection(RULE_HISTORY).doc(id);
  // A page is cut by a where on the version number (the local Firestore server ignores startAfter).
  let versionsQuery = counter.collection('versions').orderBy('n', 'desc');
  if (before) versionsQuery = versionsQuery.where('n', '<', before);
  const [head, page] = await Promise.all([counter.get(), versionsQuery.limit(RULE_HISTORY_LIMIT + 1).get()]);
  const more = page.docs.length > RULE_HISTORY_LIMIT;
  const versions = page.docs.slice(0, RULE_HISTORY_LIMIT).flatMap((snapshot) => {
    const doc = storedOrNull(snapshot);
    if (!doc) return [];
    const action = ACTIONS.find((a) => a === doc.action) ?? 'save';
    const restoredFrom = Number(doc.restoredFrom);
    return [
      {
        n: Number(doc.n),
        action,
        at: time(doc, 'at'),
        by: typeof doc.by === 'string' ? doc.by : null,
        byEmail: typeof doc.byEmail === 'string' ? doc.byEmail : null,
        changed: Array.isArray(doc.changed)
          ? doc.changed.filter((f): f is string => typeof f === 'string')
          : [],
        before: definitionOrNull(doc.before),
        after: definitionOrNull(doc.after),
        restoredFrom: doc.restoredFrom === null || !Number.isFinite(restoredFrom) ? null : restoredFrom,
      },
    ];
  });
  const total = Number(head.get('count') ?? versions.length);
  const last = versions.at(-1);
  return {
    ruleId: id,
    total: Number.isFinite(total) ? total : versions.length,
    versions,
    nextBefore: more && last && Number.isFinite(last.n) ? last.n : null,
  };
};
