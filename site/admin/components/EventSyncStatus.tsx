// The daily event sync's state on the データ同期 screen: its last success and, when it failed
// since, why — the official site's browser check in Japanese with the pointer to tcg events import.
import { useQuery } from '@tanstack/react-query';
import { BROWSER_CHECK_CODE, browserCheckNotice } from '../lib/browserCheck.ts';
import { call, errorText } from '../lib/call.ts';
import { BROWSER_CHECK as T } from '../texts/sync.ts';
import { Card, DateTime, ErrorText, Loading } from './ui.tsx';

export function EventSyncStatus() {
  // Not the dashboard's hour-long cache: this screen is where an admin looks after a failure.
  const status = useQuery({ queryKey: ['eventSyncStatus'], queryFn: () => call('getAdminCounts') });
  const failure = status.data?.lastEventSyncFailure;
  return (
    <Card title={T.title}>
      {status.isPending && <Loading />}
      {status.error && <ErrorText>{errorText(status.error, '')}</ErrorText>}
      {status.data && (
        <dl className="facts">
          <dt>{T.lastSuccess}</dt>
          <dd>
            <DateTime iso={status.data.lastEventSyncAt} />
          </dd>
          {failure && (
            <>
              <dt>{T.lastFailure}</dt>
              <dd>
                <DateTime iso={failure.at} />
              </dd>
            </>
          )}
        </dl>
      )}
      {failure && (
        <p className="status error" role="alert" data-testid="event-sync-failure">
          {failure.code === BROWSER_CHECK_CODE
            ? browserCheckNotice(failure.message)
            : `${T.otherFailure}${failure.message}`}
        </p>
      )}
    </Card>
  );
}
