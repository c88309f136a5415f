// The rule table (spec admin §2): sortable by ID, name and deck count (default priority
// ascending); the enabled toggle saves the rule again (spec admin §4) and offers an undo.
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
import { COMMON, EDITOR, HISTORY, RULES as T } from '../texts.ts';
import { ruleHistoryKey } from './RuleHistory.tsx';
import { type Undoable, UndoOffer } from './UndoOffer.tsx';
import { type Message, StatusText } from './ui.tsx';
import { WeeklyCells, WeeklyHeaders } from './WeeklyCells.tsx';

type SortKey = 'priority' | 'id' | 'name' | 'deckCount';

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function sortRules(rules: readonly RuleRow[], key: SortKey, descending: boolean): RuleRow[] {
  const sorted = [...rules].sort((a, b) => {
    switch (key) {
      case 'priority':
        return compareByPriorityThenId(a, b);
      case 'id':
        return byCodeUnit(a.id, b.id);
      case 'name':
        return a.name.localeCompare(b.name, 'ja') || byCodeUnit(a.id, b.id);
      case 'deckCount':
        return (a.deckCount ?? -1) - (b.deckCount ?? -1) || byCodeUnit(a.id, b.id);
      default:
        throw new Error(`unknown sort key: ${JSON.stringify(key satisfies never)}`);
    }
  });
  return descending ? sorted.reverse() : sorted;
}

export function RuleTable({
  rules,
  windowShare,
}: {
  rules: readonly RuleRow[];
  /** The share column over a published time window; undefined: the live all-time share. */
  windowShare?: { label: string; of: (ruleId: string) => number };
}) {
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'priority',
    descending: false,
  });
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const rows = useMemo(() => sortRules(rules, sort.key, sort.descending), [rules, sort]);

  const [undo, setUndo] = useState<Undoable | null>(null);
  const closeUndo = useCallback(() => setUndo(null), []);

  /** Saves the rule with `enabled` (the whole rule again, spec admin §4); false when refused. */
  const setEnabled = async (rule: RuleRow, enabled: boolean): Promise<boolean> => {
    setMessage(null);
    if (!auth.currentUser) {
      setMessage({ kind: 'error', text: EDITOR.toggleUnauthenticated });
      return false;
    }
    setPending(rule.id);
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
      void queryClient.invalidateQueries({ queryKey: ['rules'] });
      void queryClient.invalidateQueries({ queryKey: ruleHistoryKey(rule.id) });
      return true;
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(T.updateFailed, error) });
      return false;
    } finally {
      setPending(null);
    }
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
  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
        <button
          type="button"
          className="sort"
          onClick={() => setSort({ key, descending: active ? !sort.descending : key === 'deckCount' })}
        >
          {label}
          {active ? (sort.descending ? ' ▼' : ' ▲') : ''}
        </button>
      </th>
    );
  };
  return (
    <>
      <StatusText message={message} />
      <UndoOffer offer={undo} onClose={closeUndo} />
      <div className="table-wrap">
        <table className="rule-table">
          <thead>
            <tr>
              {header('id', T.colId)}
              {header('name', T.colName)}
              <th>{T.colEnabled}</th>
              {header('priority', T.colPriority)}
              <th>{windowShare ? `${T.colShare}（${windowShare.label}）` : T.colShare}</th>
              {header('deckCount', T.colDecks)}
              <WeeklyHeaders />
              <th>{T.colActions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((rule) => (
              <tr key={rule.id} data-rule-id={rule.id} className={rule.enabled ? '' : 'disabled'}>
                <td data-rule-name>{rule.id}</td>
                <td data-rule-name>{rule.name}</td>
                <td>
                  <label className="toggle">
                    <input
                      type="checkbox"
                      checked={rule.enabled}
                      disabled={pending === rule.id}
                      onChange={() => toggle(rule)}
                      aria-label={`${rule.name} ${T.colEnabled}`}
                    />
                    <span>{rule.enabled ? COMMON.enabled : COMMON.disabled}</span>
                  </label>
                </td>
                <td>{rule.priority}</td>
                <td data-share>
                  {formatShare(windowShare ? (rule.enabled ? windowShare.of(rule.id) : null) : rule.share)}
                </td>
                <td>{rule.deckCount ?? COMMON.dash}</td>
                <WeeklyCells weekly={rule.weekly} />
                <td className="row-actions">
                  <Link to={adminRuleHref(rule.id)}>{T.edit}</Link>
                  {rule.publicPage && (
                    <a href={publicRuleHref(rule.id)} target="_blank" rel="noreferrer">
                      {T.publicSite}
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
