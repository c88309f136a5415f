// A rule's near misses in the editor: the decks that fail exactly one of its
// conditions, per condition (most first) and per deck with the count it had. From the
// suggestRules callable (the code of `tcg rules suggest`), shared with the rule list's groups.
import { Link } from 'react-router';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { failureText } from '../lib/call.ts';
import { adminRuleHref } from '../lib/links.ts';
import { NEAR_MISS as T } from '../texts/ruleEditor.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { useSuggestions } from './SuggestedGroups.tsx';
import { deckIdColumn } from './tableColumns.tsx';
import { ErrorText } from './ui.tsx';

type Misses = CallableResult<'suggestRules'>['nearMisses'][number];
type Wanted = { pattern: string; min: number; max: number | null; negate: boolean };
const wanted = (c: Wanted) => (
  <>
    <code>{c.pattern}</code> {T.wants(c.min, c.max, c.negate)}
  </>
);
const CONDITION_COLUMNS: DataColumn<Misses['conditions'][number]>[] = [
  { key: 'condition', header: T.condition, cell: wanted },
  { key: 'decks', header: T.decks, className: 'num', cell: (c) => c.decks },
];
const DECK_COLUMNS: DataColumn<Misses['decks'][number]>[] = [
  deckIdColumn(T.deck, (d) => d.deckId),
  { key: 'condition', header: T.condition, cell: wanted },
  { key: 'count', header: T.count, className: 'num', cell: (d) => d.count },
  {
    key: 'primary',
    header: T.primary,
    cell: (d) => (d.primary ? <Link to={adminRuleHref(d.primary)}>{d.primary}</Link> : T.unmatched),
  },
];

export function NearMisses({ ruleId }: { ruleId: string | undefined }) {
  const suggestions = useSuggestions();
  if (ruleId === undefined) return <p className="muted">{T.newRule}</p>;
  const busy = suggestions.isFetching;
  const misses = suggestions.data?.nearMisses.find((m) => m.ruleId === ruleId);
  return (
    <div className="near-misses" data-testid="near-misses">
      <button type="button" onClick={() => suggestions.refetch()} disabled={busy}>
        {busy ? T.running : suggestions.data ? T.rerun : T.run}
      </button>
      {suggestions.isError && !busy && <ErrorText>{failureText(T.failed, suggestions.error)}</ErrorText>}
      {suggestions.data &&
        (!misses ? (
          <p className="muted">{T.none}</p>
        ) : (
          <>
            <p data-testid="near-miss-total">{T.total(misses.total)}</p>
            <DataTable
              plain
              rows={misses.conditions}
              columns={CONDITION_COLUMNS}
              rowKey={(c) => `${c.pattern} ${c.min} ${c.max} ${c.negate}`}
              testId="near-miss-conditions"
            />
            <DataTable
              plain
              rows={misses.decks}
              columns={DECK_COLUMNS}
              rowKey={(d) => d.deckId}
              rowProps={(d) => ({ 'data-deck-id': d.deckId })}
              testId="near-miss-decks"
            />
            {misses.decks.length < misses.total && (
              <p className="muted">{T.listed(misses.decks.length, misses.total)}</p>
            )}
          </>
        ))}
    </div>
  );
}
