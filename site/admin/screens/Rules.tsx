// Rule list (spec admin §2): actions, the classification run, the unmatched decks with the radar's
// groups, and the sortable rule table with its enabled toggle — four anchored sections.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ClassificationRun } from '../components/ClassificationRun.tsx';
import { RuleTable } from '../components/RuleTable.tsx';
import { SuggestedGroups } from '../components/SuggestedGroups.tsx';
import { UnmatchedDecks } from '../components/UnmatchedDecks.tsx';
import { Card, ErrorText, ExternalLink, Loading } from '../components/ui.tsx';
import {
  usePublicWindow,
  useWindowKey,
  WindowLine,
  WindowSwitch,
  windowShareOf,
} from '../components/WindowRanking.tsx';
import { call } from '../lib/call.ts';
import { RULES as T } from '../texts/rules.ts';
import { WINDOW_VIEW } from '../texts/windows.ts';

export const rulesQueryKey = ['rules'] as const;

export function useRules() {
  return useQuery({ queryKey: rulesQueryKey, queryFn: () => call('listRules') });
}

export function Rules() {
  const rules = useRules();
  // The share column over a time window, from the document the public site ranks by.
  const windowKey = useWindowKey();
  const publishedWindow = usePublicWindow(windowKey);
  const shareWindow = publishedWindow.data?.window ?? null;
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  // Anchors (#section-...) scroll once the sections exist.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <div className="screen">
      <h1>{T.title}</h1>
      <Card title={T.actions} id="section-rule-actions">
        <div className="actions">
          <Link to="/rules/new" className="button primary">
            {T.newRule}
          </Link>
          <Link to="/rules/preview" className="button">
            {T.preview}
          </Link>
          <ExternalLink href="/decks" className="button">
            {T.publicSite}
          </ExternalLink>
        </div>
      </Card>
      <Card title={T.classification} id="section-deck-classification">
        <ClassificationRun
          rules={rules.data?.rules ?? []}
          onDone={() => queryClient.invalidateQueries({ queryKey: rulesQueryKey })}
        />
      </Card>
      {/* The unmatched decks and the radar's groups come before the long rule table. */}
      <Card title={T.unmatched} id="section-unmatched-decks">
        <SuggestedGroups />
        <UnmatchedDecks />
      </Card>
      <Card title={T.list} id="section-rule-list">
        <WindowSwitch current={windowKey} />
        {publishedWindow.isError && <ErrorText>{WINDOW_VIEW.failed}</ErrorText>}
        {shareWindow ? (
          <WindowLine window={shareWindow} />
        ) : (
          publishedWindow.isSuccess && <p className="muted">{WINDOW_VIEW.ruleListMissing}</p>
        )}
        {rules.isPending ? (
          <Loading />
        ) : rules.isError ? (
          <ErrorText>{T.listFailed}</ErrorText>
        ) : (
          <RuleTable
            rules={rules.data.rules}
            windowShare={
              shareWindow ? { label: shareWindow.label, of: windowShareOf(shareWindow) } : undefined
            }
          />
        )}
      </Card>
    </div>
  );
}
