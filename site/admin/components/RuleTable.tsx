// The rule table (spec admin §2): a DataTable (search, sorting by every column, default priority
// ascending, pages) of the rules, each with its sub-rules listed under its name; the enabled toggle
// saves the rule again (spec admin §4) and offers an undo; several chosen rules are enabled or
// disabled at once, after a confirmation, each through the same setRuleEnabled call (and history
// version) as one toggle, and the change is offered for undo as the single toggle's is.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import type { RuleRow } from '../../../engine/admin/shapes.ts';
import { formatShare } from '../../../engine/format.ts';
import { compareByPriorityThenId } from '../../../engine/rules/order.ts';
import { call, failureText } from '../lib/call.ts';
import { auth } from '../lib/firebase.ts';
import { adminRuleHref, publicRuleHref } from '../lib/links.ts';
import { COMMON } from '../texts/common.ts';
import { EDITOR } from '../texts/ruleEditor.ts';
import { HISTORY } from '../texts/ruleHistory.ts';
import { RULES as T } from '../texts/rules.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { ruleHistoryKey } from './RuleHistory.tsx';
import { type Undoable, UndoOffer } from './UndoOffer.tsx';
import { ExternalLink, type Message, StatusText } from './ui.tsx';
import { weeklyColumns } from './weeklyColumns.tsx';

/** A rule's place in the default order (priority, then id), as a number the table can sort by. */
function priorityRanks(rules: readonly RuleRow[]): Map<string, number> {
  return new Map([...rules].sort(compareByPriorityThenId).map((rule, i) => [rule.id, i]));
}

/** The sub-rules under a rule's name, by priority then id (the order the engine tries them). */
function SubRules({ rule }: { rule: RuleRow }) {
  if (rule.subRules.length === 0) return null;
  const ordered = [...rule.subRules].sort(compareByPriorityThenId);
  return (
    <ul className="sub-rules" aria-label={`${rule.name} ${T.subRules}`}>
      {ordered.map((sub) => (
        <li key={sub.id} data-sub-rule-id={sub.id}>
          {sub.name}
        </li>
      ))}
    </ul>
  );
}

/** The first few chosen rules' names for the confirmation, and how many more. */
function confirmNames(rules: readonly RuleRow[]): string {
  const SHOWN = 5;
  const names = rules.slice(0, SHOWN).map((rule) => T.quoted(rule.name));
  return names.join('、') + (rules.length > SHOWN ? T.bulkMore(rules.length - SHOWN) : '');
}

/** One bulk change's outcome: the rules changed, and each refused rule with the reason. */
type BulkOutcome = {
  enabled: boolean;
  changed: string[];
  failed: { id: string; name: string; reason: string }[];
};

