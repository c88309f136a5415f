// A rule's history in the editor: each save, toggle, restore and delete (newest first, 50 a server
// page, a button for older ones) with who, when, the changed fields and their line diff; one click
// brings the version before a change back, through saveRule (the same rule check as a save), and
// that restore is itself a new entry.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminRule, RuleVersion } from '../../../engine/admin/shapes.ts';
import { call, failureText } from '../lib/call.ts';
import { ruleDiff } from '../lib/ruleDiff.ts';
import { HISTORY as T } from '../texts/ruleHistory.ts';
import { DateTime, ErrorText, Loading, type Message, NextPageButton, StatusText } from './ui.tsx';

export const ruleHistoryKey = (id: string) => ['ruleHistory', id] as const;

export function RuleHistory(props: {
  id: string;
  /** The editor holds unsaved edits: a restore asks before discarding them. */
  dirty: boolean;
  /** The rule is deleted: a restore creates it again (under its name, as a new rule is stored). */
  deleted?: boolean;
  onRestored: (rule: AdminRule) => void;
}) {
  const queryClient = useQueryClient();
  // 50 versions a server page, newest first; older pages follow the version number (`before`).
  const history = useInfiniteQuery({
    queryKey: ruleHistoryKey(props.id),
    queryFn: ({ pageParam }) =>
      call('listRuleHistory', { id: props.id, ...(pageParam === null ? {} : { before: pageParam }) }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<Message>(null);

  const restore = async (version: RuleVersion) => {
    if (!version.before) return;
    if (props.dirty && !window.confirm(T.confirmDiscard)) return;
    setBusy(version.n);
    setMessage(null);
    try {
      const saved = await call('saveRule', {
        ...(props.deleted ? {} : { id: props.id }),
        rule: version.before,
        restoredFrom: version.n,
      });
      queryClient.setQueryData(['rule', saved.rule.id], { rule: saved.rule, issues: [] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['rules'] }),
        queryClient.invalidateQueries({ queryKey: ruleHistoryKey(props.id) }),
        queryClient.invalidateQueries({ queryKey: ruleHistoryKey(saved.rule.id) }),
      ]);
      props.onRestored(saved.rule);
      setMessage({ kind: 'ok', text: T.restored(version.n) });
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(T.restoreFailed, error) });
    } finally {
      setBusy(null);
    }
  };

  if (history.isPending) return <Loading />;
  if (history.isError) return <ErrorText>{failureText(T.loadFailed, history.error)}</ErrorText>;
  const versions = history.data.pages.flatMap((page) => page.versions);
  const total = history.data.pages[0]?.total ?? versions.length;
  return (
    <div className="rule-history">
      <StatusText message={message} />
      {versions.length === 0 ? (
        <p className="muted">{T.empty}</p>
      ) : (
        <>
          <p className="muted">{T.total(versions.length, total)}</p>
          <ol className="history-list">
            {versions.map((version) => (
              <li key={version.n} data-version={version.n}>
                <div className="history-head">
                  <strong>{T.version(version.n)}</strong>
                  <span className="history-action">{T.actions[version.action]}</span>
                  <DateTime iso={version.at} />
                  <span className="history-by" title={version.by ?? undefined}>
                    {version.byEmail ?? version.by ?? ''}
                  </span>
                </div>
                <p className="history-changed">
                  {T.changed}:{' '}
                  {version.changed.length === 0
                    ? T.unchanged
                    : version.changed.map((field) => T.fields[field] ?? field).join('、')}
                  {version.restoredFrom !== null && `（${T.restoredFrom(version.restoredFrom)}）`}
                </p>
                <div className="actions">
                  <button
                    type="button"
                    aria-expanded={open === version.n}
                    onClick={() => setOpen(open === version.n ? null : version.n)}
                  >
                    {open === version.n ? T.hideDiff : T.showDiff}
                  </button>
                  {/* A create has no earlier version. */}
                  {version.before && (
                    <button type="button" onClick={() => restore(version)} disabled={busy !== null}>
                      {busy === version.n ? T.restoring : T.restore}
                    </button>
                  )}
                </div>
                {open === version.n && <VersionDiff version={version} />}
              </li>
            ))}
          </ol>
          <NextPageButton
            query={history}
            label={T.loadMore(versions.length, total)}
            testId="history-more"
            failed={T.loadFailed}
          />
        </>
      )}
    </div>
  );
}

function VersionDiff({ version }: { version: RuleVersion }) {
  const fields = ruleDiff(version.before, version.after);
  if (fields.length === 0) return <p className="muted">{T.unchanged}</p>;
  return (
    <div className="history-diff" data-testid={`diff-${version.n}`}>
      {fields.map(({ field, lines }) => (
        <div key={field}>
          <h3>{T.fields[field] ?? field}</h3>
          <pre>
            {lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are fixed, never reordered
              <span key={i} className={`diff-${line.kind}`}>
                {line.kind === 'removed' ? '- ' : line.kind === 'added' ? '+ ' : '  '}
                {line.text}
                {'\n'}
              </span>
            ))}
          </pre>
        </div>
      ))}
    </div>
  );
}
