// Rule editor (spec admin §2): new mode without an id in the route. Fields, conditions,
// sub-rules, JSON reflect/apply, the change impact, save, delete (confirmed) and back.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { type RuleIssue, validateRule } from '../../../engine/rules/validateRule.ts';
import { ConditionTable } from '../components/ConditionTable.tsx';
import { ImpactPanel } from '../components/ImpactPanel.tsx';
import { IssueList } from '../components/IssueList.tsx';
import { JsonPanel } from '../components/JsonPanel.tsx';
import { NearMisses } from '../components/NearMisses.tsx';
import { RuleDecks } from '../components/RuleDecks.tsx';
import { RuleFields } from '../components/RuleFields.tsx';
import { RuleHistory, ruleHistoryKey } from '../components/RuleHistory.tsx';
import {
  type SuggestedDraft,
  SuggestionNote,
  suggestionsQueryKey,
  useSuggestedDraft,
} from '../components/SuggestedGroups.tsx';
import { Card, ErrorText, Loading, type Message, StatusText } from '../components/ui.tsx';
import { VariantCards } from '../components/VariantCards.tsx';
import { call, errorIssues, failureText, isNotFound } from '../lib/call.ts';
import { auth } from '../lib/firebase.ts';
import { adminRuleHref } from '../lib/links.ts';
import { blankRule, formToRaw, type RuleForm, ruleToForm } from '../lib/ruleForm.ts';
import { IMPACT, NEAR_MISS, RULE_DECKS, EDITOR as T } from '../texts/ruleEditor.ts';
import { HISTORY } from '../texts/ruleHistory.ts';
import { RULES } from '../texts/rules.ts';

export function RuleEditor() {
  const { id } = useParams();
  const rule = useQuery({
    queryKey: ['rule', id],
    queryFn: () => call('getRule', { id: id! }),
    enabled: id !== undefined,
  });
  // Opened from a group of unmatched decks: its proposed rule and impact (SuggestedGroups.tsx).
  const draft = useSuggestedDraft();
  if (id === undefined)
    return (
      <EditorForm
        key={draft ? `new:${draft.rule.name}` : 'new'}
        initial={draft ? ruleToForm(draft.rule) : blankRule()}
        suggested={draft}
      />
    );
  if (rule.isPending) return <Loading />;
  if (rule.isError) {
    const notFound = isNotFound(rule.error);
    return (
      <div className="screen">
        <h1>{T.editTitle}</h1>
        <ErrorText>{notFound ? RULES.notFound : failureText(RULES.loadFailed, rule.error)}</ErrorText>
        {notFound && <DeletedRuleHistory id={id} />}
        <Link to="/rules">{T.back}</Link>
      </div>
    );
  }
  // Just saved from a radar group: the note becomes the offer to classify now.
  return (
    <EditorForm
      key={id}
      id={id}
      initial={ruleToForm(rule.data.rule)}
      storedIssues={rule.data.issues}
      suggested={draft?.saved ? draft : null}
    />
  );
}

/** A deleted rule's history (kept under its id): one click creates it again from a version. */
function DeletedRuleHistory({ id }: { id: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Card title={HISTORY.title}>
      <RuleHistory
        id={id}
        dirty={false}
        deleted
        onRestored={(restored) => {
          void queryClient.invalidateQueries({ queryKey: ['rule', id] });
          navigate(adminRuleHref(restored.id), { replace: true });
        }}
      />
    </Card>
  );
}

