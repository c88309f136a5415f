// The condition table of a rule or sub-rule: edit, reorder (the ends disabled), delete (a
// sub-rule keeps its last condition, spec admin §5) and add.
import { blankCondition, type ConditionForm, move } from '../lib/ruleForm.ts';
import { EDITOR as T } from '../texts/ruleEditor.ts';

export function ConditionTable(props: {
  conditions: ConditionForm[];
  onChange: (conditions: ConditionForm[]) => void;
  /** Sub-rules must keep one condition. */
  keepLast: boolean;
  /** Prefix of the error paths, e.g. `variants[0].` */
  pathPrefix: string;
  issues: ReadonlyMap<string, string>;
}) {
  const { conditions, onChange } = props;
  const update = (index: number, patch: Partial<ConditionForm>) =>
    onChange(conditions.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <div className="conditions">
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>{T.pattern}</th>
              <th>{T.min}</th>
              <th>{T.max}</th>
              <th>{T.negate}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {conditions.map((condition, index) => {
              const at = `${props.pathPrefix}conditions[${index}]`;
              const issue = (field: string) => props.issues.get(`${at}.${field}`);
              return (
                <tr key={condition.key} data-condition={at}>
                  <td data-label="#">{index + 1}</td>
                  <td data-label={T.pattern}>
                    <input
                      value={condition.pattern}
                      aria-label={`${at}.pattern`}
                      aria-invalid={issue('pattern') ? true : undefined}
                      onChange={(e) => update(index, { pattern: e.target.value })}
                    />
                  </td>
                  <td data-label={T.min}>
                    <input
                      className="num"
                      inputMode="numeric"
                      value={condition.min}
                      aria-label={`${at}.min`}
                      aria-invalid={issue('min') ? true : undefined}
                      onChange={(e) => update(index, { min: e.target.value })}
                    />
                  </td>
                  <td data-label={T.max}>
                    <input
                      className="num"
                      inputMode="numeric"
                      value={condition.max}
                      aria-label={`${at}.max`}
                      aria-invalid={issue('max') ? true : undefined}
                      onChange={(e) => update(index, { max: e.target.value })}
                    />
                  </td>
                  <td data-label={T.negate}>
                    <input
                      type="checkbox"
                      checked={condition.negate}
                      aria-label={`${at}.negate`}
                      onChange={(e) => update(index, { negate: e.target.checked })}
                    />
                  </td>
                  <td className="row-actions">
                    <button
                      type="button"
                      aria-label={`${at} ${T.moveUp}`}
                      disabled={index === 0}
                      onClick={() => onChange(move(conditions, index, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      aria-label={`${at} ${T.moveDown}`}
                      disabled={index === conditions.length - 1}
                      onClick={() => onChange(move(conditions, index, 1))}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      aria-label={`${at} ${T.remove}`}
                      disabled={props.keepLast && conditions.length <= 1}
                      onClick={() => onChange(conditions.filter((_, i) => i !== index))}
                    >
                      {T.remove}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button type="button" onClick={() => onChange([...conditions, blankCondition()])}>
        {T.addCondition}
      </button>
    </div>
  );
}
