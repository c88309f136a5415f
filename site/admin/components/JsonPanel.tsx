// The editor's JSON area: reflect the form into JSON, or apply edited JSON to the form with the
// messages of spec admin §5 "JSON apply" (engine/rules/parseRuleJson.ts); an applied rule is then
// checked as a save would check it (the checkRule callable: taken ids and documents, patterns that
// backtrack, the rule limit), and what the save would refuse is listed at once.
import { useState } from 'react';
import { parseRuleJson } from '../../../engine/rules/parseRuleJson.ts';
import type { RuleIssue } from '../../../engine/rules/validateRule.ts';
import { call, failureText } from '../lib/call.ts';
import { formToRaw, type RuleForm, ruleToForm } from '../lib/ruleForm.ts';
import { useAction } from '../lib/useAction.ts';
import { EDITOR as T } from '../texts/ruleEditor.ts';
import { RULES } from '../texts/rules.ts';
import { IssueList } from './IssueList.tsx';
import { StatusText } from './ui.tsx';

export function JsonPanel(props: {
  form: RuleForm;
  id: string | undefined;
  onApply: (form: RuleForm) => void;
}) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<RuleIssue[]>([]);
  const [applied, setApplied] = useState(false);
  const reflect = () => {
    const raw = formToRaw(props.form);
    setText(JSON.stringify(props.id ? { id: props.id, ...raw } : raw, null, 2));
    setErrors([]);
    setApplied(false);
  };
  const check = useAction();
  const apply = async () => {
    const parsed = parseRuleJson(text);
    setApplied(parsed.ok);
    check.say(null);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors([]);
    const form = ruleToForm(parsed.rule);
    props.onApply(form);
    const rule = formToRaw(form);
    const checked = await check.run(
      'check',
      () => call('checkRule', props.id ? { id: props.id, rule } : { rule }),
      {
        failed: (error) => failureText(RULES.checkFailed, error),
      },
    );
    if (checked) setErrors(checked.issues);
  };
  return (
    <div className="json-panel">
      <textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={12}
        spellCheck={false}
        aria-label={T.json}
      />
      <div className="actions">
        <button type="button" onClick={reflect}>
          {T.reflect}
        </button>
        <button type="button" onClick={apply} disabled={check.busy !== null}>
          {T.applyJson}
        </button>
      </div>
      {applied && <p className="status ok">{T.applied}</p>}
      <StatusText message={check.message} />
      <IssueList issues={errors} testId="json-errors" />
    </div>
  );
}
