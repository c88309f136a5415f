// The dashboard's first-run guide: while no deck is classified or a public
// document is missing, it says what to run, in order (classification, then the rebuild), with the
// buttons right there. Hidden once both are done.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCounts } from '../../../engine/admin/shapes.ts';
import { call } from '../lib/call.ts';
import { cachedDoc, isPublishedDocKey } from '../lib/queryClient.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON } from '../texts/common.ts';
import { DASHBOARD, FIRST_RUN as T } from '../texts/dashboard.ts';
import { Card, StatusText } from './ui.tsx';

export function FirstRunGuide({ counts }: { counts: AdminCounts | undefined }) {
  const queryClient = useQueryClient();
  const docs = useQuery({ queryKey: ['public-docs'], queryFn: () => call('getPublicDocStatus') });
  const action = useAction();
  if (!counts || !docs.data) return null;
  // Nothing classified yet: every deck lacks a match (a classified snapshot has some matches).
  const needsClassification = counts.decks > 0 && counts.unmatchedDecks >= counts.decks;
  const missing = docs.data.docs.filter((doc) => !doc.exists).map((doc) => doc.path);
  // Nothing to do: an empty marker (the checked state, for tests and tools), no card.
  if (!needsClassification && missing.length === 0 && action.message === null)
    return <div data-first-run="done" hidden />;
  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cachedDoc.counts }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['public-docs'] }),
      queryClient.invalidateQueries({ queryKey: ['rules'] }),
      queryClient.invalidateQueries({ predicate: (query) => isPublishedDocKey(query.queryKey) }),
    ]);
  const classify = async () => {
    const done = await action.run('classify', () => call('runDeckClassification', {}), {
      done: (r) => T.classifyDone(r.processed, r.updated),
      failed: T.classifyFailed,
    });
    if (done) await reread();
  };
  const rebuild = async () => {
    if (!window.confirm(DASHBOARD.rebuildAllConfirm)) return;
    const done = await action.run('rebuild', () => call('rebuildAllAggregations'), {
      done: () => T.rebuildDone,
      failed: T.rebuildFailed,
    });
    if (done) await reread();
  };
  return (
    <Card title={T.title} id="first-run">
      <p>{T.intro}</p>
      <ol className="plain first-run">
        <li>
          {needsClassification ? T.classifyStep(counts.unmatchedDecks, counts.decks) : T.classifyDoneStep}{' '}
          {needsClassification && (
            <button type="button" className="primary" onClick={classify} disabled={action.busy !== null}>
              {action.busy === 'classify' ? COMMON.running : T.classify}
            </button>
          )}
        </li>
        <li>
          {missing.length > 0 ? T.rebuildStep(missing.join('、')) : T.rebuildDoneStep}{' '}
          {missing.length > 0 && (
            <button
              type="button"
              className={needsClassification ? undefined : 'primary'}
              onClick={rebuild}
              disabled={action.busy !== null}
            >
              {action.busy === 'rebuild' ? COMMON.running : T.rebuild}
            </button>
          )}
        </li>
      </ol>
      <StatusText message={action.message} />
    </Card>
  );
}
