// The fields a rule and its sub-rules share in the editor: name, enabled, priority, description.
// A sub-rule's inputs are named by their error path (`variants[0].name`); the rule's by their label.
import type { ReactNode } from 'react';
import type { RuleForm } from '../lib/ruleForm.ts';
import { EDITOR as T } from '../texts/ruleEditor.ts';

type Shared = Pick<RuleForm, 'name' | 'enabled' | 'priority' | 'description'>;

export function RuleFields(props: {
  form: Shared;
  set: (patch: Partial<Shared>) => void;
  /** The error path's prefix: '' for the rule, `variants[0].` for a sub-rule. */
  at: string;
  issues: ReadonlyMap<string, string>;
  /** Fields before these (a sub-rule's id). */
  children?: ReactNode;
}) {
  const { form, set, at } = props;
  const named = (field: string) => ({
    'aria-label': at ? `${at}${field}` : undefined,
    'aria-invalid': props.issues.has(`${at}${field}`) || undefined,
  });
  return (
    <div className="fields">
      {props.children}
      <label>
        {T.name}
        <input value={form.name} {...named('name')} onChange={(e) => set({ name: e.target.value })} />
      </label>
      <label className="inline">
        <input type="checkbox" checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        {T.enabled}
      </label>
      <label>
        {T.priority}
        <input
          className="num"
          value={form.priority}
          {...named('priority')}
          onChange={(e) => set({ priority: e.target.value })}
        />
      </label>
      <label className="wide">
        {T.description}
        <textarea rows={3} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </label>
    </div>
  );
}
