// The rule preview's result (spec admin §2 "Rule preview"): source, invalid rules, matched rules
// each with its condition table, and a collapsible list of every rule's verdict.
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { PREVIEW as T } from '../texts/preview.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { IssueDetail } from './IssueList.tsx';

type Preview = CallableResult<'evaluateDeckRulesPreview'>;
type Detail = Preview['results'][number]['details'][number];

export function PreviewResult({ result }: { result: Preview }) {
  const matched = result.results.filter((r) => r.matched);
  return (
    <div className="preview-result" data-testid="preview-result">
      <p>
        {T.source}: <strong>{result.source === 'official' ? T.sourceOfficial : T.sourceFirestore}</strong>
        {' / '}
        <code>{result.deckId}</code>
      </p>
      {result.invalidRules.length > 0 && (
        <div className="status warn">
          <h3>{T.invalidRules}</h3>
          <ul>
            {result.invalidRules.flatMap((rule) =>
              rule.issues.map((issue) => (
                <li key={`${rule.ruleId}:${issue.path}:${issue.message}`}>
                  {rule.ruleId}: {issue.path}: {issue.message}
                  <IssueDetail detail={issue.detail} />
                </li>
              )),
            )}
          </ul>
        </div>
      )}
      <h3>{T.matchedRules}</h3>
      {matched.length === 0 && <p>{T.noMatch}</p>}
      {matched.map((rule) => (
        <div key={rule.ruleId} className="matched-rule" data-rule-id={rule.ruleId}>
          <h4>
            {rule.name} <span className="muted">({rule.priority})</span>
          </h4>
          <DetailTable details={rule.details} />
        </div>
      ))}
      <details>
        <summary>{T.allVerdicts}</summary>
        <ul className="plain verdicts">
          {result.results.map((rule) => (
            <li key={rule.ruleId}>
              <span className={rule.matched ? 'badge ok' : 'badge'}>
                {rule.matched ? T.matched : T.notMatched}
              </span>{' '}
              {rule.name}
              <DetailTable details={rule.details} />
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

const ok = (d: Detail) => d.inRange !== d.negate;
const DETAIL_COLUMNS: DataColumn<Detail>[] = [
  { key: 'pattern', header: T.colPattern, cell: (d) => <code>{d.pattern}</code> },
  { key: 'min', header: T.colMin, cell: (d) => d.min },
  { key: 'max', header: T.colMax, cell: (d) => d.max ?? '—' },
  { key: 'negate', header: T.colNegate, cell: (d) => (d.negate ? 'true' : 'false') },
  { key: 'count', header: T.colCount, cell: (d) => d.count },
  {
    key: 'result',
    header: T.colResult,
    className: (d) => (ok(d) ? 'ok' : 'ng'),
    cell: (d) => (ok(d) ? T.ok : T.ng),
  },
];

/** A rule's conditions with the deck's count and OK/NG; conditions have no id, their order is fixed. */
function DetailTable({ details }: { details: readonly Detail[] }) {
  return <DataTable plain rows={details} columns={DETAIL_COLUMNS} rowKey={(_, index) => String(index)} />;
}