function EditorForm(props: {
  id?: string;
  initial: RuleForm;
  storedIssues?: RuleIssue[];
  suggested?: SuggestedDraft | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(props.initial);
  const [issues, setIssues] = useState<RuleIssue[]>(props.storedIssues ?? []);
  // A new rule is saved, then opened under its id: the message carries over.
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [message, setMessage] = useState<Message>(saved ? { kind: 'ok', text: T.saved } : null);
  const [busy, setBusy] = useState(false);
  // Unsaved edits: leaving the editor (a link, back, closing the tab) asks first.
  const [baseline, setBaseline] = useState(props.initial);
  const dirty = JSON.stringify(form) !== JSON.stringify(baseline);
  /** Set before the editor's own navigations (after a save or a delete), which never ask. */
  const leaving = useRef(false);
  useUnsavedGuard(dirty, leaving);
  const issueMap = new Map(issues.map((issue) => [issue.path, issue.message]));
  const set = (patch: Partial<RuleForm>) => setForm({ ...form, ...patch });

  /** The rule to save, or null (with the issues shown) when it fails validation. */
  const checked = (): Record<string, unknown> | null => {
    const raw = formToRaw(form);
    const result = validateRule(raw);
    setIssues(result.issues);
    return result.issues.length > 0 ? null : raw;
  };
  const save = async () => {
    setMessage(null);
    const raw = checked();
    if (!raw) return;
    if (!auth.currentUser) {
      setMessage({ kind: 'error', text: T.saveUnauthenticated });
      return;
    }
    setBusy(true);
    const sent = form;
    try {
      const saved = await call('saveRule', { ...(props.id ? { id: props.id } : {}), rule: raw });
      await queryClient.invalidateQueries({ queryKey: ['rules'] });
      queryClient.removeQueries({ queryKey: suggestionsQueryKey });
      queryClient.setQueryData(['rule', saved.rule.id], { rule: saved.rule, issues: [] });
      void queryClient.invalidateQueries({ queryKey: ruleHistoryKey(saved.rule.id) });
      setMessage({ kind: 'ok', text: T.saved });
      setBaseline(sent);
      if (!props.id) {
        leaving.current = true;
        // A rule from the radar's group keeps its draft, marked saved: the editor offers 今すぐ分類.
        const suggestion = props.suggested ? { ...props.suggested, saved: true } : undefined;
        navigate(adminRuleHref(saved.rule.id), { replace: true, state: { saved: true, suggestion } });
      }
    } catch (error) {
      setIssues(errorIssues(error));
      setMessage({ kind: 'error', text: failureText(RULES.saveFailed, error) });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!props.id || !window.confirm(T.confirmDelete)) return;
    setBusy(true);
    try {
      await call('deleteRule', { id: props.id });
      await queryClient.invalidateQueries({ queryKey: ['rules'] });
      leaving.current = true;
      navigate('/rules');
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(RULES.deleteFailed, error) });
      setBusy(false);
    }
  };
  return (
    <div className="screen">
      <h1>{props.id ? `${T.editTitle}: ${props.id}` : T.newTitle}</h1>
      <SuggestionNote draft={props.suggested ?? null} />
      <Card title={T.editTitle}>
        <RuleFields form={form} set={set} at="" issues={issueMap} />
      </Card>
      <Card title={T.conditions}>
        <ConditionTable
          conditions={form.conditions}
          onChange={(conditions) => set({ conditions })}
          keepLast={false}
          pathPrefix=""
          issues={issueMap}
        />
      </Card>
      <Card title={T.variants} id="variants">
        <VariantCards variants={form.variants} onChange={(variants) => set({ variants })} issues={issueMap} />
      </Card>
      <Card title={T.json}>
        <JsonPanel form={form} id={props.id} onApply={(next) => setForm(next)} />
      </Card>
      <Card title={IMPACT.title}>
        <ImpactPanel
          id={props.id}
          rule={checked}
          initial={props.suggested?.saved ? undefined : props.suggested?.impact}
        />
      </Card>
      <Card title={NEAR_MISS.title}>
        <NearMisses ruleId={props.id} />
      </Card>
      {props.id && (
        <Card title={RULE_DECKS.title} id="rule-decks">
          <RuleDecks ruleId={props.id} />
        </Card>
      )}
      {props.id && (
        <Card title={HISTORY.title}>
          <RuleHistory
            id={props.id}
            dirty={dirty}
            onRestored={(rule) => {
              const restored = ruleToForm(rule);
              setForm(restored);
              setBaseline(restored);
              setIssues([]);
            }}
          />
        </Card>
      )}
      <IssueList issues={issues} testId="rule-issues" />
      <StatusText message={message} />
      <div className="actions">
        <button type="button" className="primary" onClick={save} disabled={busy}>
          {T.save}
        </button>
        {props.id && (
          <button type="button" className="danger" onClick={remove} disabled={busy}>
            {T.delete}
          </button>
        )}
        <Link to="/rules" className="button">
          {T.back}
        </Link>
      </div>
    </div>
  );
}

/** Asks before leaving with unsaved edits: navigations inside the admin, and unloading the page. */
function useUnsavedGuard(dirty: boolean, leaving: { current: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(T.leaveConfirm)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
