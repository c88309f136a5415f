// The condition table of a rule or sub-rule: edit, reorder (the ends disabled), delete (a
// sub-rule keeps its last condition, spec admin §5) and add.
import { blankCondition, type ConditionForm, move } from '../lib/ruleForm.ts';
import { EDITOR as T } from '../texts/ruleEditor.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';

/** A condition with its place and its error path, e.g. `variants[0].conditions[1]`. */
type Row = ConditionForm & { index: number; at: string };

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
  const rows = conditions.map((c, index) => ({ ...c, index, at: `${props.pathPrefix}conditions[${index}]` }));
  const text = (field: 'pattern' | 'min' | 'max', header: string): DataColumn<Row> => ({
    key: field,
    header,
    cell: (row) => (
      <input
        {...(field === 'pattern' ? {} : { className: 'num', inputMode: 'numeric' })}
        value={row[field]}
        aria-label={`${row.at}.${field}`}
        aria-invalid={props.issues.get(`${row.at}.${field}`) ? true : undefined}
        onChange={(e) => update(row.index, { [field]: e.target.value })}
      />
    ),
  });
  const columns: DataColumn<Row>[] = [
    { key: 'n', header: '#', cell: (row) => row.index + 1 },
    text('pattern', T.pattern),
    text('min', T.min),
    text('max', T.max),
    {
      key: 'negate',
      header: T.negate,
      cell: (row) => (
        <input
          type="checkbox"
          checked={row.negate}
          aria-label={`${row.at}.negate`}
          onChange={(e) => update(row.index, { negate: e.target.checked })}
        />
      ),
    },
    {
      key: 'actions',
      header: '',
      className: 'row-actions',
      cell: ({ index, at }) => (
        <>
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
        </>
      ),
    },
  ];
  return (
    <div className="conditions">
      <DataTable
        plain
        rows={rows}
        columns={columns}
        rowKey={(row) => String(row.key)}
        rowProps={(row) => ({ 'data-condition': row.at })}
      />
      <button type="button" onClick={() => onChange([...conditions, blankCondition()])}>
        {T.addCondition}
      </button>
    </div>
  );
}