export function RuleTable({
  rules,
  windowShare,
}: {
  rules: readonly RuleRow[];
  /** The share column over a published time window; undefined: the live all-time share. */
  windowShare?: { label: string; of: (ruleId: string) => number };
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<Message>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulk, setBulk] = useState<BulkOutcome | null>(null);
  const [undo, setUndo] = useState<Undoable | null>(null);
  const closeUndo = useCallback(() => setUndo(null), []);
  const ranks = useMemo(() => priorityRanks(rules), [rules]);
  const byId = useMemo(() => new Map(rules.map((rule) => [rule.id, rule])), [rules]);

  const busy = (id: string, on: boolean) =>
    setPending((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Saves the rule with `enabled` (the whole rule again, spec admin §4); the error when refused. */
  const save = async (rule: RuleRow, enabled: boolean): Promise<unknown | null> => {
    busy(rule.id, true);
    try {
      const saved = await call('setRuleEnabled', { id: rule.id, enabled });
      // The saved rule updates its row at once; the counts are re-read behind it.
      queryClient.setQueryData<CallableResult<'listRules'>>(['rules'], (old) =>
        old
          ? {
              ...old,
              rules: old.rules.map((r) => (r.id === rule.id ? { ...r, enabled: saved.rule.enabled } : r)),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: ruleHistoryKey(rule.id) });
      return null;
    } catch (error) {
      return error ?? new Error('failed');
    } finally {
      busy(rule.id, false);
    }
  };

  const signedIn = () => {
    if (auth.currentUser) return true;
    setMessage({ kind: 'error', text: EDITOR.toggleUnauthenticated });
    return false;
  };

  const setEnabled = async (rule: RuleRow, enabled: boolean): Promise<boolean> => {
    setMessage(null);
    if (!signedIn()) return false;
    const error = await save(rule, enabled);
    void queryClient.invalidateQueries({ queryKey: ['rules'] });
    if (error === null) return true;
    setMessage({ kind: 'error', text: failureText(T.updateFailed, error) });
    return false;
  };
  const toggle = async (rule: RuleRow) => {
    setUndo(null);
    if (!(await setEnabled(rule, !rule.enabled))) return;
    setUndo({
      key: Date.now(),
      text: HISTORY.toggled(rule.name, !rule.enabled),
      undo: async () => {
        if (await setEnabled(rule, rule.enabled)) setMessage({ kind: 'ok', text: HISTORY.undone(rule.name) });
      },
    });
  };

  const chosen = [...selected].flatMap((id) => byId.get(id) ?? []);
  /** The rules one after another, each its own setRuleEnabled (its own history version). */
  const applyMany = async (rules: readonly RuleRow[], enabled: boolean): Promise<BulkOutcome> => {
    const outcome: BulkOutcome = { enabled, changed: [], failed: [] };
    for (const rule of rules) {
      const error = await save(rule, enabled);
      if (error === null) outcome.changed.push(rule.id);
      else outcome.failed.push({ id: rule.id, name: rule.name, reason: failureText(T.updateFailed, error) });
    }
    setBulk(outcome);
    await queryClient.invalidateQueries({ queryKey: ['rules'] });
    return outcome;
  };
  /** The chosen rules, after the admin confirms; the ones it changed can be put back at once. */
  const setMany = async (enabled: boolean) => {
    setMessage(null);
    setUndo(null);
    setBulk(null);
    if (!signedIn()) return;
    // In the default order (priority, then id), whatever order they were chosen in.
    const targets = chosen
      .filter((rule) => rule.enabled !== enabled)
      .sort((a, b) => (ranks.get(a.id) ?? 0) - (ranks.get(b.id) ?? 0));
    if (targets.length === 0) {
      setBulk({ enabled, changed: [], failed: [] });
      return;
    }
    if (!window.confirm(T.bulkConfirm(targets.length, enabled, confirmNames(targets)))) return;
    const outcome = await applyMany(targets, enabled);
    if (outcome.failed.length === 0) setSelected(new Set());
    const changed = targets.filter((rule) => outcome.changed.includes(rule.id));
    if (changed.length === 0) return;
    setUndo({
      key: Date.now(),
      text: T.bulkUndoOffer(changed.length),
      undo: async () => {
        if (!signedIn()) return;
        const back = await applyMany(changed, !enabled);
        if (back.failed.length === 0) setMessage({ kind: 'ok', text: T.bulkUndone(back.changed.length) });
      },
    });
  };

  // The share shown: the published window's (a disabled rule has none there), else the live one.
  const shareOf = (rule: RuleRow): number | null =>
    windowShare ? (rule.enabled ? windowShare.of(rule.id) : null) : rule.share;

  // Built each render: the toggle cells read the pending saves (a few hundred rows at most).
  const columns: DataColumn<RuleRow>[] = [
    {
      key: 'id',
      header: T.colId,
      sortValue: (rule) => rule.id,
      searchText: (rule) => [rule.id, ...rule.subRules.map((sub) => sub.id)].join(' '),
      cell: (rule) => <div data-rule-name>{rule.id}</div>,
    },
    {
      key: 'name',
      header: T.colName,
      sortValue: (rule) => rule.name,
      searchText: (rule) => [rule.name, ...rule.subRules.map((sub) => sub.name)].join(' '),
      cell: (rule) => (
        <div data-rule-name>
          {rule.name}
          <SubRules rule={rule} />
        </div>
      ),
    },
    {
      key: 'enabled',
      header: T.colEnabled,
      pin: 'end',
      sortValue: (rule) => rule.enabled,
      searchText: () => '',
      cell: (rule) => (
        <label className="toggle">
          <input
            type="checkbox"
            checked={rule.enabled}
            disabled={pending.has(rule.id)}
            onChange={() => toggle(rule)}
            aria-label={`${rule.name} ${T.colEnabled}`}
          />
          <span>{rule.enabled ? COMMON.enabled : COMMON.disabled}</span>
        </label>
      ),
    },
    {
      key: 'priority',
      header: T.colPriority,
      // Ties keep the default order (by id), so the column sorts as the engine tries the rules.
      sortValue: (rule) => ranks.get(rule.id) ?? rule.priority,
      searchText: () => '',
      cell: (rule) => rule.priority,
    },
    {
      key: 'share',
      header: windowShare ? `${T.colShare}（${windowShare.label}）` : T.colShare,
      sortValue: (rule) => shareOf(rule),
      searchText: () => '',
      cell: (rule) => <span data-share>{formatShare(shareOf(rule))}</span>,
    },
    {
      key: 'deckCount',
      header: T.colDecks,
      sortValue: (rule) => rule.deckCount,
      searchText: () => '',
      cell: (rule) => rule.deckCount ?? COMMON.dash,
    },
    ...weeklyColumns((rule: RuleRow) => rule.weekly),
    {
      key: 'actions',
      header: T.colActions,
      pin: 'end',
      cell: (rule) => (
        <span className="row-actions">
          <Link to={adminRuleHref(rule.id)}>{T.edit}</Link>
          {rule.publicPage && <ExternalLink href={publicRuleHref(rule.id)}>{T.publicSite}</ExternalLink>}
        </span>
      ),
    },
  ];

  const working = pending.size > 0;
  return (
    <>
      <StatusText message={message} />
      <UndoOffer offer={undo} onClose={closeUndo} />
      <BulkResult outcome={bulk} />
      <DataTable
        rows={rules}
        columns={columns}
        rowKey={(rule) => rule.id}
        testId="rule-table"
        rowProps={(rule) => ({ 'data-rule-id': rule.id, className: rule.enabled ? '' : 'disabled' })}
        initialSort={{ key: 'priority', direction: 'asc' }}
        initialPageSize={100}
        selection={{ selectable: () => true, selected, onChange: setSelected }}
        toolbar={
          <span className="actions">
            <button
              type="button"
              data-testid="rules-enable-selected"
              disabled={chosen.length === 0 || working}
              onClick={() => setMany(true)}
            >
              {T.enableSelected(chosen.length)}
            </button>
            <button
              type="button"
              data-testid="rules-disable-selected"
              disabled={chosen.length === 0 || working}
              onClick={() => setMany(false)}
            >
              {T.disableSelected(chosen.length)}
            </button>
          </span>
        }
      />
    </>
  );
}

/** What a bulk change did: how many rules it changed, and each rule it could not, with why. */
function BulkResult({ outcome }: { outcome: BulkOutcome | null }) {
  if (!outcome) return null;
  return (
    <div data-testid="rules-bulk-result">
      <StatusText
        message={
          outcome.failed.length === 0
            ? { kind: 'ok', text: T.bulkDone(outcome.changed.length, outcome.enabled) }
            : {
                kind: 'error',
                text: T.bulkPartial(outcome.changed.length, outcome.failed.length, outcome.enabled),
              }
        }
      />
      {outcome.failed.length > 0 && (
        <ul className="bulk-failures">
          {outcome.failed.map((failure) => (
            <li key={failure.id}>{T.bulkFailedRule(failure.name, failure.reason)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
