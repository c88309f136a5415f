// A rule's near misses in the editor: the decks that fail exactly one of its
// conditions, per condition (most first) and per deck with the count it had. From the
// suggestRules callable (the code of `tcg rules suggest`), shared with the rule list's groups.
import { Link } from 'react-router';
import { failureText } from '../lib/call.ts';
import { adminDeckHref, adminRuleHref } from '../lib/links.ts';
import { NEAR_MISS as T } from '../texts/ruleEditor.ts';
import { useSuggestions } from './SuggestedGroups.tsx';
import { ErrorText } from './ui.tsx';

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
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th>{T.condition}</th>
                    <th>{T.decks}</th>
                  </tr>
                </thead>
                <tbody data-testid="near-miss-conditions">
                  {misses.conditions.map((c) => (
                    <tr key={`${c.pattern} ${c.min} ${c.max} ${c.negate}`}>
                      <td>
                        <code>{c.pattern}</code> {T.wants(c.min, c.max, c.negate)}
                      </td>
                      <td className="num">{c.decks}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th>{T.deck}</th>
                    <th>{T.condition}</th>
                    <th>{T.count}</th>
                    <th>{T.primary}</th>
                  </tr>
                </thead>
                <tbody data-testid="near-miss-decks">
                  {misses.decks.map((d) => (
                    <tr key={d.deckId} data-deck-id={d.deckId}>
                      <td>
                        <Link to={adminDeckHref(d.deckId)}>{d.deckId}</Link>
                      </td>
                      <td>
                        <code>{d.pattern}</code> {T.wants(d.min, d.max, d.negate)}
                      </td>
                      <td className="num">{d.count}</td>
                      <td>
                        {d.primary ? <Link to={adminRuleHref(d.primary)}>{d.primary}</Link> : T.unmatched}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {misses.decks.length < misses.total && (
              <p className="muted">{T.listed(misses.decks.length, misses.total)}</p>
            )}
          </>
        ))}
    </div>
  );
}
