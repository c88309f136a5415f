// Validation issues with their paths (`variants[0].conditions[1].pattern: pattern は必須です`).
import type { RuleIssue } from '../../../engine/rules/validateRule.ts';
import { COMMON } from '../texts/common.ts';

/** An issue's technical detail (the regex engine's English), folded under 詳細. */
export function IssueDetail({ detail }: { detail?: string | undefined }) {
  if (!detail) return null;
  return (
    <details className="issue-detail">
      <summary>{COMMON.detail}</summary>
      <code>{detail}</code>
    </details>
  );
}

export function IssueList({ issues, testId }: { issues: readonly RuleIssue[]; testId: string }) {
  if (issues.length === 0) return null;
  return (
    <ul className="issues" role="alert" data-testid={testId}>
      {issues.map((issue) => (
        <li key={`${issue.path}:${issue.message}`} data-path={issue.path}>
          {issue.path ? <code>{issue.path}</code> : null}
          {issue.path ? ': ' : ''}
          {issue.message}
          <IssueDetail detail={issue.detail} />
        </li>
      ))}
    </ul>
  );
}
