// The editor's JSON area: reflect the form into JSON, or apply edited JSON to the form with the
// messages of spec admin §5 "JSON apply" (engine/rules/parseRuleJson.ts).
import { useState } from 'react';
import { parseRuleJson } from '../../../engine/rules/parseRuleJson.ts';
import type { RuleIssue } from '../../../engine/rules/validateRule.ts';
import { formToRaw, type RuleForm, ruleToForm } from '../lib/ruleForm.ts';
import { EDITOR as T } from '../texts.ts';
import { IssueList } from './IssueList.tsx';

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
  const apply = () => {
    const parsed = parseRuleJson(text);
    setApplied(parsed.ok);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors([]);
    props.onApply(ruleToForm(parsed.rule));
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
        <button type="button" onClick={apply}>
          {T.applyJson}
        </button>
      </div>
      {applied && <p className="status ok">{T.applied}</p>}
      <IssueList issues={errors} testId="json-errors" />
    </div>
  );
}
