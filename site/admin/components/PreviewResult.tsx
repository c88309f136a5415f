// The rule preview's result (spec admin §2 "Rule preview"): source, invalid rules, matched rules
// each with its condition table, and a collapsible list of every rule's verdict.
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { PREVIEW as T } from '../texts/preview.ts';
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

function DetailTable({ details }: { details: readonly Detail[] }) {
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th>{T.colPattern}</th>
            <th>{T.colMin}</th>
            <th>{T.colMax}</th>
            <th>{T.colNegate}</th>
            <th>{T.colCount}</th>
            <th>{T.colResult}</th>
          </tr>
        </thead>
        <tbody>
          {details.map((d, index) => {
            const ok = d.inRange !== d.negate;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id, and their order is fixed
              <tr key={index}>
                <td>
                  <code>{d.pattern}</code>
                </td>
                <td>{d.min}</td>
                <td>{d.max ?? '—'}</td>
                <td>{d.negate ? 'true' : 'false'}</td>
                <td>{d.count}</td>
                <td className={ok ? 'ok' : 'ng'}>{ok ? T.ok : T.ng}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
