// The misclassification radar in the rule list: the unmatched decks grouped by what
// they play (the suggestRules callable, the code of `tcg rules suggest`), each group with its
// size, signature cards and their images, example decks, the proposed rule and its effect, and
// 「このグループからルールを作成」, which opens the rule editor prefilled with that rule and its impact.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { cardImageUrl } from '../../../engine/deckId.ts';
import { call, failureText } from '../lib/call.ts';
import { adminDeckHref, adminRuleHref } from '../lib/links.ts';
import { SUGGEST as T } from '../texts/suggest.ts';
import { ClassifyNow } from './ClassifyNow.tsx';
import { DeckImage } from './DeckImage.tsx';
import { IssueDetail } from './IssueList.tsx';
import { ErrorText } from './ui.tsx';

type Suggestions = CallableResult<'suggestRules'>;
type Group = Suggestions['clusters'][number];

/** One query for the rule list's groups and the editor's near misses (reads every deck: on demand). */
export const suggestionsQueryKey = ['rule-suggestions'] as const;

/** The radar's last answer; `refetch` computes it (never on its own: it reads every deck). */
export function useSuggestions() {
  return useQuery({
    queryKey: suggestionsQueryKey,
    queryFn: () => call('suggestRules', {}),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** What 「このグループからルールを作成」 hands the editor (history state of /rules/new). */
export interface SuggestedDraft {
  /** Set on the saved rule's editor: offers 今すぐ分類. */
  saved?: boolean;
  size: number;
  rule: Group['rule'];
  impact: Group['impact'];
}

/** The draft the editor was opened with from a group, if any. */
export function useSuggestedDraft(): SuggestedDraft | null {
  const state = useLocation().state as { suggestion?: SuggestedDraft } | null;
  const draft = state?.suggestion;
  return draft && typeof draft === 'object' && draft.rule && draft.impact ? draft : null;
}

/** The editor's note over a prefilled draft; once it is saved, the offer to classify now. */
export function SuggestionNote({ draft }: { draft: SuggestedDraft | null }) {
  if (!draft) return null;
  if (draft.saved) return <ClassifyNow />;
  return (
    <p className="status warn" data-testid="suggestion-note">
      {T.prefilled(draft.size)}
    </p>
  );
}

const percent = (share: number) => Math.round(share * 100);

export function SuggestedGroups() {
  const suggestions = useSuggestions();
  const busy = suggestions.isFetching;
  return (
    <div className="suggested-groups" data-testid="suggested-groups">
      <h3>{T.title}</h3>
      <p className="muted">{T.intro}</p>
      <div className="form-row">
        <button type="button" onClick={() => suggestions.refetch()} disabled={busy}>
          {busy ? T.running : suggestions.data ? T.rerun : T.run}
        </button>
        {suggestions.data && (
          <span className="muted" data-testid="suggest-summary">
            {T.summary(suggestions.data.unmatched, suggestions.data.decks)}
          </span>
        )}
      </div>
      {suggestions.isError && !busy && <ErrorText>{failureText(T.failed, suggestions.error)}</ErrorText>}
      {suggestions.data &&
        (suggestions.data.clusters.length === 0 ? (
          <p className="muted">{T.none(5)}</p>
        ) : (
          suggestions.data.clusters.map((group) => <GroupCard key={group.deckIds[0]} group={group} />)
        ))}
    </div>
  );
}

function GroupCard({ group }: { group: Group }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reenable, setReenable] = useState<{ busy: boolean; done: boolean; error: string | null }>({
    busy: false,
    done: false,
    error: null,
  });
  const create = () => {
    const suggestion: SuggestedDraft = { size: group.size, rule: group.rule, impact: group.impact };
    navigate('/rules/new', { state: { suggestion } });
  };
  const disabled = group.disabledRule;
  const enable = async () => {
    if (!disabled) return;
    setReenable({ busy: true, done: false, error: null });
    try {
      await call('setRuleEnabled', { id: disabled.ruleId, enabled: true });
      await queryClient.invalidateQueries({ queryKey: ['rules'] });
      setReenable({ busy: false, done: true, error: null });
    } catch (error) {
      setReenable({ busy: false, done: false, error: failureText(T.reenableFailed, error) });
    }
  };
  return (
    <section className="suggested-group" data-testid="suggested-group" aria-label={group.rule.name}>
      <div className="card-head">
        <h4>
          {group.rule.name} <span className="muted">{T.groupSize(group.size)}</span>
        </h4>
        {disabled ? (
          <button
            type="button"
            className="primary"
            onClick={enable}
            disabled={reenable.busy || reenable.done}
          >
            {T.reenable}
          </button>
        ) : null}
        <button type="button" className={disabled ? '' : 'primary'} onClick={create}>
          {T.createRule}
        </button>
      </div>
      {disabled && (
        <p className="status warn" data-testid="disabled-rule-match">
          {T.disabledMatch(disabled.name, disabled.matches, group.size)}{' '}
          <Link to={adminRuleHref(disabled.ruleId)}>{disabled.ruleId}</Link>
        </p>
      )}
      {reenable.error && <ErrorText>{reenable.error}</ErrorText>}
      {reenable.done && disabled && (
        <>
          <p className="status ok" role="status">
            {T.reenabled(disabled.name)}
          </p>
          <ClassifyNow />
        </>
      )}
      <h5>{T.signature}</h5>
      <ul className="signature-cards">
        {group.signature.slice(0, 8).map((card) => (
          <li key={card.name} data-card={card.name}>
            {card.image && (
              <img
                src={cardImageUrl(card.image)}
                alt={card.name}
                loading="lazy"
                onError={(event) => {
                  event.currentTarget.style.display = 'none';
                }}
              />
            )}
            <strong>{card.name}</strong>
            <span>{T.share(percent(card.share))}</span>
            <span className="muted">{T.elsewhere(percent(card.shareElsewhere))}</span>
            <span className="muted">{T.averageCount(card.averageCount)}</span>
          </li>
        ))}
      </ul>
      <h5>{T.examples}</h5>
      <div className="deck-grid">
        {group.exampleDeckIds.map((id) => (
          <div key={id} className="deck-tile">
            <DeckImage id={id} />
            <Link to={adminDeckHref(id)}>{id}</Link>
          </div>
        ))}
      </div>
      <h5>{T.proposedRule}</h5>
      <ul className="plain" data-testid="proposed-rule">
        <li>{T.priority(group.rule.priority)}</li>
        {group.rule.conditions.map((c) => (
          <li key={c.pattern}>
            <code>{c.pattern}</code> ≥ {c.min}
          </li>
        ))}
      </ul>
      <p data-testid="group-effect">
        {T.takes(group.impact.takesUnmatched)}
        {group.impact.alsoMatchesClassified > 0 && (
          <>
            {' / '}
            {T.alsoMatches(group.impact.alsoMatchesClassified)} (
            {group.impact.sharedWith.map((s, i) => (
              <span key={s.ruleId}>
                {i > 0 && '、'}
                <Link to={adminRuleHref(s.ruleId)}>{s.ruleId}</Link> {s.count}
              </span>
            ))}
            )
          </>
        )}
      </p>
      {group.ruleIssues.length > 0 && (
        <ul className="plain status warn">
          {group.ruleIssues.map((issue) => (
            <li key={issue.path}>
              {issue.path}: {issue.message}
              <IssueDetail detail={issue.detail} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
